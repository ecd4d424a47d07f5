/**
 * A mobile console (eruda) for debugging inside WebViews, loaded only when the address asks for
 * it (?debug=1, or the VITE_DEBUG flag, off by default) and never in a production build: there MODE is "production", the condition is
 * constant-false and the import is dropped from the bundle.
 */
export function loadMobileConsoleIfAsked(search: string = window.location.search, debugFlag = false): void {
  if (import.meta.env.MODE === 'production') return;
  if (!debugFlag && !new URLSearchParams(search).has('debug')) return;
  void import('eruda').then(({ default: eruda }) => eruda.init());
}
