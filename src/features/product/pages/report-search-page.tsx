import { useNavigate } from 'react-router-dom';
import { useProductFileInfinite } from '@gen/hooks/product/product';
import { PageFrame } from '@/page-kit/page-frame';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { FileRow, FileRowSkeleton } from '../components/file-row';
import { ReportFilters, type ReportFilter } from '../components/disclosure/report-filters';
import '../styles/product-pages.css';
import '../styles/disclosure.css';

/**
 * reportSearch (信息披露): the disclosures of every product the investor may see, or of one,
 * newest first, filtered by type (成立公告 … 清算报告), product and year — all kept in the address —
 * paged through productFile (category DISCLOSURE). A row opens infoReport.
 */
export default function ReportSearchPage() {
  const navigate = useNavigate();
  const { productCode, type, year } = usePageQuery('reportSearch');
  const filter: ReportFilter = { productCode, type, year };
  const query = useProductFileInfinite(
    {
      pageNum: FIRST_PAGE_NUM,
      pageSize: DEFAULT_PAGE_SIZE,
      category: 'DISCLOSURE',
      ...(productCode ? { productCode } : {}),
      ...(type ? { reportType: type } : {}),
      ...(year ? { year } : {}),
    },
    undefined,
    { query: pagedQueryOptions },
  );
  const change = (next: ReportFilter) => navigate(hrefTo('reportSearch', next), { replace: true });
  const filtered = productCode !== undefined || type !== undefined || year !== undefined;

  return (
    <PageFrame flush>
      <ReportFilters value={filter} onChange={change} />
      <p className="product-list-notice">
        信息披露依据《信托公司集合资金信托计划管理办法》由受托人发布，请以正式公告文件为准。
      </p>
      <PagedList
        query={query}
        label="信息披露"
        pendingLabel="信息披露加载中"
        skeleton={<FileRowSkeleton rows={5} />}
        empty={
          filtered
            ? { title: '没有符合条件的公告', description: '可更换类型、产品或年度再查' }
            : { title: '暂无信息披露' }
        }
        itemKey={(file) => file.fileId}
        renderItem={(file) => <FileRow file={file} showProduct={productCode === undefined} />}
      />
    </PageFrame>
  );
}
