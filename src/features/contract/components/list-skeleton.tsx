import { Skeleton } from 'antd-mobile';
import '../styles/contract.css';

/** The shape of a header card and a list while the first answer is pending. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <>
      <div className="contract-skeleton">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={1} animated />
      </div>
      <div className="contract-skeleton">
        <Skeleton.Paragraph lineCount={rows * 2} animated />
      </div>
    </>
  );
}
