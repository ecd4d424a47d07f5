import { PageFrame } from '@/page-kit/page-frame';
import { QrCode } from '@/page-kit/qr-code';
import { hrefTo } from '@/routing/href';
import { downloadPageUrl } from '../model/qr-target';
import './qr-code-page.css';

/**
 * QRCode: a code to scan for the app's download page, drawn on the device by the kit's QrCode
 * (an <img> a long press in WeChat saves or recognises). Quartile error correction and the
 * standard quiet zone: this code is meant to be printed.
 */
export default function QrCodePage() {
  const url = downloadPageUrl(window.location.origin, import.meta.env.BASE_URL, hrefTo('download'));
  return (
    <PageFrame>
      <section className="qr-card">
        <h2 className="qr-title">扫码下载华信信托App</h2>
        <QrCode
          value={url}
          label="华信信托App下载二维码"
          level="Q"
          margin={4}
          failedText="二维码生成失败，请在应用商店搜索“华信信托”下载"
        />
        <p className="qr-hint">使用手机相机或微信扫一扫；在微信中长按二维码可保存或识别</p>
      </section>
    </PageFrame>
  );
}
