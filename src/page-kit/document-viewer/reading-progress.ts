import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** What forced reading (强制阅读) records: how far, whether to the end, and for how long. */
export interface ReadingProgress {
  /** The furthest page that has been on screen (0 before any). */
  lastPage: number;
  pageCount: number;
  /** The end of the last page has been on screen. */
  reachedEnd: boolean;
  /** Whole seconds during which the document was on screen in a visible tab. */
  secondsVisible: number;
}

export type ProgressEvent =
  | { type: 'pages'; pages: readonly number[] }
  | { type: 'end' }
  | { type: 'tick' }
  | { type: 'count'; pageCount: number };

/** Progress only grows: scrolling back up never lowers lastPage or clears reachedEnd. */
export function advanceProgress(state: ReadingProgress, event: ProgressEvent): ReadingProgress {
  switch (event.type) {
    case 'pages': {
      const furthest = Math.max(state.lastPage, ...event.pages.filter((p) => p <= state.pageCount));
      return furthest === state.lastPage ? state : { ...state, lastPage: furthest };
    }
    case 'end':
      return state.reachedEnd || state.pageCount < 1
        ? state
        : { ...state, reachedEnd: true, lastPage: state.pageCount };
    case 'tick':
      return { ...state, secondsVisible: state.secondsVisible + 1 };
    case 'count':
      return event.pageCount === state.pageCount ? state : { ...state, pageCount: event.pageCount };
  }
}

export const initialProgress = (pageCount = 0): ReadingProgress => ({
  lastPage: 0,
  pageCount,
  reachedEnd: false,
  secondsVisible: 0,
});

/**
 * Keeps the reading progress of one document and reports every change. The clock ticks once a
 * second while `onScreen` is true and the tab is visible (a phone locked with the contract open
 * does not count as reading). The reporting callback may change on every render.
 */
export function useReadingProgress(
  pageCount: number,
  onScreen: boolean,
  onProgress: ((progress: ReadingProgress) => void) | undefined,
) {
  const state = useRef(initialProgress(pageCount));
  const report = useRef(onProgress);
  useLayoutEffect(() => {
    report.current = onProgress;
  });

  const dispatch = useCallback((event: ProgressEvent) => {
    const next = advanceProgress(state.current, event);
    if (next === state.current) return;
    state.current = next;
    report.current?.(next);
  }, []);

  useEffect(() => dispatch({ type: 'count', pageCount }), [dispatch, pageCount]);

  useEffect(() => {
    if (!onScreen || pageCount < 1) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') dispatch({ type: 'tick' });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [dispatch, onScreen, pageCount]);

  return {
    seePages: useCallback((pages: readonly number[]) => dispatch({ type: 'pages', pages }), [dispatch]),
    reachEnd: useCallback(() => dispatch({ type: 'end' }), [dispatch]),
  };
}
