import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { clearStaleChunkFlag, isStaleChunkError, reloadOnceForStaleChunk } from './stale-chunk';
import './route-error-page.css';

/**
 * The root error boundary. A stale chunk reloads the page once; anything else (or a second
 * stale chunk) shows a retry page instead of a white screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  const [reloading] = useState(() => stale && reloadOnceForStaleChunk());

  useEffect(() => {
    document.title = '页面加载失败';
    if (!stale) console.error(error);
  }, [error, stale]);

  if (reloading) return <p className="route-error-page-text">正在更新…</p>;

  const retry = () => {
    clearStaleChunkFlag();
    window.location.reload();
  };
  return (
    <main className="route-error-page" role="alert" data-testid="route-error-page">
      <h1 className="route-error-page-title">页面加载失败</h1>
      <p className="route-error-page-text">
        {stale ? '应用已更新或网络不稳定，请重试。' : '页面出了点问题，请稍后重试。'}
      </p>
      <button type="button" className="app-primary-button" onClick={retry}>
        重试
      </button>
    </main>
  );
}
