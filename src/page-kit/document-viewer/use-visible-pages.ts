import { useCallback, useEffect, useRef, useState } from 'react';

/** The slot key of the marker after the last page: on screen means the end has been reached. */
export const END_MARKER = 0;

/**
 * Which page slots intersect the viewport, from one IntersectionObserver (root: the viewport,
 * which also honours clipping by scrolling ancestors such as a popup body). Slots register
 * through `slotRef(page, element)`; `END_MARKER` registers the end-of-document marker.
 */
export function useVisiblePages(onChange: (pages: readonly number[]) => void, onEnd: () => void) {
  const slots = useRef(new Map<Element, number>());
  const elements = useRef(new Map<number, Element>());
  const observer = useRef<IntersectionObserver | null>(null);
  const shown = useRef(new Set<number>());
  const [visible, setVisible] = useState<readonly number[]>([]);
  /** The end marker is on screen: the reader is at the bottom of the last page. */
  const [atEnd, setAtEnd] = useState(false);
  const callbacks = useRef({ onChange, onEnd });
  useEffect(() => {
    callbacks.current = { onChange, onEnd };
  });

  useEffect(() => {
    const io = new IntersectionObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const page = slots.current.get(entry.target);
        if (page === undefined) continue;
        if (page === END_MARKER) {
          setAtEnd(entry.isIntersecting);
          if (entry.isIntersecting) callbacks.current.onEnd();
          continue;
        }
        const had = shown.current.has(page);
        if (entry.isIntersecting && !had) shown.current.add(page);
        else if (!entry.isIntersecting && had) shown.current.delete(page);
        else continue;
        changed = true;
      }
      if (!changed) return;
      const next = [...shown.current].sort((a, b) => a - b);
      setVisible(next);
      callbacks.current.onChange(next);
    });
    observer.current = io;
    for (const element of slots.current.keys()) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, []);

  const slotRef = useCallback((page: number, element: Element | null) => {
    const previous = elements.current.get(page);
    if (previous === element) return;
    if (previous) {
      observer.current?.unobserve(previous);
      slots.current.delete(previous);
      elements.current.delete(page);
      shown.current.delete(page);
    }
    if (element) {
      slots.current.set(element, page);
      elements.current.set(page, element);
      observer.current?.observe(element);
    }
  }, []);

  const elementOf = useCallback((page: number) => elements.current.get(page), []);

  return { visible, atEnd, slotRef, elementOf };
}
