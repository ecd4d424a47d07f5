import type { CSSProperties } from 'react';
import { LazySafeHtml } from '@/page-kit/lazy-safe-html';
import { isWeChatContainer } from './in-wechat';
import { RECLICK_PROTECTED_MS, useReclickGuard } from '@/page-kit/reclick-guard';
import { useGoBack } from './use-go-back';
import shareIcon from './share.svg';
import './title-bar.css';

/** Title bar data (product spec, section 3). */
export interface NavTitleData {
  title?: string;
  /** Text beside the back arrow; setting it also shows the back control (spec section 3). */
  leftText?: string;
  /** 'SHARE' shows the share image; anything else is shown as (sanitised) markup. */
  rightText?: string;
}

export const SHARE_MARKER = 'SHARE';

export interface TitleBarProps {
  navTitleData: NavTitleData;
  /**
   * Shows the back control without text (an arrow named 返回): what pages want, instead of the
   * spec's `leftText: ' '` idiom. Default: shown only when leftText is set.
   */
  showBack?: boolean;
  /** Shows the back arrow next to leftText. Default true. */
  leftIconShow?: boolean;
  leftIconColor?: string;
  /** Accessible name of the share image. Default 分享. */
  rightIconText?: string;
  titleStyle?: CSSProperties;
  /** Handed to the parent; repeat taps within 2 s are ignored. */
  onRightClick?: () => void;
  /** Replaces the default history back; also guarded for 2 s. */
  onBack?: () => void;
  /** Hides the bar. Default: hidden in WeChat / WeCom, whose own bar shows document.title. */
  hidden?: boolean;
}

/**
 * Title bar (product spec, section 2, item 7): sticky, 50px, safe-area spacers top and bottom.
 * The spacers are two lines of CSS (title-bar.css), not antd-mobile's SafeArea: the bar is on
 * every first load, and SafeArea brought antd's prop helpers and classnames with it (0.7 KB gzip).
 */
export function TitleBar({
  navTitleData,
  showBack,
  leftIconShow = true,
  leftIconColor = '#333',
  rightIconText = '分享',
  titleStyle,
  onRightClick,
  onBack,
  hidden = isWeChatContainer(),
}: TitleBarProps) {
  const goBack = useGoBack();
  const back = useReclickGuard(onBack ?? goBack, RECLICK_PROTECTED_MS);
  const right = useReclickGuard(onRightClick, RECLICK_PROTECTED_MS);
  if (hidden) return null;
  const { title, leftText, rightText } = navTitleData;
  return (
    <header className="title-bar" style={{ position: 'sticky', top: 0 }}>
      <div className="title-bar-safe-top" aria-hidden="true" />
      <div className="title-bar-bar" style={{ height: 50 }}>
        <div className="title-bar-side">
          {showBack || leftText ? (
            <button
              type="button"
              className="title-bar-back"
              aria-label={leftText?.trim() || '返回'}
              onClick={back}
            >
              {leftIconShow ? <BackArrow color={leftIconColor} /> : null}
              {leftText?.trim() ? <span aria-hidden="true">{leftText}</span> : null}
            </button>
          ) : null}
        </div>
        <h1 className="title-bar-title" style={titleStyle}>
          {title}
        </h1>
        <div className="title-bar-side title-bar-side-right">
          {rightText === SHARE_MARKER ? (
            <button type="button" className="title-bar-right" onClick={right}>
              <img src={shareIcon} alt={rightIconText} width={22} height={22} />
            </button>
          ) : rightText ? (
            <button type="button" className="title-bar-right" onClick={right}>
              <LazySafeHtml as="span" html={rightText} />
            </button>
          ) : null}
        </div>
      </div>
      <div className="title-bar-safe-bottom" aria-hidden="true" />
    </header>
  );
}

function BackArrow({ color }: { color: string }) {
  return (
    <svg className="title-bar-arrow" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M15 4l-8 8 8 8"
        fill="none"
        stroke={color}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
