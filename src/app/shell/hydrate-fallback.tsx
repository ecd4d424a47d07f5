/** Shown while the first route's chunk loads: never a blank page. */
export function HydrateFallback() {
  return (
    <p className="app-hydrate-fallback" role="status">
      加载中…
    </p>
  );
}
