import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSzbLogin } from '@gen/hooks/auth/auth';
import { isBusinessError } from '@/api/business-error';
import { clientStore } from '@/env/client-store';
import { hrefTo } from '@/routing/href';
import { loginHref } from '@/routing/login-redirect';
import { HandOff } from './handoff';
import { HandOffNotice } from './handoff-notice';

/** What the investor reads when the partner's ticket buys no session. */
const REFUSALS = {
  '05200014': {
    title: '登录凭证已失效',
    description:
      '合作方的登录凭证无效或已过期（约5分钟有效，只能使用一次）。请返回合作方页面重新进入，或直接登录本应用。',
  },
  '05200015': {
    title: '账户尚未关联',
    description: '您在合作方的账户尚未绑定本公司客户，请使用在本公司预留的手机号登录。',
  },
} as const;

export interface PartnerSignOnProps {
  /** The partner's one-time ticket (szbTicket). */
  ticket: string;
  /** Where to go once signed in; the kit's allow-list decides. None: the home page. */
  target: string | undefined;
}

/**
 * A partner's single sign-on (szbLogin): the ticket from the address is exchanged for this app's
 * session once, then the hand-off goes on to the target. An invalid, expired or used ticket
 * (05200014) or a partner account linked to no customer (05200015) is explained in place with the
 * way to log in here (back to the target afterwards); any other failure offers 重试.
 */
export function PartnerSignOn({ ticket, target }: PartnerSignOnProps) {
  const navigate = useNavigate();
  const login = useSzbLogin({ request: { ownCodes: ['05200014', '05200015'], hideLoading: true } });
  const { mutate } = login;
  const sent = useRef(false);
  const exchange = useCallback(
    () =>
      mutate(
        { data: { szbTicket: ticket } },
        { onSuccess: ({ apptoken }) => clientStore.set('apptoken', apptoken) },
      ),
    [mutate, ticket],
  );

  useEffect(() => {
    // The ticket is single-use: one exchange per opening of the page.
    if (sent.current) return;
    sent.current = true;
    exchange();
  }, [exchange]);

  const goTo = target ?? hrefTo('about');
  const toLogin = {
    text: '登录',
    primary: true,
    onClick: () => navigate(loginHref(goTo), { replace: true }),
  };
  if (login.isSuccess) return <HandOff target={goTo} />;
  if (login.error) {
    const code = (['05200014', '05200015'] as const).find((c) => isBusinessError(login.error, c));
    if (code) {
      return <HandOffNotice status="warning" pageTitle="登录失败" {...REFUSALS[code]} actions={[toLogin]} />;
    }
    return (
      <HandOffNotice
        status="failure"
        pageTitle="登录失败"
        title="暂时无法登录"
        description="网络或服务暂时异常，请稍后重试，或直接登录本应用。"
        actions={[
          { text: '重试', primary: true, onClick: exchange },
          { ...toLogin, primary: false },
        ]}
      />
    );
  }
  return <HandOff target={undefined} pending title="正在登录" />;
}
