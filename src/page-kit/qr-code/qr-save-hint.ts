import type { AgentFlags } from '@/env/agent-flags';
import type { EnvironmentType } from '@/env/detect-environment';
import { getEnvironment } from '@/env/startup';

/** What the container lets the investor do with a code on screen. */
export interface QrSaveHint {
  /** One line under the code. */
  text: string;
  /** Offer a 保存图片 button (an <a download>): only where a browser saves a download. */
  download: boolean;
}

/**
 * How to keep or pass on a code, by container. WeChat, WeCom and the mini-program web-view save
 * or recognise an <img> on a long press (never a <canvas>), and the friend can then scan it; the
 * own app's web-view may not offer a long-press menu, so a screenshot is named as the sure way;
 * a phone browser saves a long-pressed image too, and a desktop browser downloads it.
 */
export function qrSaveHint(env: { type: EnvironmentType; flags: AgentFlags }): QrSaveHint {
  const { flags } = env;
  if (flags.workWeChat) return { text: '长按二维码，可保存图片或转发给同事、客户', download: false };
  if (flags.weChat || env.type === 'miniProgram')
    return { text: '长按二维码，可保存图片或发送给朋友', download: false };
  if (flags.ownApp) return { text: '长按二维码保存图片；如无法保存，请截屏后分享', download: false };
  if (flags.pc) return { text: '点击“保存图片”下载二维码，或使用手机扫码', download: true };
  return { text: '长按二维码保存图片，或点击“保存图片”', download: true };
}

/** The hint for the container this page runs in (detected at start-up). */
export const currentQrSaveHint = (): QrSaveHint => qrSaveHint(getEnvironment());
