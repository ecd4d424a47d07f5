import { HttpResponse } from 'msw';
import { businessFailureEnvelope, gatewayFailureEnvelope } from './envelope';

/** A statusCode row of the catalogue: HTTP 200, code 00000000, result.statusCode ≠ 00000000. */
export const businessFailure = (statusCode: string, msg: string) =>
  HttpResponse.json(businessFailureEnvelope(statusCode, msg));

/** An outer-code row: HTTP 200, code ≠ 00000000, no result. */
export const gatewayFailure = (code: string, msg: string) =>
  HttpResponse.json(gatewayFailureEnvelope(code, msg));

/** The generic business failure the mock uses for invalid input (our proposal, not in the spec). */
export const INVALID_INPUT = '00000001';
