import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { ArticleList } from '../components/article-list';

/**
 * reportManage (研究报告): the research department's reports, newest first. A report is an
 * article of the CMS category RESEARCH_REPORT whose full text is a PDF attachment.
 */
export default function ReportManagePage() {
  return (
    <PageFrame flush>
      <ArticleList
        categoryCode="RESEARCH_REPORT"
        label="研究报告"
        emptyTitle="暂无研究报告"
        linkOf={(report) => hrefTo('reportDetail', { articleId: report.articleId })}
      />
    </PageFrame>
  );
}
