import type { TransportOutcome } from '@/api/outcome';

/**
 * The tests' own judge of what a failed call may show, written apart from failure-text.ts so the
 * two are not the same code checked against itself. It knows two lists of messages a hostile or
 * broken backend sends: success texts, which a failure must never show, and failure reasons that
 * contain 成功, which a failure whose own message they are must show as they are.
 */
export const SUCCESS_SAMPLES: readonly string[] = [
  '成功',
  '操作成功',
  ' 处理成功！',
  '解绑成功。',
  '请求成功',
  'Success',
  'OK',
  '成\u200b功',
];

export const FAILURE_REASONS: readonly string[] = [
  '系统繁忙',
  '解绑未成功：存在在途交易',
  '未成功',
  '设置不成功，请稍后再试',
];

const SUCCESS_CODE = '00000000';
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\p{P}\p{Cf}]/gu, '')
    .toLowerCase();
const KNOWN_SUCCESS = new Set(SUCCESS_SAMPLES.map(plain));

/** The envelope of an answer, or the one in an HTTP failure's body. */
const envelopeIn = (outcome: TransportOutcome) =>
  outcome.kind === 'envelope' || outcome.kind === 'http' ? outcome.envelope : undefined;

/** Messages of the outcome that came with a success code (outer msg under 00000000, result.msg under 00000000). */
function successCoded(outcome: TransportOutcome): string[] {
  const envelope = envelopeIn(outcome);
  if (!envelope) return [];
  const { code, msg, result } = envelope;
  const texts: (string | null | undefined)[] = [];
  if (code === SUCCESS_CODE) texts.push(msg);
  if (result?.statusCode === SUCCESS_CODE) texts.push(result.msg);
  return texts.filter((text): text is string => Boolean(text?.trim())).map((text) => text.trim());
}

/** Messages of the outcome that came with a failure code: the failure's own. */
export function failureCoded(outcome: TransportOutcome): string[] {
  const envelope = envelopeIn(outcome);
  if (!envelope) return [];
  const { code, msg, result } = envelope;
  const texts: (string | null | undefined)[] = [];
  if (code !== SUCCESS_CODE) texts.push(msg);
  if (result && result.statusCode !== SUCCESS_CODE) texts.push(result.msg);
  return texts.filter((text): text is string => Boolean(text?.trim())).map((text) => text.trim());
}

/**
 * Why `shown` must not be shown for this failed outcome, or undefined when it may be: a success
 * text, "<label>成功", or a message that came only with a success code.
 */
export function successWordsProblem(
  shown: string,
  outcome: TransportOutcome,
  label?: string,
): string | undefined {
  const text = shown.trim();
  if (KNOWN_SUCCESS.has(plain(text))) return `a success text: ${JSON.stringify(shown)}`;
  if (label && plain(text) === plain(`${label}成功`)) return `the label's success: ${JSON.stringify(shown)}`;
  if (successCoded(outcome).includes(text) && !failureCoded(outcome).includes(text))
    return `a message that came with a success code: ${JSON.stringify(shown)}`;
  return undefined;
}

/**
 * The failure reason of the list above that the outcome carries as its own, if any: a row that
 * shows server messages must show exactly this one. An answer's outer code, when it failed, owns
 * the message (else the inner code); an HTTP failure's body speaks through its service's failed
 * code first, then its gateway's.
 */
export function ownReason(outcome: TransportOutcome): string | undefined {
  const envelope = envelopeIn(outcome);
  if (!envelope) return undefined;
  const reason = (text: string | null | undefined) =>
    text && FAILURE_REASONS.includes(text.trim()) ? text.trim() : undefined;
  const { code, msg, result } = envelope;
  const outer = code !== SUCCESS_CODE ? msg : undefined;
  const inner = result && result.statusCode !== SUCCESS_CODE ? result.msg : undefined;
  const first =
    outcome.kind === 'http' ? (inner?.trim() ? inner : outer) : code !== SUCCESS_CODE ? outer : inner;
  return reason(first);
}
