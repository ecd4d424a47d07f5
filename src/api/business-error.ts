import type { AnyBusinessCode } from '@gen/operations';
import { isApiError, type ApiError } from './api-error';

/**
 * Whether a call failed with one of the contract's business codes (x-status-codes, generated into
 * generated/operations.ts): `isBusinessError(error, '05020001')`. The code is typed, so a code no
 * call lists does not compile; pages never keep copies of code lists.
 */
export function isBusinessError<Code extends AnyBusinessCode>(
  error: unknown,
  code: Code,
): error is ApiError & { kind: 'business'; statusCode: Code } {
  return isApiError(error) && error.kind === 'business' && error.statusCode === code;
}
