/** The customer-service line of 华信信托 (the one fictional company of the demo). */
export const SERVICE_HOTLINE = '400-820-8888';
export const SERVICE_HOTLINE_TEL = 'tel:4008208888';

/** What a failure of our own code says instead of its JavaScript error text. */
export const OWN_FAILURE_TEXT = `请稍后重试，或致电客服热线 ${SERVICE_HOTLINE}`;

const HAN = /\p{Script=Han}/u;
/** The engine's own errors: their text is English and about our code, never for the investor. */
const ENGINE_ERRORS = [TypeError, ReferenceError, SyntaxError, RangeError, EvalError, URIError];

/**
 * The error's message when an investor may read it: Chinese text written for them (the
 * transport's catalogue, a page's own check). An engine error ("Object.hasOwn is not a function"
 * on an old WebView) or any text without a Chinese character gives undefined.
 */
export function readableFailure(error: unknown): string | undefined {
  if (!(error instanceof Error) || ENGINE_ERRORS.some((type) => error instanceof type)) return undefined;
  const text = error.message.trim();
  return HAN.test(text) ? text : undefined;
}
