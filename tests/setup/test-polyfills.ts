/**
 * jsdom lacks pointer capture, which antd-mobile's bottom Popup calls from its drag gesture.
 * Imported by the widget tests that open a bottom Popup (tests/setup/ belongs to the shell).
 */
const proto = globalThis.Element?.prototype as
  | (Element & { setPointerCapture?: unknown; releasePointerCapture?: unknown; hasPointerCapture?: unknown })
  | undefined;
if (proto && !proto.setPointerCapture) {
  proto.setPointerCapture = () => {};
  proto.releasePointerCapture = () => {};
  proto.hasPointerCapture = () => false;
}

/**
 * jsdom has no IntersectionObserver either; blocks that render lazily (the document viewer's
 * pages, infinite scroll) construct one on mount. This one never reports anything: tests that
 * need entries use the viewer's FakeIntersectionObserver.
 */
if (!('IntersectionObserver' in globalThis)) {
  class SilentIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: SilentIntersectionObserver,
  });
}
