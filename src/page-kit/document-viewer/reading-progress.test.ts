import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advanceProgress,
  initialProgress,
  useReadingProgress,
  type ReadingProgress,
} from './reading-progress';

describe('advanceProgress', () => {
  it('records the furthest page seen and never goes back', () => {
    let state = initialProgress(20);
    state = advanceProgress(state, { type: 'pages', pages: [3, 4] });
    expect(state.lastPage).toBe(4);
    state = advanceProgress(state, { type: 'pages', pages: [1] });
    expect(state.lastPage).toBe(4);
  });

  it('reaching the end means the last page was read, and it stays reached', () => {
    let state = advanceProgress(initialProgress(20), { type: 'end' });
    expect(state).toMatchObject({ reachedEnd: true, lastPage: 20 });
    state = advanceProgress(state, { type: 'pages', pages: [2] });
    expect(state).toMatchObject({ reachedEnd: true, lastPage: 20 });
  });

  it('ignores the end of a document whose pages are not known yet', () => {
    const state = initialProgress(0);
    expect(advanceProgress(state, { type: 'end' })).toBe(state);
  });

  it('returns the same object when nothing changed (no report)', () => {
    const state = advanceProgress(initialProgress(5), { type: 'pages', pages: [2] });
    expect(advanceProgress(state, { type: 'pages', pages: [1, 2] })).toBe(state);
    expect(advanceProgress(state, { type: 'count', pageCount: 5 })).toBe(state);
  });
});

describe('useReadingProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts seconds only while the document is on screen in a visible tab', () => {
    const reports: ReadingProgress[] = [];
    const { result, rerender } = renderHook(
      ({ onScreen }) => useReadingProgress(3, onScreen, (p) => reports.push(p)),
      {
        initialProps: { onScreen: false },
      },
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(reports.at(-1)?.secondsVisible ?? 0).toBe(0);

    rerender({ onScreen: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(reports.at(-1)?.secondsVisible).toBe(3);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => vi.advanceTimersByTime(4000));
    expect(reports.at(-1)?.secondsVisible).toBe(3);
    visibility.mockRestore();

    act(() => result.current.seePages([2]));
    act(() => result.current.reachEnd());
    expect(reports.at(-1)).toEqual({ lastPage: 3, pageCount: 3, reachedEnd: true, secondsVisible: 3 });
  });
});
