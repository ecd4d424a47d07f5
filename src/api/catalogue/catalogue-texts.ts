/**
 * Texts and timings of the status-code catalogue (product spec, sections 8 and 9). Kept apart from
 * the table so a copy change never touches a predicate.
 */

/** Spec section 9: error toast 2 s, login-expired toast 1 s, download redirect after 2 s. */
export const ERROR_TOAST_MS = 2000;
export const LOGIN_EXPIRED_TOAST_MS = 1000;
export const DOWNLOAD_REDIRECT_MS = 2000;
/**
 * The spec gives no duration for "<label>成功"; 2000 ms is antd-mobile's Toast default, which the
 * seed's toasts used. The caller's success callback waits for it, so keep it short.
 */
export const SUCCESS_TOAST_MS = 2000;

/** Outer `code` values (envelope.code). */
export const SESSION_EXPIRED_CODE = '00000008';
/** 04049549 is also written 04040549 in the seed; both are treated alike. */
export const APP_LOGIN_CODES: readonly string[] = ['06060010', '04049549', '04040549'];

/** `result.statusCode` values. */
export const SILENT_STATUS_CODES: readonly string[] = ['00000014', '03040105'];
export const NATIVE_LOGIN_STATUS = '04040528';
export const DOWNLOAD_STATUS = '04040510';

/** Calls whose failures the pickers show as the server's message (spec section 8, last row). */
export const PICKER_OPERATIONS: readonly string[] = [
  'selectAreaCity',
  'selectExternalDict',
  'newSelectCountryList',
];

export const LOGIN_PATH = '/phone/login';
export const DOWNLOAD_PATH = '/phone/download';
export const NOT_FOUND_PATH = '/phone/404';

/** Without a label the seed showed a bare "失败"/"异常"; "请求" keeps the sentence whole. */
const DEFAULT_LABEL = '请求';
export const succeeded = (label: string) => `${label}成功`;
export const failed = (label: string | undefined) => `${label || DEFAULT_LABEL}失败`;
export const abnormal = (label: string | undefined) => `${label || DEFAULT_LABEL}异常`;

/**
 * A failed HTTP status in the investor's words. The status text ("Bad Gateway") is English and
 * means nothing to them; it stays in ApiError.httpStatusText for logs. The number helps support.
 */
export const httpFailed = (status: number) =>
  status >= 500 ? `服务暂时不可用（${status}），请稍后重试` : `请求未能完成（${status}），请稍后重试`;

export const TEXT = {
  loginAgain: '请重新登录',
  toDownload: '请下载最新版本的App',
  malformed: '服务返回的数据格式有误，请稍后重试',
  wrongShape: '数据格式有误，请稍后重试',
  network: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
} as const;
