/**
 * What a send call answered, as the SMS block needs it. The SMS calls differ (bankCardSMSCode has
 * sentToMasked / resendAfterSeconds / expiresInSeconds; the other four SMS routes are not
 * described yet), and an answer may lack a field or carry the wrong type: nothing here may put
 * "undefined" or "NaN" on screen, so every field is checked and has a sensible fallback.
 */
export interface SmsTicketInfo {
  /** Masked phone the code went to (139****1111). */
  sentTo?: string;
  /** Seconds before another code may be requested. */
  resendAfterSeconds?: number;
  /** Seconds the code stays valid. */
  expiresInSeconds?: number;
}

/** The spec's 60 s before 重新获取, when the answer does not say otherwise. */
export const DEFAULT_RESEND_SECONDS = 60;

const positiveSeconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;

const shortText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 32 ? value.trim() : undefined;

/** The bank-card ticket's field names, read defensively; other calls pass their own reader. */
export function readTicket(ticket: unknown): SmsTicketInfo {
  if (typeof ticket !== 'object' || ticket === null) return {};
  const fields = ticket as Record<string, unknown>;
  return {
    sentTo: shortText(fields.sentToMasked),
    resendAfterSeconds: positiveSeconds(fields.resendAfterSeconds),
    expiresInSeconds: positiveSeconds(fields.expiresInSeconds),
  };
}

export const resendSecondsOf = (info: SmsTicketInfo): number =>
  positiveSeconds(info.resendAfterSeconds) ?? DEFAULT_RESEND_SECONDS;

/** "验证码已发送至 139****1111，5分钟内有效", leaving out what the answer did not say. */
export function sentText(info: SmsTicketInfo): string {
  const to = shortText(info.sentTo) ?? '您的手机';
  const seconds = positiveSeconds(info.expiresInSeconds);
  if (!seconds) return `验证码已发送至 ${to}`;
  // Whole minutes, rounded down: the code is valid at least that long.
  const validity = seconds < 60 ? `${seconds}秒` : `${Math.floor(seconds / 60)}分钟`;
  return `验证码已发送至 ${to}，${validity}内有效`;
}
