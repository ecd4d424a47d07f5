import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './pull-refresh.css';

type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const STATUS_TEXT: Record<PullStatus, string> = {
  idle: '',
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中',
  complete: '刷新成功',
};

/** The head's height while it says 加载中 / 刷新成功, and how far to pull before a release refreshes. */
export const HEAD_HEIGHT = 40;
export const PULL_THRESHOLD = 60;
/** The finger moves twice as far as the content: the pull feels held back, as in native lists. */
const DAMPING = 0.5;
const MAX_PULL = 2 * PULL_THRESHOLD;
/** How long 刷新成功 stays before the head closes. */
const COMPLETE_MS = 500;

/** The scroll position that decides whether a downward swipe is a pull: the nearest scrolling ancestor's, or the page's. */
function scrollTopAbove(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node.scrollTop;
    }
  }
  return (document.scrollingElement ?? document.documentElement).scrollTop;
}

export interface PullRefreshProps {
  /** Reloads the content; the head says 加载中 until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull down at the top of a list to reload it: 下拉刷新 → 释放立即刷新 → 加载中 → 刷新成功. The head
 * follows the finger and closes with a CSS transition. In place of antd-mobile's PullToRefresh,
 * whose spring animation and gesture library (25 KB gzip) every paged list loaded before its
 * first paint (Lighthouse on positionList). A pull while a refresh runs is ignored.
 */
export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // The listeners are attached once; they call the latest onRefresh through this ref.
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [pull, setPull] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let start: number | undefined;
    let distance = 0;
    let busy = false;
    let alive = true;

    const reset = () => {
      start = undefined;
      distance = 0;
      setDragging(false);
      setPull(0);
      setStatus('idle');
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (busy || event.touches.length !== 1 || !touch || scrollTopAbove(root) > 0) return;
      start = touch.clientY;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (start === undefined || !touch) return;
      const moved = touch.clientY - start;
      if (moved <= 0) {
        if (distance > 0) reset();
        return;
      }
      // A downward swipe at the top is ours: the page must not scroll or bounce with it.
      if (event.cancelable) event.preventDefault();
      distance = Math.min(moved * DAMPING, MAX_PULL);
      setDragging(true);
      setPull(distance);
      setStatus(distance >= PULL_THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = async () => {
      if (start === undefined) return;
      const pulled = distance;
      start = undefined;
      setDragging(false);
      if (pulled < PULL_THRESHOLD) {
        reset();
        return;
      }
      busy = true;
      setStatus('refreshing');
      setPull(HEAD_HEIGHT);
      try {
        await refreshRef.current();
        if (!alive) return;
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
      } catch {
        // The list shows a failed refresh itself (its stale notice with 重试); the head just closes.
      } finally {
        busy = false;
        if (alive) reset();
      }
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={rootRef} className="pull-refresh">
      <div
        className={dragging ? 'pull-refresh-head pull-refresh-dragging' : 'pull-refresh-head'}
        style={{ height: pull }}
      >
        {/* A polite live region, not role=status: a list's own status (loading more, a failed
            refresh) stays the one status the page has. */}
        <div className="pull-refresh-text" aria-live="polite">
          {STATUS_TEXT[status]}
          {status === 'refreshing' ? <DotLoading /> : null}
        </div>
      </div>
      {children}
    </div>
  );
}
