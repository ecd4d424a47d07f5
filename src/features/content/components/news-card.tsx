import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@gen/model/articleSummary';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { hrefTo } from '@/routing/href';
import { formatReads } from '../model/news-format';
import { HighlightedText } from './highlighted-text';
import './news-card.css';

/**
 * One article in a 资讯 list: title (two lines at most), category · date · reads, and the cover
 * on the right when there is one. Server strings render as text. The whole card is the link; a
 * search's keyword is marked in the title.
 */
export function NewsCard({
  article,
  to,
  keyword,
}: {
  article: ArticleSummary;
  to?: string;
  keyword?: string;
}) {
  return (
    <Link className="news-card" to={to ?? hrefTo('inforDetail', { articleId: article.articleId })}>
      <div className="news-card-text">
        <h3 className="news-card-title">
          {keyword ? (
            <HighlightedText text={article.title} keyword={keyword} className="news-mark" />
          ) : (
            article.title
          )}
        </h3>
        {article.summary ? <p className="news-card-summary">{article.summary}</p> : null}
        <p className="news-card-meta">
          <span className="news-card-tag">{article.categoryName}</span>
          <span>{article.publishDate}</span>
          <span>{formatReads(article.readCount)}阅读</span>
        </p>
      </div>
      {article.coverFileId ? (
        <img
          className="news-card-cover"
          src={filePreviewUrl(article.coverFileId)}
          alt=""
          loading="lazy"
          width={112}
          height={75}
        />
      ) : null}
    </Link>
  );
}

/** Skeleton rows shaped like cards, so the list does not jump when it arrives. */
export function NewsCardSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="news-card news-card-skeleton">
          <div className="news-card-text">
            <div className="news-skeleton-line" />
            <div className="news-skeleton-line news-skeleton-short" />
          </div>
          <div className="news-card-cover" />
        </div>
      ))}
    </div>
  );
}
