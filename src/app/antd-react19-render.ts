import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __trustRoot?: Root };

/**
 * How antd-mobile's imperative Toast and Dialog render into their own container on React 19:
 * with createRoot (antd-mobile 5's default is the legacy ReactDOM.render, which React 19
 * removed). Those roots do not see the app's providers: only plain text goes through them.
 */
export function reactRootRender(node: ReactElement, container: Container): () => Promise<void> {
  container.__trustRoot ??= createRoot(container);
  const root = container.__trustRoot;
  root.render(node);
  return async () => {
    // Unmounting inside the render that asked for it warns; defer one task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__trustRoot;
  };
}
