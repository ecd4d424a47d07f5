import { Link } from 'react-router-dom';
import type { MorningPaperSummary } from '@gen/model/morningPaperSummary';
import { hrefTo } from '@/routing/href';
import '../styles/morning-paper.css';

/** One issue of 财富早报 in a list: date, title, the headline; the whole card opens the issue. */
export function MorningPaperCard({ paper }: { paper: MorningPaperSummary }) {
  return (
    <Link className="morning-paper-card" to={hrefTo('allInformation', { paper: paper.paperId })}>
      <time className="morning-paper-date" dateTime={paper.paperDate}>
        {paper.paperDate}
      </time>
      <h3 className="morning-paper-card-title">{paper.title}</h3>
      {paper.headline ? <p className="morning-paper-headline">{paper.headline}</p> : null}
    </Link>
  );
}

/** Skeleton rows shaped like paper cards. */
export function MorningPaperSkeleton({ rows = 1 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="morning-paper-card morning-paper-skeleton">
          <div className="news-skeleton-line news-skeleton-short" />
          <div className="news-skeleton-line" />
        </div>
      ))}
    </div>
  );
}
