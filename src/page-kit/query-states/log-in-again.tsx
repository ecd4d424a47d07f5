import { Button } from 'antd-mobile';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { appBridge } from '@/bridge/app-bridge';
import { loginAfterSessionExpired } from '@/routing/login-redirect';

/** Inside the own app its native login signs the investor in; elsewhere the login page does. */
function nativeLoginOwned(): boolean {
  try {
    return appBridge().isOwnApp();
  } catch {
    // No bridge registered (a unit test without the shell): the login page.
    return false;
  }
}

function LogInAgain({ onClick }: { onClick: () => void }) {
  return (
    <Button color="primary" fill="outline" onClick={onClick}>
      重新登录
    </Button>
  );
}

/** In the app's router: the login page opens in place and comes back here (path and query). */
function RoutedLogInAgain() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <LogInAgain
      onClick={() => {
        if (nativeLoginOwned()) appBridge().login();
        else void navigate(loginAfterSessionExpired(`${pathname}${search}`));
      }}
    />
  );
}

/** Outside a router (the kit's gallery): a full load of the login page under the app's base. */
function LoadedLogInAgain() {
  return (
    <LogInAgain
      onClick={() => {
        if (nativeLoginOwned()) appBridge().login();
        else {
          const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
          const here = window.location.pathname.slice(base.length) || '/';
          window.location.assign(`${base}${loginAfterSessionExpired(`${here}${window.location.search}`)}`);
        }
      }}
    />
  );
}

/**
 * 重新登录 for a failure only a new session can cure: the container's native login inside the own
 * app, else the login page, which comes back here afterwards.
 */
export function LogInAgainButton() {
  return useInRouterContext() ? <RoutedLogInAgain /> : <LoadedLogInAgain />;
}
