import 'antd-mobile/es/global';
import type { ReactNode } from 'react';
import { useRouteDef } from '@/routing/route-context';
import { isWeChatContainer, TitleBar } from '@/page-kit/title-bar';
import { useHasInAppHistory } from './use-has-in-app-history';
import { usePageTitle } from './use-page-title';
import './page-frame.css';

export interface PageFrameProps {
  /** Refines the route row's title, in the bar and in document.title (e.g. 编辑银行卡). */
  title?: string;
  /**
   * The back arrow. Default: shown only when going back stays in the app. `false` never,
   * `true` always (history back), a function: always, and it replaces history back.
   */
  back?: boolean | (() => void);
  /** Pinned to the bottom of the screen, clear of the home indicator (primary actions). */
  footer?: ReactNode;
  /** Marks the body busy for assistive technology while the page's first read is pending. */
  busy?: boolean;
  /** Drops the body's padding, for content that runs edge to edge (lists with their own rows). */
  flush?: boolean;
  /** Shows our bar even inside WeChat / WeCom (whose own bar otherwise shows document.title). */
  forceBar?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every page: title bar (title from the route row, back arrow only with in-app
 * history, hidden where the container draws its own), body, sticky footer. Sizes come from rem
 * and antd-mobile's variables, so elderly mode (html[data-elderly]) needs nothing from the page.
 */
export function PageFrame({ title, back, footer, busy, flush, forceBar, children }: PageFrameProps) {
  const routeTitle = useRouteDef()?.title;
  const hasHistory = useHasInAppHistory();
  usePageTitle(title);
  const shownTitle = title ?? routeTitle ?? '';
  const showBack = typeof back === 'function' ? true : (back ?? hasHistory);
  const hidden = forceBar ? false : isWeChatContainer();

  return (
    <div className="page-frame">
      <TitleBar
        navTitleData={{ title: shownTitle }}
        showBack={showBack}
        onBack={typeof back === 'function' ? back : undefined}
        hidden={hidden}
      />
      <main className={flush ? 'page-frame-body page-frame-body-flush' : 'page-frame-body'} aria-busy={busy}>
        {children}
      </main>
      {footer ? <footer className="page-frame-footer">{footer}</footer> : null}
    </div>
  );
}

/** A line of help above the footer's action, e.g. 最多可绑定5张银行卡. */
export function PageFooterHint({ children }: { children: ReactNode }) {
  return <p className="page-frame-footer-hint">{children}</p>;
}
