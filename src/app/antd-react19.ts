import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative Toast and Dialog in a separate root with the legacy
 * ReactDOM.render, which React 19 removed. This hands it createRoot (antd-mobile's documented
 * React 19 hook). Those roots do not see the app's providers: only plain text goes through them.
 */
type Container = (Element | DocumentFragment) & { __trustRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__trustRoot ??= createRoot(container);
  const root = container.__trustRoot;
  root.render(node);
  return async () => {
    // Unmounting inside the render that asked for it warns; defer one task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__trustRoot;
  };
});
