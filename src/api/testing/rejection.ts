import { expect } from 'vitest';
import { ApiError } from '../api-error';

/** The ApiError a call rejects with (the test fails if it resolves or rejects with anything else). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
