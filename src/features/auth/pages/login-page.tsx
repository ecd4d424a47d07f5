import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHref } from 'react-router-dom';
import type { LoginData } from '@gen/model/loginData';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { useCompleteLogin } from '@/routing/login-redirect';
import { usePageQuery } from '@/routing/use-page-query';
import { NativeLogin } from '../components/native-login';
import { SmsLoginForm } from '../components/sms-login-form';
import { WecomLogin } from '../components/wecom-login';
import { loginMode, type LoginMode } from '../model/login-mode';
import { storeSessionToken } from '../model/session-token';
import './login-page.css';

/**
 * login: where every page that needs a session sends a visitor (?redirect= the page to come back
 * to). Phone + SMS code in browsers and WeChat, the native login inside the own app, WeCom's
 * authorisation inside WeCom. The session is stored as start-up stores a token, the previous
 * session's cached answers are dropped, and the investor goes back to the page that asked
 * (useCompleteLogin: replacing the login entry, so Back does not return here).
 */
export default function LoginPage() {
  const { redirect, code, state } = usePageQuery('login');
  const [mode, setMode] = useState<LoginMode>(() => loginMode());
  const [notice, setNotice] = useState<string>();
  const completeLogin = useCompleteLogin();
  const queryClient = useQueryClient();
  const ownAddress = useHref(hrefTo('login', { redirect }));

  const loggedIn = (login: LoginData) => {
    storeSessionToken(login.apptoken);
    // Nothing cached for the visitor (or a previous investor) may show in the new session.
    queryClient.removeQueries();
    completeLogin();
  };

  return (
    <PageFrame>
      <header className="login-brand">
        <p className="login-brand-name">华信信托</p>
        <p className="login-brand-greeting">您好，欢迎登录</p>
        <p className="login-brand-slogan">受人之托 · 代人理财</p>
      </header>
      {mode === 'native' ? <NativeLogin /> : null}
      {mode === 'wecom' ? (
        <WecomLogin
          code={code}
          state={state}
          returnAddress={`${globalThis.location.origin}${ownAddress}`}
          onLoggedIn={loggedIn}
          onUseSms={(reason) => {
            setNotice(reason);
            setMode('sms');
          }}
        />
      ) : null}
      {mode === 'sms' ? <SmsLoginForm onLoggedIn={loggedIn} notice={notice} /> : null}
      <p className="login-help">
        登录遇到问题？请致电客服热线 <a href="tel:4008208888">400-820-8888</a>
      </p>
    </PageFrame>
  );
}
