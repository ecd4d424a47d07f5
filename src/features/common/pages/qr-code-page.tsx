import { useEffect, useState } from 'react';
import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { hrefTo } from '../../../routing/href';
import { downloadPageUrl, QR_OPTIONS } from '../model/qr-target';
import './qr-code-page.css';

type QrState = { kind: 'drawing' } | { kind: 'ready'; src: string } | { kind: 'failed' };

/**
 * QRCode: a code to scan for the app's download page. Drawn on the device by the qrcode package,
 * loaded only here, into a PNG data URL in an <img>: a long press in WeChat saves or recognises it,
 * which a <canvas> would not allow.
 */
export default function QrCodePage() {
  const [state, setState] = useState<QrState>({ kind: 'drawing' });
  const url = downloadPageUrl(window.location.origin, import.meta.env.BASE_URL, hrefTo('download'));

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, QR_OPTIONS))
      .then(
        (src) => live && setState({ kind: 'ready', src }),
        () => live && setState({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <PageFrame>
      <section className="qr-card">
        <h2 className="qr-title">扫码下载华信信托App</h2>
        <div className="qr-box" aria-busy={state.kind === 'drawing'}>
          {state.kind === 'ready' ? (
            <img className="qr-image" src={state.src} alt="华信信托App下载二维码" width={240} height={240} />
          ) : state.kind === 'failed' ? (
            <p className="qr-failed" role="alert">
              二维码生成失败，请在应用商店搜索“华信信托”下载
            </p>
          ) : (
            <span className="qr-drawing">二维码生成中…</span>
          )}
        </div>
        <p className="qr-hint">使用手机相机或微信扫一扫；在微信中长按二维码可保存或识别</p>
      </section>
    </PageFrame>
  );
}
