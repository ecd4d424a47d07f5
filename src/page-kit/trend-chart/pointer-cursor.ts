/** The part of uPlot that pointerCursor uses (a real chart, or a stand-in in tests). */
export interface CursorTarget {
  over: HTMLElement;
  setCursor(opts: { left: number; top: number }, fireHook?: boolean): void;
}

/** Where a pointer is inside the plot area, clamped to it (a finger may slide past the edge). */
export function cursorPosition(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  x: number,
  y: number,
) {
  return {
    left: Math.min(Math.max(x - rect.left, 0), rect.width),
    top: Math.min(Math.max(y - rect.top, 0), rect.height),
  };
}

/**
 * Touch scrubbing for uPlot, which listens only to mouse events: a tap or a sideways slide moves
 * the cursor (and so the tooltip) to the finger. `touch-action: pan-y` leaves vertical swipes to
 * the page, so the chart never traps scrolling; the browser cancels the pointer when it scrolls.
 * Mouse pointers are left to uPlot. Returns the detach function.
 */
export function pointerCursor(chart: CursorTarget): () => void {
  const { over } = chart;
  over.style.touchAction = 'pan-y';
  const move = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    chart.setCursor(cursorPosition(over.getBoundingClientRect(), event.clientX, event.clientY));
  };
  over.addEventListener('pointerdown', move);
  over.addEventListener('pointermove', move);
  return () => {
    over.removeEventListener('pointerdown', move);
    over.removeEventListener('pointermove', move);
  };
}
