import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { appBridge } from '@/bridge/app-bridge';
import { useReclickGuard } from '@/page-kit/reclick-guard';

/**
 * Inside the company's own app the native login signs the investor in: asked once on arrival and
 * again on the button. The app then reloads this web-view with the token in its user agent;
 * start-up stores it and the login route goes straight back to the page that asked (src/routing/
 * login-redirect.ts, leaveLoginWhenSignedIn). Without a bridge the bridge itself says 方法未定义.
 */
export function NativeLogin() {
  const asked = useRef(false);
  const login = useReclickGuard(() => void appBridge().login(), 2000);
  useEffect(() => {
    // Once per visit (StrictMode runs effects twice).
    if (asked.current) return;
    asked.current = true;
    appBridge().login();
  }, []);
  return (
    <div className="login-elsewhere">
      <p className="login-elsewhere-title">请在华信信托App中完成登录</p>
      <p className="login-elsewhere-text">登录完成后将自动返回当前页面。若登录窗口未弹出，请点击下方按钮。</p>
      <Button block color="primary" size="large" onClick={login}>
        登录
      </Button>
    </div>
  );
}
