import { Image, Skeleton, Tag } from 'antd-mobile';
import { useQueryOpinionListInfinite } from '@gen/hooks/content/content';
import type { OpinionRecord } from '@gen/model/opinionRecord';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { opinionStatusOf, opinionTypeLabel } from '../model/advice-form';
import '../styles/advice.css';

export const HISTORY_PAGE_SIZE = 10;

/** "2026-03-08T20:41:15+08:00" → "2026-03-08 20:41" (the server's Beijing wall time, as sent). */
export const wallTime = (iso: string | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '';

/** The investor's complaints and suggestions, newest first, with the status and the reply. */
export function OpinionHistory() {
  const history = useQueryOpinionListInfinite({ pageNum: 1, pageSize: HISTORY_PAGE_SIZE }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <PagedList
      query={history}
      label="我的反馈记录"
      skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      pendingLabel="反馈记录加载中"
      empty={{ title: '暂无反馈记录', description: '您提交的投诉与建议将显示在这里' }}
      itemKey={(item) => item.opinionId}
      renderItem={(item) => <OpinionCard item={item} />}
    />
  );
}

function OpinionCard({ item }: { item: OpinionRecord }) {
  const status = opinionStatusOf(item.status);
  return (
    <article
      className="opinion-card"
      aria-label={`${opinionTypeLabel(item.opinionType)}反馈 ${status.label}`}
    >
      <header className="opinion-card-head">
        <span className="opinion-type">{opinionTypeLabel(item.opinionType)}</span>
        <Tag color={status.tone} fill="outline" className="opinion-status">
          {status.label}
        </Tag>
      </header>
      <p className="opinion-content">{item.content}</p>
      {item.imageFileIds.length > 0 ? (
        <div className="opinion-images">
          {item.imageFileIds.map((fileId) => (
            <Image
              key={fileId}
              src={filePreviewUrl(fileId)}
              width="3.2rem"
              height="3.2rem"
              fit="cover"
              lazy
              alt="反馈图片"
            />
          ))}
        </div>
      ) : null}
      <p className="opinion-meta">
        受理编号 {item.opinionId} · {wallTime(item.submittedAt)} · 联系电话 {item.contactPhoneMasked}
      </p>
      {item.status === 'REPLIED' && item.replyContent ? (
        <div className="opinion-reply">
          <p className="opinion-reply-title">
            华信信托回复{item.repliedAt ? ` · ${wallTime(item.repliedAt)}` : ''}
          </p>
          <p className="opinion-reply-text">{item.replyContent}</p>
        </div>
      ) : null}
    </article>
  );
}
