import { Link } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import './news-entries.css';

/** The content hub's entries: each a plain link by route name. */
export function NewsEntries() {
  const entries = [
    { href: hrefTo('reportManage'), title: '研究报告', note: '季度宏观观察' },
    { href: hrefTo('liveIntroduction'), title: '直播预告', note: '专家在线解读' },
    { href: hrefTo('service'), title: '专属服务', note: '财富顾问一对一' },
  ];
  return (
    <nav className="news-entries" aria-label="资讯栏目">
      {entries.map((entry) => (
        <Link key={entry.title} className="news-entry" to={entry.href}>
          <span className="news-entry-title">{entry.title}</span>
          <span className="news-entry-note">{entry.note}</span>
        </Link>
      ))}
    </nav>
  );
}
