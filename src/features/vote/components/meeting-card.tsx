import type { VoteInfo } from '@gen/model/voteInfo';
import { formatMoney } from '@/format/money';
import { dateText, dateTimeText, STATUS_TEXT, timeLeftText } from '../model/vote-text';
import { FactList } from '@/page-kit/fact-list';

/** The meeting at a glance: its name, where it stands, the plan, the period and the holder's votes. */
export function MeetingCard({ info }: { info: VoteInfo }) {
  const status = STATUS_TEXT[info.status];
  const left = info.status === 'OPEN' && !info.voted ? timeLeftText(info.deadline) : undefined;
  return (
    <section className="vote-card" aria-label="大会信息">
      <h2 className="vote-card-title">{info.title}</h2>
      <p className="vote-card-state">
        <span className="vote-badge" data-tone={status.tone}>
          {status.label}
        </span>
        {info.voted ? (
          <span className="vote-badge" data-tone="success">
            已表决
          </span>
        ) : null}
        {left ? <span className="vote-card-left">{left}</span> : null}
      </p>
      <FactList>
        <dt>信托计划</dt>
        <dd>{info.productName}</dd>
        <dt>召集人</dt>
        <dd>{info.convener}</dd>
        <dt>表决开始</dt>
        <dd>{dateTimeText(info.startAt)}</dd>
        <dt>表决截止</dt>
        <dd>{dateTimeText(info.deadline)}</dd>
        <dt>权益登记日</dt>
        <dd>{dateText(info.holder.recordDate)}</dd>
        <dt>我的表决权</dt>
        <dd>
          {formatMoney(info.holder.shares)}份<span className="vote-weak">（一份一票）</span>
        </dd>
        {info.voted && info.votedAt ? (
          <>
            <dt>表决时间</dt>
            <dd>{dateTimeText(info.votedAt)}</dd>
          </>
        ) : null}
      </FactList>
    </section>
  );
}
