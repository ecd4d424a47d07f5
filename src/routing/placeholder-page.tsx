import { useNavigate } from 'react-router-dom';
import { TitleBar } from '@/page-kit/title-bar';
import { hrefTo } from './href';
import { useRouteDef } from './route-context';
import './placeholder-page.css';

/**
 * What a route shows until its real page is built: the title bar and a clearly
 * marked 建设中 notice with the route's title, never a blank screen. One shared chunk for all
 * placeholder routes; a real page gets its own `page` in its domain's routes.ts row.
 */
export default function PlaceholderPage() {
  const def = useRouteDef();
  const navigate = useNavigate();
  const title = def?.title ?? '页面';
  // The router numbers history entries (state.idx); on the first page there is nothing to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <div className="placeholder-page" data-testid="placeholder-page">
      <TitleBar navTitleData={{ title, leftText: canGoBack ? ' ' : '' }} />
      <main className="placeholder-page-body">
        <span className="placeholder-page-badge">建设中</span>
        <h2 className="placeholder-page-title">{title}</h2>
        <p className="placeholder-page-text">页面建设中，敬请期待。</p>
        {def ? <p className="placeholder-page-path">/{def.path}</p> : null}
        {/* A plain button, not antd-mobile's: the placeholder must not pull animation code into the first load. */}
        {def?.path !== 'phone/about' ? (
          <button type="button" className="app-primary-button" onClick={() => navigate(hrefTo('about'))}>
            返回关于我们
          </button>
        ) : (
          <button type="button" className="app-primary-button" onClick={() => navigate(hrefTo('help'))}>
            联系客服与帮助
          </button>
        )}
      </main>
    </div>
  );
}
