import { formatDateTime, formatRemaining } from '../model/datetime';
import { useCountdown } from '../hooks/use-countdown';
import '../styles/order-detail.css';

export interface OrderDeadlineProps {
  /** The banner's first words, e.g. 冷静期中 or 待打款. */
  title: string;
  /** Before the time, e.g. 截止 or 打款截止. */
  prefix: string;
  deadline: string;
  /** Under the first line. */
  text?: string;
  tone?: 'action' | 'progress';
  /** Called once when the time is up: refetch (the server decides what follows). */
  onEnd?: () => void;
}

/** "冷静期中，截止 2026-11-23 11:00" with a live countdown (剩余 19:59:59), China time. */
export function OrderDeadline({ title, prefix, deadline, text, tone = 'action', onEnd }: OrderDeadlineProps) {
  const left = useCountdown(deadline, onEnd);
  const remaining = left === undefined ? undefined : formatRemaining(left);
  return (
    <section className={tone === 'progress' ? 'order-banner order-banner-progress' : 'order-banner'}>
      <p className="order-banner-title">
        {title}，{prefix} {formatDateTime(deadline)}
      </p>
      <p className="order-banner-text" aria-live="off">
        {remaining ? (
          <>
            剩余 <span className="order-countdown">{remaining}</span>
          </>
        ) : (
          '已到截止时间，正在更新订单状态…'
        )}
      </p>
      {text ? <p className="order-banner-text">{text}</p> : null}
    </section>
  );
}
