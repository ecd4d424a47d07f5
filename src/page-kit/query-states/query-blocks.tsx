import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import './query-states.css';
import { remedyOf } from '@/api/api-error';
import { StatusBlock } from '@/page-kit/status-block';
import { OWN_FAILURE_TEXT, readableFailure } from '@/api/own-failure-text';
import { LogInAgainButton } from './log-in-again';

/** What an empty answer says: a title, optionally a line of explanation and an action. */
export interface EmptyText {
  title: string;
  description?: string;
  /** E.g. a button that leads to where the first item is created. */
  action?: ReactNode;
}

/** The caller's skeleton, announced as one status region (screen readers hear the label once). */
export function QueryPending({ label = '加载中', children }: { label?: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="query-pending">
      {children}
    </div>
  );
}

export interface QueryFailedProps {
  /**
   * Its message is shown when it is Chinese text for the investor (the transport's catalogue
   * makes it so); an engine error's text never is (src/api/own-failure-text.ts).
   */
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
  title?: string;
}

/**
 * Nothing to show because the read failed: what failed and 重试, which refetches in place.
 * The catalogue has already toasted the failure; this keeps the page from being blank. A
 * failure whose remedy is a new session (ApiError.remedy 'login', which the catalogue does not
 * toast for a read) offers 重新登录 instead: trying again cannot help it.
 */
export function QueryFailed({ error, onRetry, retrying, title = '加载失败' }: QueryFailedProps) {
  const description = readableFailure(error) ?? OWN_FAILURE_TEXT;
  if (remedyOf(error) === 'login') {
    return (
      <StatusBlock status="failed" title={title} description={description}>
        <LogInAgainButton />
      </StatusBlock>
    );
  }
  return (
    <StatusBlock status="failed" title={title} description={description}>
      <Button
        color="primary"
        fill="outline"
        loading={retrying}
        loadingText="重试中"
        disabled={retrying}
        onClick={onRetry}
      >
        重试
      </Button>
    </StatusBlock>
  );
}

export function QueryEmpty({ title, description, action }: EmptyText) {
  return (
    <StatusBlock status="empty" title={title} description={description}>
      {action}
    </StatusBlock>
  );
}

/**
 * A refetch failed but the earlier answer is still good to read: keep it on screen, say that it
 * may be out of date and offer 重试.
 */
export function StaleNotice({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="query-stale">
      <span className="query-stale-text">刷新失败，当前显示的可能不是最新内容</span>
      <button type="button" className="query-stale-retry" disabled={retrying} onClick={onRetry}>
        {retrying ? '重试中' : '重试'}
      </button>
    </div>
  );
}
