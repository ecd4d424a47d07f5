import { useGoBack } from '@/page-kit/title-bar';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import './back-bar.css';

export interface BackBarProps {
  /** Called instead of going back one page. */
  onBack?: () => void;
}

/** Simple back bar (product spec, section 2, item 8): 返回, with the default 1 s re-click guard. */
export function BackBar({ onBack }: BackBarProps) {
  const goBack = useGoBack();
  const back = useReclickGuard(onBack ?? goBack);
  return (
    <nav className="back-bar" aria-label="返回">
      <button type="button" className="back-bar-btn" onClick={back}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        返回
      </button>
    </nav>
  );
}
