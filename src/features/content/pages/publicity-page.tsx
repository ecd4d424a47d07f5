import { Tabs } from '@/page-kit/tabs';
import { useNavigate } from 'react-router-dom';
import { useGetArticleList } from '@gen/hooks/content/content';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { NewsCard, NewsCardSkeleton } from '../components/news-card';
import {
  ANNOUNCEMENT_CATEGORY,
  FEE_EFFECTIVE,
  FEE_ROWS,
  PROTECTION_SECTIONS,
} from '../model/publicity-notices';
import type { PublicityTab } from '../model/company-route-keys';
import '../styles/company-pages.css';
import { cardClass } from '@/page-kit/card';

function FeeStandard() {
  return (
    <article className={cardClass('company-card')}>
      <h3 className="company-card-title">服务价格公示</h3>
      <p className="company-text">自{FEE_EFFECTIVE}起执行。具体费率以各产品信托合同及说明书约定为准。</p>
      <dl className="company-rows">
        {FEE_ROWS.map((row) => (
          <div key={row.item} className="company-row company-fee-row">
            <dt>{row.item}</dt>
            <dd>
              {row.standard}
              {row.basis ? <span className="company-fee-basis">{row.basis}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function ConsumerProtection() {
  return (
    <>
      {PROTECTION_SECTIONS.map((section) => (
        <article key={section.title} className="company-card">
          <h3 className="company-card-title">{section.title}</h3>
          {section.lines.map((line) => (
            <p key={line} className="company-text">
              {line}
            </p>
          ))}
        </article>
      ))}
    </>
  );
}

/** The latest announcements of the CMS (first 20; older ones are in 资讯). */
function Announcements() {
  const list = useGetArticleList({ pageNum: 1, pageSize: 20, categoryCode: ANNOUNCEMENT_CATEGORY });
  return (
    <QueryView
      query={list}
      skeleton={<NewsCardSkeleton rows={3} />}
      pendingLabel="公告加载中"
      isEmpty={(data) => data.list.length === 0}
      empty={{ title: '暂无公告', description: '新的公告发布后将在此展示' }}
    >
      {(data) => (
        <div className="company-list">
          {data.list.map((article) => (
            <NewsCard key={article.articleId} article={article} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

const TAB_TITLES: Record<PublicityTab, string> = { fee: '收费标准', protection: '消保公示', notice: '公告' };

/** publicity (信息公示): fee standard, consumer protection, announcements; the tab stays in ?tab=. */
export default function PublicityPage() {
  const navigate = useNavigate();
  const { tab = 'fee' } = usePageQuery('publicity');
  return (
    <PageFrame>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          void navigate(hrefTo('publicity', { tab: key as PublicityTab }), { replace: true })
        }
      >
        {(Object.keys(TAB_TITLES) as PublicityTab[]).map((key) => (
          <Tabs.Tab key={key} title={TAB_TITLES[key]} />
        ))}
      </Tabs>
      <div className="company-tab-body">
        {tab === 'fee' ? <FeeStandard /> : tab === 'protection' ? <ConsumerProtection /> : <Announcements />}
      </div>
    </PageFrame>
  );
}
