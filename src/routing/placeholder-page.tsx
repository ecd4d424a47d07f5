import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { TitleBar } from '../widgets/title-bar/title-bar';
import { useRouteDef } from './route-context';
import './placeholder-page.css';

/**
 * What a route shows until its domain issue builds the real page: the title bar and a clearly
 * marked 建设中 notice with the route's title, never a blank screen. One shared chunk for all
 * placeholder routes; each real page replaces `page` in its domain's routes.ts.
 */
export default function PlaceholderPage() {
  const def = useRouteDef();
  const navigate = useNavigate();
  const title = def?.title ?? '页面';
  return (
    <div className="placeholder-page" data-testid="placeholder-page">
      <TitleBar navTitleData={{ title, leftText: ' ' }} />
      <main className="placeholder-page-body">
        <span className="placeholder-page-badge">建设中</span>
        <h2 className="placeholder-page-title">{title}</h2>
        <p className="placeholder-page-text">该页面正在建设中，敬请期待。</p>
        {def ? <p className="placeholder-page-path">/{def.path}</p> : null}
        {def?.path !== 'phone/about' ? (
          <Button block color="primary" size="large" onClick={() => navigate('/phone/about')}>
            返回关于我们
          </Button>
        ) : (
          <Button block color="primary" size="large" onClick={() => navigate('/phone/help')}>
            联系客服与帮助
          </Button>
        )}
      </main>
    </div>
  );
}
