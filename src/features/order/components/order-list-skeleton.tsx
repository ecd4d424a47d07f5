import { Skeleton } from 'antd-mobile';

/** Three card-shaped placeholders while the first page loads. */
export function OrderListSkeleton() {
  return (
    <div className="order-list-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="order-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
