import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '@/page-kit/debounced-value';
import { hrefTo } from '@/routing/href';
import { ARTICLE_KEYWORD_MAX } from '../model/article-search';
import type { NewsTabKey } from '../model/news-tabs';
import '../styles/news-search.css';

/** The pages that carry the article search: both keep the keyword in their address. */
export type SearchingRoute = 'inforList' | 'allInformation';

interface NewsSearchBoxProps {
  route: SearchingRoute;
  /** The page's tab, kept in the address while searching so that clearing the box returns to it. */
  category: NewsTabKey | undefined;
  /** The keyword in the address (?keyword=), the box's first value. */
  keyword: string | undefined;
}

/**
 * The search box over all articles (findArticleList): what is typed settles after the kit's
 * debounce and goes into the address with `replace`, so going back from an article returns to the
 * same results, and one search is one history entry.
 */
export function NewsSearchBox({ route, category, keyword }: NewsSearchBoxProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(keyword ?? '');
  const settled = useDebouncedValue(typed.trim());
  useEffect(() => {
    if (settled === (keyword ?? '')) return;
    const query = { ...(category ? { category } : {}), ...(settled ? { keyword: settled } : {}) };
    navigate(route === 'inforList' ? hrefTo('inforList', query) : hrefTo('allInformation', query), {
      replace: true,
    });
  }, [settled, keyword, category, route, navigate]);
  return (
    <div className="news-search">
      <SearchBar
        placeholder="搜索资讯标题或摘要"
        value={typed}
        maxLength={ARTICLE_KEYWORD_MAX}
        onChange={setTyped}
        aria-label="搜索资讯"
      />
    </div>
  );
}
