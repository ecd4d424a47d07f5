import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser mock (dev `--mode msw` and the demo build only). */
export async function startBrowserMock(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
  });
}
