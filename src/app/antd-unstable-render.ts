import type { ReactElement } from 'react';
import { reactRootRender } from './antd-react19-render';

/**
 * Stands in for antd-mobile/es/utils/unstable-render.js in builds (vite.config.ts, plugin
 * trust-h5:antd-react19). Same API as the original; the default render is React 19's createRoot
 * instead of the legacy ReactDOM.render, whose fallback code (rc-util's render with Babel's
 * regenerator runtime, about 4 KB gzip) would otherwise load with the first page.
 */
type Render = (node: ReactElement, container: Element | DocumentFragment) => () => unknown;

let current: Render = reactRootRender;

export function unstableSetRender(render?: Render): Render {
  if (render) current = render;
  return current;
}
