import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD, PullRefresh } from './pull-refresh';

const touch = (clientY: number) => ({ touches: [{ clientY }] });

/** A finger from y=100 down by `by` px, then lifted. */
function pull(list: HTMLElement, by: number, { lift = true } = {}) {
  fireEvent.touchStart(list, touch(100));
  fireEvent.touchMove(list, touch(100 + by / 2));
  fireEvent.touchMove(list, touch(100 + by));
  if (lift) fireEvent.touchEnd(list, { touches: [] });
}

/** The head's live text. */
const head = () => document.querySelector<HTMLElement>('.pull-refresh-text[aria-live="polite"]')!;

function renderList(onRefresh: () => Promise<unknown>) {
  render(
    <PullRefresh onRefresh={onRefresh}>
      <ul aria-label="产品">
        <li>信托计划1号</li>
      </ul>
    </PullRefresh>,
  );
  return screen.getByRole('list', { name: '产品' });
}

afterEach(() => {
  (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  vi.useRealTimers();
});

describe('PullRefresh', () => {
  it('says 下拉刷新, then 释放立即刷新 past the threshold; a release there refreshes once, 加载中 then 刷新成功', async () => {
    vi.useFakeTimers();
    let settle!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const list = renderList(onRefresh);
    fireEvent.touchStart(list, touch(100));
    fireEvent.touchMove(list, touch(150)); // 25 px of head: below the threshold
    expect(head()).toHaveTextContent('下拉刷新');
    fireEvent.touchMove(list, touch(100 + 2 * PULL_THRESHOLD + 10));
    expect(head()).toHaveTextContent('释放立即刷新');
    fireEvent.touchEnd(list, { touches: [] });
    expect(head()).toHaveTextContent('加载中');
    expect(onRefresh).toHaveBeenCalledOnce();
    // Another pull while it runs is ignored.
    pull(list, 3 * PULL_THRESHOLD);
    expect(onRefresh).toHaveBeenCalledOnce();
    await act(async () => settle());
    expect(head()).toHaveTextContent('刷新成功');
    await act(async () => vi.advanceTimersByTime(600));
    expect(head().textContent).toBe('');
  });

  it('a short pull, an upward swipe or a pull below the top does not refresh', () => {
    const onRefresh = vi.fn(async () => {});
    const list = renderList(onRefresh);
    pull(list, PULL_THRESHOLD); // half of it after damping
    pull(list, -200);
    (document.scrollingElement ?? document.documentElement).scrollTop = 300;
    pull(list, 3 * PULL_THRESHOLD);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head().textContent).toBe('');
  });

  it('holds the page still while pulling: the move is cancelled so the page does not scroll', () => {
    const list = renderList(async () => {});
    fireEvent.touchStart(list, touch(100));
    const move = new TouchEvent('touchmove', {
      cancelable: true,
      bubbles: true,
      touches: [{ clientY: 180 } as Touch],
    });
    list.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(true);
  });

  it('a failed refresh closes the head (the list says it failed)', async () => {
    const list = renderList(() => Promise.reject(new Error('网络异常')));
    pull(list, 3 * PULL_THRESHOLD);
    expect(head()).toHaveTextContent('加载中');
    await act(async () => {});
    expect(head().textContent).toBe('');
  });
});
