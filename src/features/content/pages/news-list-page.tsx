import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '@/page-kit/debounced-value';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ArticleSearchResults } from '../components/article-search-results';
import { NewsListView } from '../components/news-list-view';
import { ARTICLE_KEYWORD_MAX } from '../model/article-search';
import '../styles/news-search.css';

/**
 * inforList (资讯): the company's articles by category, newest first, and a search box over all
 * of them (findArticleList, debounced). The keyword lives in the address (?keyword=), so going back
 * from an article returns to the same results from the query cache.
 */
export default function NewsListPage() {
  const { category, keyword } = usePageQuery('inforList');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(keyword ?? '');
  const settled = useDebouncedValue(typed.trim());
  useEffect(() => {
    if (settled === (keyword ?? '')) return;
    navigate(
      hrefTo('inforList', { ...(category ? { category } : {}), ...(settled ? { keyword: settled } : {}) }),
      {
        replace: true,
      },
    );
  }, [settled, keyword, category, navigate]);
  return (
    <PageFrame flush>
      <div className="news-search">
        <SearchBar
          placeholder="搜索资讯标题或摘要"
          value={typed}
          maxLength={ARTICLE_KEYWORD_MAX}
          onChange={setTyped}
          aria-label="搜索资讯"
        />
      </div>
      {keyword ? (
        <ArticleSearchResults key={keyword} keyword={keyword} />
      ) : (
        <NewsListView route="inforList" tab={category ?? 'ALL'} />
      )}
    </PageFrame>
  );
}
