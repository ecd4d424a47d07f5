import loadingImage from './loading.svg';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  /** The shell wires this to the global in-flight count (requests without X-Hide-Loading). */
  visible: boolean;
  /** Default 加载中... */
  text?: string;
}

/**
 * Full-screen loading overlay (product spec, section 2, item 9): an image in a 150px square box.
 * It covers the page so nothing can be tapped twice while a call is in flight.
 */
export function LoadingOverlay({ visible, text = '加载中...' }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={text}>
      <div className="loading-overlay-box" style={{ width: 150, height: 150 }}>
        <img src={loadingImage} alt="" width={48} height={48} />
        <span className="loading-overlay-text">{text}</span>
      </div>
    </div>
  );
}
