import { DotLoading } from 'antd-mobile';
import { QueryPending } from '@/page-kit/query-states';

/** A page-shaped skeleton while pdf.js and the file arrive. */
export function ViewerLoading() {
  return (
    <QueryPending label="正在加载文件">
      <div className="document-viewer-skeleton">
        <span className="document-viewer-skeleton-text">
          正在加载文件
          <DotLoading />
        </span>
      </div>
    </QueryPending>
  );
}
