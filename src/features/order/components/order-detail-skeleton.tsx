import { Skeleton } from 'antd-mobile';
import '../styles/order-detail.css';

/** Panels shaped like an order page while its first read is pending. */
export function OrderDetailSkeleton({ panels = 3 }: { panels?: number }) {
  return (
    <div>
      {Array.from({ length: panels }, (_, i) => (
        <div key={i} className="order-panel">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
