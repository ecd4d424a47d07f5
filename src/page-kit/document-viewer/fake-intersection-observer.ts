/**
 * Test double for IntersectionObserver (jsdom has none): tests say which elements are on
 * screen with `intersect(elements, true|false)`. Used by the document viewer's tests.
 */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  static intersect(elements: Element[], isIntersecting = true) {
    for (const observer of FakeIntersectionObserver.live) {
      const entries = elements
        .filter((target) => observer.targets.has(target))
        .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
