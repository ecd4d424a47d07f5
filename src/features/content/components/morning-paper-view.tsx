import { isBusinessError } from '@/api/business-error';
import { useMorningPaperDetail } from '@gen/hooks/content/content';
import type { MorningPaperDetail } from '@gen/model/morningPaperDetail';
import { changeDirection, formatChangePct } from '@/format/change';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { ArticleWithdrawn } from './article-withdrawn';
import { MorningPaperSkeleton } from './morning-paper-card';
import '../styles/morning-paper.css';

const DIRECTION_WORD = { up: '上涨', down: '下跌', flat: '持平' } as const;

/**
 * One issue of 财富早报: the indices at the close (红涨绿跌, with the direction in words for
 * screen readers and colour-blind readers), the sections as plain text, the disclaimer. An issue
 * taken down (05100311) says so and leads to the past issues.
 */
export function MorningPaperView({ paperId }: { paperId: string }) {
  const detail = useMorningPaperDetail({ paperId }, { request: { ownCodes: ['05100311'] } });
  if (isBusinessError(detail.error, '05100311')) return <PaperGone />;
  return (
    <QueryView query={detail} skeleton={<MorningPaperSkeleton rows={3} />} pendingLabel="早报加载中">
      {(paper) => <Paper paper={paper} />}
    </QueryView>
  );
}

export function PaperGone() {
  return (
    <ArticleWithdrawn
      title="该期早报已下线"
      back={hrefTo('allInformation', { papers: true })}
      backText="查看往期早报"
    />
  );
}

function Paper({ paper }: { paper: MorningPaperDetail }) {
  return (
    <article className="morning-paper">
      <header className="morning-paper-header">
        <h2 className="morning-paper-title">{paper.title}</h2>
        <time className="morning-paper-date" dateTime={paper.paperDate}>
          {paper.paperDate}
        </time>
        {paper.headline ? <p className="morning-paper-lead">{paper.headline}</p> : null}
      </header>
      {paper.indices.length > 0 ? (
        <ul className="morning-paper-indices" aria-label="主要指数收盘">
          {paper.indices.map((index) => {
            const direction = changeDirection(index.changePct);
            return (
              <li key={index.name} className={`morning-paper-index change-${direction}`}>
                <span className="morning-paper-index-name">{index.name}</span>
                <span className="morning-paper-index-close">{index.close}</span>
                <span className="morning-paper-index-change">
                  <span className="morning-paper-sr">{DIRECTION_WORD[direction]}</span>
                  {formatChangePct(index.changePct)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {paper.sections.map((section, sectionIndex) => (
        <section key={`${sectionIndex}-${section.heading}`} className="morning-paper-section">
          <h3 className="morning-paper-section-title">{section.heading}</h3>
          {section.items.map((item, itemIndex) => (
            <div key={`${itemIndex}-${item.title}`} className="morning-paper-item">
              <h4>{item.title}</h4>
              <p>{item.content}</p>
            </div>
          ))}
        </section>
      ))}
      {paper.disclaimer ? <p className="morning-paper-disclaimer">{paper.disclaimer}</p> : null}
    </article>
  );
}
