import { HttpResponse } from 'msw';
import { businessFailureEnvelope } from './envelope';

/**
 * A business refusal, thrown from a domain's rules wherever the refusal is decided (deep in a
 * rule, not only in the handler): `defineCall` turns it into the envelope HTTP 200, code
 * 00000000, `result: {statusCode, msg, data?}`. `data` only where the contract gives the
 * refusal a payload (e.g. 05020001 carries why a card cannot be unbound).
 */
export class Refusal extends Error {
  readonly statusCode: string;
  readonly data: unknown;

  constructor(statusCode: string, message: string, data?: unknown) {
    super(message);
    this.name = 'Refusal';
    this.statusCode = statusCode;
    this.data = data;
  }
}

/** Throws a refusal: `refuse('05020008', '银行卡不存在或已解绑')`. */
export function refuse(statusCode: string, message: string, data?: unknown): never {
  throw new Refusal(statusCode, message, data);
}

/** The wire answer for a refusal. */
export const refusalResponse = (refusal: Refusal): Response =>
  HttpResponse.json(businessFailureEnvelope(refusal.statusCode, refusal.message, refusal.data));
