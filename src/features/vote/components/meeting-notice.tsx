import { Link } from 'react-router-dom';
import type { VoteInfo } from '@gen/model/voteInfo';
import { hrefTo } from '@/routing/href';

/** The notice, the pass rule and the meeting's documents (opened in the PDF viewer). */
export function MeetingNotice({ info }: { info: VoteInfo }) {
  return (
    <section className="vote-section" aria-label="会议公告">
      <h2>会议公告</h2>
      <p className="vote-text">{info.notice}</p>
      <p className="vote-text vote-weak">{info.passRule}</p>
      {info.documents.length > 0 ? (
        <ul className="vote-documents" aria-label="会议文件">
          {info.documents.map((doc) => (
            <li key={doc.fileId}>
              <Link to={hrefTo('comPdf', { fileId: doc.fileId, title: doc.name })}>《{doc.name}》</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
