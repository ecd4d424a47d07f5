import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, useHasInAppHistory } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { resolveAllowedTarget, type ResolvedTarget, type TargetPolicy } from '@/page-kit/allowed-targets';
import './redirecting-page.css';

/** The title of a refused hand-off that has no title of its own. */
export const REFUSED_TITLE = '跳转失败';

/** Where a refused hand-off offers to go when there is no page to go back to. */
export const REDIRECT_FALLBACK_PATH = '/phone/about';

/** Leaves the app for an allowed external address; `replace` keeps the hand-off out of history. */
export function openExternal(url: string, replace: boolean): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

export interface RedirectingPageProps {
  /** The raw target (a query parameter, a server answer). Only the allow-list decides where it goes. */
  target: string | null | undefined;
  /** True while the target is still being fetched (e.g. a single-sign-on URL minted by a call). */
  pending?: boolean;
  /** Replace this entry in history (default), so that back does not land on the hand-off again. */
  replace?: boolean;
  /** For tests and the native bridge: how an external address is opened. */
  open?: (url: string, replace: boolean) => void;
  /** The allow-list; the running app's by default. */
  policy?: TargetPolicy;
  /** Refines the route row's title (a hand-off route has its own). */
  title?: string;
}

/**
 * The hand-off page: 正在跳转…, then the target through the allow-list: an app path through the
 * router, an allowed origin through location, anything else refused with a Chinese message and
 * a way back. It navigates once, even when React runs its effect twice.
 */
export function RedirectingPage({
  target,
  pending,
  replace = true,
  open = openExternal,
  policy,
  title,
}: RedirectingPageProps) {
  const navigate = useNavigate();
  const hasHistory = useHasInAppHistory();
  const resolved: ResolvedTarget | undefined = pending ? undefined : resolveAllowedTarget(target, policy);
  const done = useRef(false);

  useEffect(() => {
    if (!resolved || resolved.kind === 'refused' || done.current) return;
    done.current = true;
    if (resolved.kind === 'app') void navigate(resolved.path, { replace });
    else open(resolved.url, replace);
  });

  if (resolved?.kind === 'refused') {
    // The route row's title says 正在跳转, which is no longer true: a page with a name of its own
    // (直播间) keeps it, any other says what happened.
    return (
      <PageFrame title={title ?? REFUSED_TITLE}>
        <ResultView status="warning" title="无法跳转" description={resolved.message} />
        <div className="redirecting-page-actions">
          <Button
            block
            size="large"
            color="primary"
            onClick={() =>
              void (hasHistory ? navigate(-1) : navigate(REDIRECT_FALLBACK_PATH, { replace: true }))
            }
          >
            {hasHistory ? '返回上一页' : '返回首页'}
          </Button>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <div className="redirecting-page-status" role="status">
        正在跳转
        <DotLoading color="currentColor" />
      </div>
    </PageFrame>
  );
}
