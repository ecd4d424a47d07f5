/**
 * INTEGRATION POINT: the full-screen loading overlay (src/widgets/loading-overlay) driven by
 * useGlobalLoading (src/api/loading). Renders nothing until both exist.
 */
export function GlobalLoading() {
  return null;
}
