import { HttpResponse } from 'msw';
import { operations, type AnyBusinessCode } from '@gen/operations';
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

/**
 * The contract's business codes (each operation's `x-status-codes`, generated into
 * generated/operations.ts) and their meanings: the message a server sends with the code.
 */
const contractMeanings = new Map<string, string>(
  Object.values(operations).flatMap((operation) => Object.entries(operation.codes)),
);

/**
 * Refuses with a business code of the contract; the message is the contract's meaning of it
 * (`refuseWith('05020008')` → 银行卡不存在或已解绑). The call being answered must list the code
 * (checked by defineCall), so the mock never answers what the contract does not promise.
 */
export function refuseWith(statusCode: AnyBusinessCode, data?: unknown): never {
  throw new Refusal(statusCode, contractMeanings.get(statusCode) ?? statusCode, data);
}

/**
 * Refuses with any code and message: the generic 00000001, or a code of a domain whose contract
 * does not list codes yet (say so beside the call; the code then belongs in its x-status-codes).
 */
export function refuse(statusCode: string, message: string, data?: unknown): never {
  throw new Refusal(statusCode, message, data);
}

/**
 * Whether `call` may answer `statusCode`: one of its own contract codes, or a code no operation
 * lists (generic or not yet in the contract). A code the contract lists for other calls only is
 * a mock bug: the contract says this call never answers it.
 */
export function mayRefuse(call: string, statusCode: string): boolean {
  if (!contractMeanings.has(statusCode)) return true;
  const codes: Record<string, string> | undefined = (
    operations as Record<string, { codes: Record<string, string> } | undefined>
  )[call]?.codes;
  return codes !== undefined && statusCode in codes;
}

/** The wire answer for a refusal. */
export const refusalResponse = (refusal: Refusal): Response =>
  HttpResponse.json(businessFailureEnvelope(refusal.statusCode, refusal.message, refusal.data));
