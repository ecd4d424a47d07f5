import { PROCESSED, SUCCESS, type ParsedEnvelope } from './envelope';

/**
 * Which server message a failed call may show: the outcome decides the words, never the message.
 * A call has failed when its HTTP status, its outer code or its inner code says so; it then shows a
 * server message only if that message is the failure's own:
 *
 * 1. It did not come with a success code: the outer `msg` counts only when `code` is not
 *    00000000, `result.msg` only when `result.statusCode` is not 00000000. A gateway that answers
 *    HTTP 500 / 99999999 系统繁忙 around a `result` of 00000000 成功 shows 系统繁忙.
 * 2. It is not a success text: once spaces, punctuation and invisible characters are set aside,
 *    the whole message is 成功 after at most eight Han characters with no word of negation in
 *    them (成功, 操作成功, 解绑成功, 处理成功！) or an English success word (success, OK). The
 *    whole message, not a part of it: a reason that merely contains 成功 ("解绑未成功：存在在途交易",
 *    "未成功") is a real failure reason and is shown.
 *
 * When no message passes, the row falls back to its own Chinese failure text (请求失败,
 * 服务暂时不可用（500）…). Every row of the catalogue's table chooses through this module, for an
 * envelope answer and for the envelope in an HTTP failure's body alike, and the table's text is
 * both the toast and ApiError.message, so every screen, toast and picker agrees. The module loads
 * with the table, off the first load; the transport's fallback reading, used only without the
 * table, keeps a blunter form of the same rule (default-outcome-handler.ts).
 */

const SUCCESS_WORDS = /^(?:\p{Script=Han}{0,8}成功|success(?:ful|fully)?|succeeded|ok)$/iu;
/** 未成功, 不成功, 没有成功, 无法成功, 非成功, 失败…成功: such a text reports a failure. */
const NEGATION = /[未不没無无非否失败敗]/u;
const SET_ASIDE = /[\p{White_Space}\p{P}\p{S}\p{Cf}]/gu;

/** Whether the whole text says "it worked" (rule 2 above). */
export function isSuccessText(text: string): boolean {
  const core = text.normalize('NFKC').replace(SET_ASIDE, '');
  return SUCCESS_WORDS.test(core) && !NEGATION.test(core);
}

/** The text trimmed, or undefined when it is empty or a success text. */
export function failureWords(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed && !isSuccessText(trimmed) ? trimmed : undefined;
}

/** The outer `msg`, when the gateway's own code failed (rule 1) and the text may be shown. */
export const outerFailureMessage = (envelope: ParsedEnvelope | undefined): string | undefined =>
  envelope && envelope.code !== PROCESSED ? failureWords(envelope.msg) : undefined;

/** `result.msg`, when the service's own code failed (rule 1) and the text may be shown. */
export const resultFailureMessage = (envelope: ParsedEnvelope | undefined): string | undefined => {
  const result = envelope?.result;
  return result && result.statusCode !== SUCCESS ? failureWords(result.msg) : undefined;
};

/** The service's reason first, then the gateway's: for a failure that is neither code's own (HTTP). */
export const envelopeFailureMessage = (envelope: ParsedEnvelope | undefined): string | undefined =>
  resultFailureMessage(envelope) ?? outerFailureMessage(envelope);
