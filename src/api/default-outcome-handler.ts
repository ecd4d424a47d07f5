import { ApiError } from './api-error';
import { PROCESSED, SUCCESS } from './envelope';
import type { OutcomeHandler } from './outcome';

/**
 * The transport's own reading of an outcome, with no user interface: success yields
 * `result.data`; everything else becomes an ApiError. The status-code catalogue replaces this
 * (setOutcomeHandler) with the same decisions plus toasts, navigation and bridge calls.
 */
export const defaultOutcomeHandler: OutcomeHandler = (outcome, { options }) => {
  const label = options.label ?? '';
  switch (outcome.kind) {
    case 'envelope': {
      const { code, msg, result } = outcome.envelope;
      if (code !== PROCESSED) {
        throw new ApiError({ kind: 'gateway', code, message: msg || `${label}失败`, result });
      }
      if (!result) throw new ApiError({ kind: 'empty', message: `${label}异常` });
      if (result.statusCode !== SUCCESS) {
        throw new ApiError({
          kind: 'business',
          code,
          statusCode: result.statusCode,
          message: result.msg || `${label}失败`,
          result,
        });
      }
      return result.data;
    }
    case 'http':
      // 401 is ignored and 404 asks for the 404 page (catalogue); others are code -404.
      throw new ApiError({
        kind: 'http',
        httpStatus: outcome.status,
        code: outcome.status === 401 || outcome.status === 404 ? undefined : '-404',
        message: outcome.statusText || `HTTP ${outcome.status}`,
      });
    case 'empty':
      throw new ApiError({ kind: 'empty', message: `${label}异常` });
    case 'malformed':
      throw new ApiError({ kind: 'malformed', message: '服务返回的数据格式有误,请稍后重试' });
    case 'timeout':
      throw new ApiError({ kind: 'timeout', message: '请求超时,请稍后重试' });
    case 'network':
      throw new ApiError({ kind: 'network', message: '网络异常,请检查网络后重试', cause: outcome.error });
  }
};
