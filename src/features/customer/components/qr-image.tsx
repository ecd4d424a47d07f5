import { useEffect, useState } from 'react';

type QrState = { kind: 'drawing' } | { kind: 'ready'; src: string } | { kind: 'failed' };

/** Quiet zone and size for a code read off a phone screen (the common domain's QRCode page uses the same). */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 480 } as const;

/**
 * A QR code drawn on the device by the qrcode package (imported here only, so it loads with the
 * first page that shows one) into a PNG data URL in an <img>: a long press in WeChat saves or
 * recognises it, which a <canvas> would not allow.
 */
export function QrImage({ text, alt, failedText }: { text: string; alt: string; failedText: string }) {
  const [state, setState] = useState<QrState>({ kind: 'drawing' });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, QR_OPTIONS))
      .then(
        (src) => live && setState({ kind: 'ready', src }),
        () => live && setState({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="qr-image-box" aria-busy={state.kind === 'drawing'}>
      {state.kind === 'ready' ? (
        <img className="qr-image-img" src={state.src} alt={alt} width={180} height={180} />
      ) : state.kind === 'failed' ? (
        <p className="qr-image-failed" role="alert">
          {failedText}
        </p>
      ) : (
        <span className="qr-image-drawing">二维码生成中…</span>
      )}
    </div>
  );
}
