import { PageFrame } from '@/page-kit/page-frame';
import { usePageQuery } from '@/routing/use-page-query';
import { ArticleSearchResults } from '../components/article-search-results';
import { MorningPaperLatest } from '../components/morning-paper-latest';
import { MorningPaperList } from '../components/morning-paper-list';
import { MorningPaperView } from '../components/morning-paper-view';
import { NewsEntries } from '../components/news-entries';
import { NewsFlashes } from '../components/news-flashes';
import { NewsListView } from '../components/news-list-view';
import { NewsSearchBox } from '../components/news-search-box';

/**
 * allInformation (全部资讯): the content hub. Entries to research reports, live previews and
 * exclusive services, today's 财富早报 (morningPaperList), the latest news flashes
 * (newsFlashList), then the same tabs as inforList; above them inforList's search box, whose
 * results replace the hub while a keyword is in the address. `?paper=` shows one issue of the morning
 * paper and `?papers=1` the past issues: views of this page (the spec gives the paper no route of
 * its own), so the back button returns to the hub.
 */
export default function AllNewsPage() {
  const { category, keyword, paper, papers } = usePageQuery('allInformation');
  if (paper)
    return (
      <PageFrame title="财富早报" flush>
        <MorningPaperView paperId={paper} />
      </PageFrame>
    );
  if (papers)
    return (
      <PageFrame title="往期早报" flush>
        <MorningPaperList />
      </PageFrame>
    );
  return (
    <PageFrame flush>
      <NewsSearchBox route="allInformation" category={category} keyword={keyword} />
      {keyword ? (
        <ArticleSearchResults key={keyword} keyword={keyword} />
      ) : (
        <>
          <NewsEntries />
          <MorningPaperLatest />
          <NewsFlashes />
          <NewsListView route="allInformation" tab={category ?? 'ALL'} />
        </>
      )}
    </PageFrame>
  );
}
