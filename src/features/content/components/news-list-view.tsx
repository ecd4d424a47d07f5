import { Tabs } from '@/page-kit/tabs';
import { useNavigate } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { ArticleList } from './article-list';
import { NEWS_TABS, type NewsTabKey } from '../model/news-tabs';

/**
 * The 资讯 tabs over the article list. The tab lives in the address (?category=), so going back
 * from an article returns to the same tab, and the list comes from the query cache.
 */
export function NewsListView({ route, tab }: { route: 'inforList' | 'allInformation'; tab: NewsTabKey }) {
  const navigate = useNavigate();
  const current = NEWS_TABS.find((t) => t.key === tab) ?? NEWS_TABS[0];
  const select = (key: string) => {
    const next = NEWS_TABS.find((t) => t.key === key);
    if (!next) return;
    const query = next.key === 'ALL' ? {} : { category: next.key };
    const href = route === 'inforList' ? hrefTo('inforList', query) : hrefTo('allInformation', query);
    navigate(href, { replace: true });
  };
  return (
    <>
      <Tabs activeKey={current.key} onChange={select} className="news-tabs">
        {NEWS_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <ArticleList
        key={current.key}
        categoryCode={current.key === 'ALL' ? undefined : current.key}
        label={current.key === 'ALL' ? '资讯列表' : current.title}
        emptyTitle="暂无资讯"
      />
    </>
  );
}
