import { DotLoading } from 'antd-mobile';
import type { ApiError } from '@/api/api-error';

export interface ListStatusProps {
  pending: boolean;
  error: ApiError | null;
  empty: boolean;
  emptyText?: string;
}

/**
 * Loading / failed / empty line under a picker list. The failure toast itself comes from the
 * status-code catalogue (spec section 8); this only keeps the list from looking blank.
 */
export function ListStatus({ pending, error, empty, emptyText = '暂无数据' }: ListStatusProps) {
  if (pending) {
    return (
      <div className="picker-status" role="status">
        加载中
        <DotLoading />
      </div>
    );
  }
  if (error) return <div className="picker-status">加载失败</div>;
  if (empty) return <div className="picker-status">{emptyText}</div>;
  return null;
}
