import type { ReactNode } from 'react';
import type { QrLevel } from './qr-options';
import { useQrDataUrl } from './use-qr-data-url';
import './qr-code.css';

export interface QrCodeProps {
  /** What the code carries: an absolute address as a phone camera should open it. */
  value: string;
  /** The image's accessible name (and its alt), e.g. 我的邀请二维码. */
  label: string;
  /** Shown size: 'medium' 9rem (beside other content), 'large' 12rem (the page's subject). */
  size?: 'medium' | 'large';
  /** Error correction ('M' for screens, 'Q' for codes that will be printed). */
  level?: QrLevel;
  /** Quiet zone in modules (2 on a white card; 4 when the code stands on its own). */
  margin?: number;
  /** What to say when no code can be drawn: where else the investor gets what the code leads to. */
  failedText: string;
  /** Offer 保存图片 (a download link of the PNG) under the code, named `${fileName}.png`. */
  download?: { fileName: string };
  /** Under the code (a caption, the code in digits). */
  children?: ReactNode;
}

/**
 * A QR code drawn on the device (qrcode, loaded with the first page that shows one) into a PNG
 * in an <img>, so a long press in WeChat, WeCom or a phone browser saves or recognises it, which
 * a <canvas> would not allow. While drawing it keeps its place (no jump); when it cannot draw
 * (an empty or absurdly long value, no canvas) it says `failedText` in the same box.
 */
export function QrCode({
  value,
  label,
  size = 'large',
  level = 'M',
  margin = 2,
  failedText,
  download,
  children,
}: QrCodeProps) {
  const state = useQrDataUrl(value, level, margin);
  return (
    <figure className={`qr-code qr-code-${size}`} data-state={state.kind}>
      <div className="qr-code-box" aria-busy={state.kind === 'drawing'}>
        {state.kind === 'ready' ? (
          <img className="qr-code-img" src={state.src} alt={label} width={240} height={240} />
        ) : state.kind === 'failed' ? (
          <p className="qr-code-failed" role="alert">
            {failedText}
          </p>
        ) : (
          <span className="qr-code-drawing" role="status">
            二维码生成中…
          </span>
        )}
      </div>
      {children ? <figcaption className="qr-code-caption">{children}</figcaption> : null}
      {download && state.kind === 'ready' ? (
        <a className="qr-code-download" href={state.src} download={`${download.fileName}.png`}>
          保存图片
        </a>
      ) : null}
    </figure>
  );
}
