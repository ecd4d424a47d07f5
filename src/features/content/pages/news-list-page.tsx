import { PageFrame } from '@/page-kit/page-frame';
import { usePageQuery } from '@/routing/use-page-query';
import { NewsListView } from '../components/news-list-view';

/** inforList (资讯): the company's articles by category, newest first. */
export default function NewsListPage() {
  const { category } = usePageQuery('inforList');
  return (
    <PageFrame flush>
      <NewsListView route="inforList" tab={category ?? 'ALL'} />
    </PageFrame>
  );
}
