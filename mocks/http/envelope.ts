/**
 * Envelope builders (product spec, section 7/8): HTTP 200 with {code, msg, result}. Outer
 * `code` "00000000" = processed, then `result.statusCode` "00000000" = success.
 */
export const PROCESSED = '00000000';
export const SUCCESS = '00000000';

export interface WireEnvelope<D = unknown> {
  code: string;
  msg?: string;
  result?: { statusCode: string; msg?: string; data?: D };
}

export const okEnvelope = <D>(data: D, msg = '查询成功'): WireEnvelope<D> => ({
  code: PROCESSED,
  msg: '成功',
  result: { statusCode: SUCCESS, msg, data },
});

/**
 * Processed by the gateway, refused by the business service (a statusCode row). `data` only
 * when the contract gives the refusal a payload: it makes `data` optional and, for calls whose
 * payload it types (an array, an object), `null` would be off-contract, so it is left out.
 */
export const businessFailureEnvelope = (statusCode: string, msg: string, data?: unknown): WireEnvelope => ({
  code: PROCESSED,
  msg: '成功',
  result: data === undefined ? { statusCode, msg } : { statusCode, msg, data },
});

/** Refused by the gateway (an outer-code row): no result. */
export const gatewayFailureEnvelope = (code: string, msg: string): WireEnvelope => ({ code, msg });
