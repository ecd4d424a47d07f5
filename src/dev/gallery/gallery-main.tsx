import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/antd-react19';
import '@/app/layout/layout.css';
import '@/app/layout/theme.css';
import '@/app/layout/elderly.css';
import GalleryPage from './gallery-page';

/**
 * Standalone gallery entry for `vite --mode msw` (open /xtmk/apph5/src/dev/gallery/gallery.html):
 * the widgets on the in-browser mock without the app shell, so widget review and screenshots do
 * not wait for the shell's /dev/gallery route. Not part of any build input.
 */
async function start() {
  if (__MSW_ENABLED__) {
    try {
      const { startBrowserMock } = await import('@mocks/browser');
      await startBrowserMock();
    } catch (error) {
      // The widgets without API data are still worth seeing; the pickers will show 加载失败.
      console.error('[gallery] the in-browser mock did not start', error);
    }
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from gallery.html');
  createRoot(root).render(
    <StrictMode>
      <GalleryPage />
    </StrictMode>,
  );
}

void start();
