/** The part of a data router the wait reads: its state and its subscription. */
export interface InitializingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded the first route's code (its lazy rows and loaders), or
 * after `maxWaitMs`, whichever comes first. The first paint is then the page itself, not
 * "加载中…" followed a moment later by the page: one layout instead of two, done before the first
 * paint (on /phone/about that layout was the landing's longest task after it). On a slow network
 * the wait ends early and the router's HydrateFallback shows until the code arrives.
 */
export function firstRouteReady(router: InitializingRouter, maxWaitMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
