/**
 * Where the company's own app is downloaded, and which store a phone should go to. The store
 * addresses are deployment settings (VITE_IOS_STORE_URL, VITE_ANDROID_DOWNLOAD_URL); the
 * defaults are the demo's fictional listings. They are fixed by configuration, never read from
 * the address bar or a server answer, so this page cannot be turned into a redirector.
 */
const env = import.meta.env as Record<string, string | boolean | undefined>;
const setting = (name: string, fallback: string) => {
  const value = env[name];
  return typeof value === 'string' && /^https:\/\//.test(value) ? value : fallback;
};

export const APP_NAME = '华信信托';

export const STORE_URLS = {
  ios: setting('VITE_IOS_STORE_URL', 'https://apps.apple.com/cn/app/id1512345678'),
  android: setting('VITE_ANDROID_DOWNLOAD_URL', 'https://download.huaxintrust.com.cn/app/huaxin-trust.apk'),
} as const;

export type Platform = 'ios' | 'android' | 'other';

/** iPadOS 13+ presents itself as a Mac: a Mac with touch points is an iPad. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android|HarmonyOS|OpenHarmony/i.test(userAgent)) return 'android';
  return 'other';
}

/** WeChat (and WeCom) block APK downloads: Android users must open the page in a browser first. */
export function blocksDownloads(userAgent: string, platform: Platform): boolean {
  return platform === 'android' && /MicroMessenger|wxwork/i.test(userAgent);
}

/** What the H5 pages hand over to the app (why 04040510 lands here). */
export const APP_ONLY_FEATURES: readonly { title: string; detail: string }[] = [
  { title: '远程双录', detail: '认购时的录音录像，需使用手机摄像头和麦克风' },
  { title: '人脸识别', detail: '实名认证与大额交易的本人确认' },
  { title: '电子合同签署', detail: '数字证书签名，合同具备法律效力' },
  { title: '交易提醒', detail: '打款、冷静期、收益分配的即时通知' },
];
