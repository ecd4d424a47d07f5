import type { ReactNode } from 'react';
import type { ArticleDetail } from '@gen/model/articleDetail';
import { formatReads } from '../model/news-format';
import { SafeHtml } from '@/page-kit/safe-html';
import './article-view.css';

/**
 * An article as a reader sees it: title, source line, the body through the one sanitiser (no
 * script, handler, form or remote image survives; links are checked against the allow-list),
 * then whatever the page adds (attachments, a live schedule).
 */
export function ArticleView({
  article,
  children,
  after,
}: {
  article: ArticleDetail;
  /** Between the source line and the body (a live schedule). */
  children?: ReactNode;
  /** After the body (a report's PDF). */
  after?: ReactNode;
}) {
  return (
    <article className="article-view" aria-labelledby="article-title">
      <h2 id="article-title" className="article-title">
        {article.title}
      </h2>
      <p className="article-meta">
        <span>{article.source}</span>
        {article.author ? <span>{article.author}</span> : null}
        <span>{article.publishDate}</span>
        <span>{formatReads(article.readCount)}阅读</span>
      </p>
      {children}
      <SafeHtml className="article-body" html={article.contentHtml} />
      {after}
      <p className="article-disclaimer">
        本文仅供参考，不构成任何投资建议。信托产品不承诺保本和最低收益，市场有风险，投资需谨慎。
      </p>
    </article>
  );
}

/** Shaped like an article: title lines, meta, paragraphs. */
export function ArticleSkeleton() {
  return (
    <div className="article-view" aria-hidden="true">
      <div className="article-skeleton-line article-skeleton-title" />
      <div className="article-skeleton-line article-skeleton-short" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="article-skeleton-line" />
      ))}
    </div>
  );
}
