import { describe, expect, it } from 'vitest';
import { blocksDownloads, detectPlatform } from './app-download';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; PJD110) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.49';
const HARMONY =
  'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 Chrome/114.0 Mobile Safari/537.36 ArkWeb/4.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('detectPlatform', () => {
  it('sends iPhones and iPads (also iPadOS posing as a Mac) to the App Store', () => {
    expect(detectPlatform(IPHONE)).toBe('ios');
    expect(detectPlatform(IPAD_AS_MAC, 5)).toBe('ios');
    expect(detectPlatform(IPAD_AS_MAC, 0)).toBe('other');
  });

  it('sends Android and HarmonyOS phones to the Android download', () => {
    expect(detectPlatform(ANDROID_WECHAT)).toBe('android');
    expect(detectPlatform(HARMONY)).toBe('android');
    expect(detectPlatform(DESKTOP)).toBe('other');
  });

  it('knows that WeChat on Android blocks the download, on iOS it does not', () => {
    expect(blocksDownloads(ANDROID_WECHAT, 'android')).toBe(true);
    expect(blocksDownloads(`${IPHONE} MicroMessenger/8.0.49`, 'ios')).toBe(false);
    expect(blocksDownloads(HARMONY, 'android')).toBe(false);
  });
});
