import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { REFUSED_TITLE, RedirectingPage } from '@/page-kit/redirecting-page';
import type { TargetPolicy } from '@/page-kit/allowed-targets';
import { hrefTo } from '@/routing/href';
import { loginHref } from '@/routing/login-redirect';
import { hasSession } from '@/routing/session';
import { ABNORMAL_COPY, type AbnormalReason } from '../model/abnormal-reasons';
import { openOutside } from '../model/container';
import { HandOffNotice } from './handoff-notice';

export interface HandOffProps {
  /** The raw target: a query value or a server answer. Only the kit's allow-list decides. */
  target: string | null | undefined;
  /** True while the target is still being asked for. */
  pending?: boolean;
  /** The target needs a signed-in investor: without a session, login first, then back here. */
  needLogin?: boolean;
  /** Keep this page below the target (a video over the page that opened it). Default: replace. */
  keep?: boolean;
  title?: string;
  /** For tests: the allow-list and how an external address opens. */
  policy?: TargetPolicy;
  open?: (url: string, replace: boolean) => void;
}

/**
 * Every hand-off page ends here: 正在跳转…, then the target through the kit's allow-list (an app
 * path by the router, an allowed origin by the native bridge inside the own app or by location
 * elsewhere); anything else is refused with the kit's message and a way back.
 */
export function HandOff({
  target,
  pending,
  needLogin,
  keep,
  title,
  policy,
  open = openOutside,
}: HandOffProps) {
  const { pathname, search } = useLocation();
  if (!pending && needLogin && !hasSession()) {
    return <Navigate replace to={loginHref(`${pathname}${search}`)} />;
  }
  return (
    <RedirectingPage
      target={target}
      pending={pending}
      replace={!keep}
      title={title}
      policy={policy}
      open={open}
    />
  );
}

/** Replaces the hand-off with abnormalReturn, which says why in fixed words (a server's refusal). */
export function GoAbnormal({ reason }: { reason: AbnormalReason }) {
  return <Navigate replace to={hrefTo('abnormalReturn', { reason })} />;
}

/**
 * The address lacks what the hand-off needs (no code, an unknown page): said on the page itself,
 * in abnormalReturn's words, so the address the investor opened stays as it was.
 */
export function IncompleteLink() {
  const navigate = useNavigate();
  const copy = ABNORMAL_COPY.invalid;
  return (
    <HandOffNotice
      status="warning"
      pageTitle={REFUSED_TITLE}
      title={copy.title}
      description={copy.description}
      actions={[
        { text: '返回首页', primary: true, onClick: () => navigate(hrefTo('about'), { replace: true }) },
      ]}
    />
  );
}
