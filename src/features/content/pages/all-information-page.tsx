import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { usePageQuery } from '../../../routing/use-page-query';
import { NewsEntries } from '../components/news-entries';
import { NewsListView } from '../components/news-list-view';

/**
 * allInformation (全部资讯): the content hub. Entries to research reports, live previews and
 * exclusive services above the same tabs as inforList. (The spec's news flashes and morning
 * papers have no payload yet: newsFlashList and morningPaperList stay unknown.)
 */
export default function AllInformationPage() {
  const { category } = usePageQuery('allInformation');
  return (
    <PageFrame flush>
      <NewsEntries />
      <NewsListView route="allInformation" tab={category ?? 'ALL'} />
    </PageFrame>
  );
}
