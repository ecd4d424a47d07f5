import { PageFrame } from '@/page-kit/page-frame';
import { usePageQuery } from '@/routing/use-page-query';
import { ArticleSearchResults } from '../components/article-search-results';
import { NewsListView } from '../components/news-list-view';
import { NewsSearchBox } from '../components/news-search-box';

/**
 * inforList (资讯): the company's articles by category, newest first, and a search box over all
 * of them (findArticleList); while a keyword is in the address the results replace the tabs.
 */
export default function NewsListPage() {
  const { category, keyword } = usePageQuery('inforList');
  return (
    <PageFrame flush>
      <NewsSearchBox route="inforList" category={category} keyword={keyword} />
      {keyword ? (
        <ArticleSearchResults key={keyword} keyword={keyword} />
      ) : (
        <NewsListView route="inforList" tab={category ?? 'ALL'} />
      )}
    </PageFrame>
  );
}
