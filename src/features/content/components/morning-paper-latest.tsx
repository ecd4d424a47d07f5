import { Link } from 'react-router-dom';
import { useMorningPaperList } from '@gen/hooks/content/content';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { MorningPaperCard, MorningPaperSkeleton } from './morning-paper-card';
import '../styles/morning-paper.css';

/** 财富早报 on 全部资讯: today's issue (the newest), and the way to the past ones. */
export function MorningPaperLatest() {
  const latest = useMorningPaperList({ pageNum: 1, pageSize: 1 }, undefined);
  return (
    <section className="morning-paper-latest" aria-labelledby="morning-paper-latest-title">
      <div className="morning-paper-latest-head">
        <h2 id="morning-paper-latest-title" className="morning-paper-section-title">
          财富早报
        </h2>
        <Link className="morning-paper-more" to={hrefTo('allInformation', { papers: true })}>
          往期早报
        </Link>
      </div>
      <QueryView
        query={latest}
        skeleton={<MorningPaperSkeleton />}
        pendingLabel="早报加载中"
        isEmpty={(page) => page.list.length === 0}
        empty={{ title: '暂无早报' }}
      >
        {(page) => page.list[0] && <MorningPaperCard paper={page.list[0]} />}
      </QueryView>
    </section>
  );
}
