import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useAuthorizeLoginSubmit, useGetQwAuthCode } from '@gen/hooks/auth/auth';
import type { LoginData } from '@gen/model/loginData';
import { isApiError } from '@/api/api-error';
import { isBusinessError } from '@/api/business-error';
import { useSubmit } from '@/page-kit/submit';
import { rememberState, takeState, wecomAuthorizeUrl, wecomNavigation } from '../model/wecom-oauth';

export interface WecomLoginProps {
  /** WeCom's answer on the way back (?code=&state=), when there is one. */
  code?: string;
  state?: string;
  /** This login page's absolute address (with its redirect), where WeCom returns to. */
  returnAddress: string;
  onLoggedIn: (login: LoginData) => void;
  /** Log in by phone instead (the investor's choice, or a WeCom user bound to no investor). */
  onUseSms: (reason?: string) => void;
}

type Phase = 'leaving' | 'exchanging' | 'failed';

/**
 * Inside WeCom: WeCom's OAuth. Without a code, getQwAuthCode gives the parameters and the page
 * goes to WeCom's authorisation address (built here, see model/wecom-oauth.ts); back with a code,
 * authorizeLoginSubmit exchanges it for the session, once, and only when the state is the one
 * this tab sent. A WeCom user bound to no investor (05200007) logs in by phone instead; an
 * expired authorisation (05200008) offers 重新授权.
 */
export function WecomLogin({ code, state, returnAddress, onLoggedIn, onUseSms }: WecomLoginProps) {
  const [phase, setPhase] = useState<Phase>(code && state ? 'exchanging' : 'leaving');
  const [message, setMessage] = useState<string>();
  const start = useGetQwAuthCode({ request: { hideLoading: true } });
  const exchange = useAuthorizeLoginSubmit({
    request: { label: '登录', ownCodes: ['05200007', '05200008'] },
  });
  const began = useRef(false);

  const authorize = useSubmit(async () => {
    setPhase('leaving');
    setMessage(undefined);
    try {
      const params = await start.mutateAsync({ data: { redirectUri: returnAddress } });
      rememberState(params.state);
      wecomNavigation.go(wecomAuthorizeUrl(params, returnAddress));
    } catch (error) {
      setPhase('failed');
      throw error;
    }
  });

  const submit = useSubmit(async () => {
    if (!code || !state) return;
    if (!takeState(state)) {
      setPhase('failed');
      setMessage('授权已失效，请重新授权');
      return;
    }
    try {
      onLoggedIn(await exchange.mutateAsync({ data: { channel: 'WECOM', authCode: code, state } }));
    } catch (error) {
      if (isBusinessError(error, '05200007')) {
        onUseSms(error.message || '企业微信账号尚未绑定投资者账户，请使用手机号登录');
        return;
      }
      setPhase('failed');
      setMessage(
        isBusinessError(error, '05200008') ? error.message : isApiError(error) ? error.message : undefined,
      );
      throw error;
    }
  });

  useEffect(() => {
    if (began.current) return;
    began.current = true;
    void (code && state ? submit.run() : authorize.run());
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="login-elsewhere">
      {phase === 'failed' ? (
        <>
          <p className="login-elsewhere-title">企业微信授权未完成</p>
          <p className="login-elsewhere-text" role="alert">
            {message ?? '授权失败，请重新授权'}
          </p>
          <Button
            block
            color="primary"
            size="large"
            loading={authorize.pending}
            onClick={() => void authorize.run()}
          >
            重新授权
          </Button>
        </>
      ) : (
        <>
          <p className="login-elsewhere-title">
            {phase === 'exchanging' ? '正在登录…' : '正在通过企业微信授权登录…'}
          </p>
          <p className="login-elsewhere-text">授权仅用于确认您的身份，不会获取您的聊天记录等信息。</p>
        </>
      )}
      <Button block fill="none" color="primary" size="large" onClick={() => onUseSms()}>
        使用手机号登录
      </Button>
    </div>
  );
}
