import { useMorningPaperListInfinite } from '@gen/hooks/content/content';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { MorningPaperCard, MorningPaperSkeleton } from './morning-paper-card';

/** 往期早报: every issue, newest first, paged (morningPaperList's infinite hook). */
export function MorningPaperList() {
  const query = useMorningPaperListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <PagedList
      query={query}
      label="往期早报"
      pendingLabel="早报加载中"
      skeleton={<MorningPaperSkeleton rows={4} />}
      empty={{ title: '暂无早报' }}
      itemKey={(paper) => paper.paperId}
      renderItem={(paper) => <MorningPaperCard paper={paper} />}
    />
  );
}
