import { Button, ErrorBlock } from 'antd-mobile';
import type { ApiError } from '../../../api/api-error';

export interface LoadFailedProps {
  error: ApiError;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * The page's error block: what failed (the catalogue's text for the error, which has already
 * been toasted) and a retry that refetches without leaving the page.
 */
export function LoadFailed({ error, onRetry, retrying }: LoadFailedProps) {
  return (
    <ErrorBlock status="default" title="加载失败" description={error.message || '请稍后重试'}>
      <Button color="primary" fill="outline" loading={retrying} disabled={retrying} onClick={onRetry}>
        重试
      </Button>
    </ErrorBlock>
  );
}
