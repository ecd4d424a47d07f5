import { Button } from 'antd-mobile';
import { PageFrame } from '@/page-kit/page-frame';
import {
  APP_NAME,
  APP_ONLY_FEATURES,
  blocksDownloads,
  detectPlatform,
  STORE_URLS,
} from '../model/app-download';
import { AppVersionCard } from '../components/app-version-card';
import './download-page.css';

const STORE_LABELS = { ios: '前往 App Store 下载', android: '下载安卓版' } as const;

/**
 * download: where statusCode 04040510 (the feature needs the app) lands after 2 s, and where a
 * visitor gets the app. The phone's own store comes first; inside WeChat on Android (which
 * blocks APK downloads) the page says how to open it in a browser instead.
 */
export default function DownloadPage() {
  const ua = globalThis.navigator?.userAgent ?? '';
  const platform = detectPlatform(ua, globalThis.navigator?.maxTouchPoints ?? 0);
  const blocked = blocksDownloads(ua, platform);
  const stores = platform === 'other' ? (['ios', 'android'] as const) : ([platform] as const);

  const footer = blocked ? (
    <p className="download-blocked" role="note">
      微信内无法直接下载，请点击右上角“···”，选择“在浏览器打开”后下载
    </p>
  ) : (
    stores.map((store, index) => (
      <Button
        key={store}
        block
        size="large"
        color="primary"
        fill={index === 0 ? 'solid' : 'outline'}
        className="download-store"
        onClick={() => window.location.assign(STORE_URLS[store])}
      >
        {STORE_LABELS[store]}
      </Button>
    ))
  );

  return (
    <PageFrame footer={footer}>
      <section className="download-hero">
        <span className="download-logo" aria-hidden="true">
          华信
        </span>
        <h2 className="download-name">{APP_NAME} App</h2>
        <p className="download-slogan">受人之托 代人理财</p>
      </section>
      <section className="download-card" aria-labelledby="download-app-only">
        <h3 id="download-app-only" className="download-card-title">
          以下业务需在App中办理
        </h3>
        <ul className="download-features">
          {APP_ONLY_FEATURES.map((feature) => (
            <li key={feature.title}>
              <strong>{feature.title}</strong>
              <span>{feature.detail}</span>
            </li>
          ))}
        </ul>
      </section>
      <AppVersionCard platform={platform} />
      <p className="download-note">
        请认准{APP_NAME}官方App，仅通过应用商店或本页下载；安装后使用本人手机号登录，账户与持仓信息自动同步。
      </p>
    </PageFrame>
  );
}
