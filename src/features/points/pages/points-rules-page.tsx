import { Skeleton } from 'antd-mobile';
import { useGetIntegralRules } from '@gen/hooks/points/points';
import '../styles/points.css';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SafeHtml } from '@/page-kit/safe-html';

/** integralRules: the rules as the operations team wrote them, through the one sanitiser. */
export default function PointsRulesPage() {
  const rules = useGetIntegralRules({});
  return (
    <PageFrame>
      <QueryView
        query={rules}
        skeleton={
          <div className="points-card">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        }
        pendingLabel="积分规则加载中"
      >
        {(data) => (
          <article className="points-card rules-article">
            <h2 className="rules-title">{data.title}</h2>
            <p className="rules-date">更新日期：{data.updatedOn}</p>
            <SafeHtml className="rules-body" html={data.contentHtml} />
          </article>
        )}
      </QueryView>
    </PageFrame>
  );
}
