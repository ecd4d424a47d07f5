import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { usePageQuery } from '../../../routing/use-page-query';
import { NewsEntries } from '../components/news-entries';
import { NewsFlashes } from '../components/news-flashes';
import { NewsListView } from '../components/news-list-view';

/**
 * allInformation (全部资讯): the content hub. Entries to research reports, live previews and
 * exclusive services, the latest news flashes (newsFlashList), then the same tabs as inforList.
 * (The morning paper, morningPaperList, has no payload yet and stays unknown.)
 */
export default function AllInformationPage() {
  const { category } = usePageQuery('allInformation');
  return (
    <PageFrame flush>
      <NewsEntries />
      <NewsFlashes />
      <NewsListView route="allInformation" tab={category ?? 'ALL'} />
    </PageFrame>
  );
}
