import { Skeleton } from 'antd-mobile';
import './bank-card-skeleton.css';

/**
 * Two card-shaped placeholders while the list loads (instead of the full-screen overlay). The
 * page kit's QueryView announces it as one status ("银行卡加载中").
 */
export function BankCardSkeleton() {
  return (
    <div className="bank-card-skeleton">
      {[0, 1].map((i) => (
        <div key={i} className="bank-card-skeleton-item">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
