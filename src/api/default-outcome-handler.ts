import { ApiError } from './api-error';
import { abnormal, failed, httpFailed, TEXT } from './catalogue/catalogue-texts';
import { PROCESSED, SUCCESS, type ParsedEnvelope } from './envelope';
import type { CallOptions, OutcomeHandler, TransportOutcome } from './outcome';

/**
 * A server message this reading may show. It serves only until the catalogue's table is there
 * (start-up, tests) or when the table cannot load; the table decides the words with the precise
 * rule (failure-text.ts), which stays off the first load. Here the same rule 1 (only a message
 * that came with a failed code), and a blunter rule 2: no text with 成功 or an English success
 * word at all. At worst a reason such as "解绑未成功" gives way to 请求失败; a failure never
 * reads as success.
 */
const ownWords = (text: string | null | undefined) =>
  (text = text?.trim()) && !/成功|^\W*(ok|succe)/i.test(text) ? text : undefined;

/** An HTTP failure's error body: the service's message when its code failed, else the gateway's. */
const bodyWords = (envelope: ParsedEnvelope | undefined) =>
  (envelope?.result?.statusCode !== SUCCESS && ownWords(envelope?.result?.msg)) ||
  (envelope?.code !== PROCESSED && ownWords(envelope?.msg));

/**
 * The transport's own reading of an outcome: the ApiError it stands for (kind, codes, result,
 * a plain message), or undefined for a success. The catalogue builds its errors from this and
 * replaces only the message and the row.
 */
export function outcomeError(outcome: TransportOutcome, options: CallOptions): ApiError | undefined {
  const { label } = options;
  switch (outcome.kind) {
    case 'envelope': {
      const { envelope } = outcome;
      const { code, result } = envelope;
      if (code !== PROCESSED) {
        const message = ownWords(envelope.msg) || failed(label);
        return new ApiError({ kind: 'gateway', code, message, result });
      }
      if (!result) return new ApiError({ kind: 'empty', message: abnormal(label) });
      if (result.statusCode !== SUCCESS) {
        return new ApiError({
          kind: 'business',
          code,
          statusCode: result.statusCode,
          message: ownWords(result.msg) || failed(label),
          result,
        });
      }
      return undefined;
    }
    case 'http':
      // 401 is ignored and 404 asks for the 404 page (catalogue); others are code -404.
      return new ApiError({
        kind: 'http',
        httpStatus: outcome.status,
        code: outcome.status === 401 || outcome.status === 404 ? undefined : '-404',
        httpStatusText: outcome.statusText,
        // The envelope's message when the error body has one, else a Chinese text with the status.
        message: bodyWords(outcome.envelope) || httpFailed(outcome.status),
      });
    case 'empty':
      return new ApiError({ kind: 'empty', message: abnormal(label) });
    case 'wrong-shape':
      return new ApiError({
        kind: 'wrong-shape',
        message: TEXT.wrongShape,
        operation: outcome.operation,
        detail: `${outcome.operation}: ${outcome.issues.map((i) => `${i.path} ${i.problem}`).join('; ')}`,
      });
    case 'malformed':
      return new ApiError({ kind: 'malformed', message: '服务返回的数据格式有误，请稍后重试' });
    case 'timeout':
      return new ApiError({ kind: 'timeout', message: '请求超时，请稍后重试' });
    case 'network':
      return new ApiError({ kind: 'network', message: '网络异常，请检查网络后重试', cause: outcome.error });
  }
}

/**
 * The handler with no user interface: success yields `result.data`, everything else throws
 * its ApiError. The status-code catalogue replaces it (setOutcomeHandler) with the same
 * decisions plus toasts, navigation and bridge calls.
 */
export const defaultOutcomeHandler: OutcomeHandler = (outcome, { options }) => {
  const error = outcomeError(outcome, options);
  if (error) throw error;
  return outcome.kind === 'envelope' ? outcome.envelope.result?.data : undefined;
};
