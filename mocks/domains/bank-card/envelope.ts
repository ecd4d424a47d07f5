import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { BankCardRefusal } from './status-codes';

/** The envelope a processed call answers with (product spec, section 8). */
export interface MockEnvelope<D> {
  code: string;
  msg: string;
  result: { statusCode: string; msg: string; data?: D };
}

const PROCESSED = '00000000';

/**
 * Builds a generated handler's resolver: validates the wire body with the contract's zod
 * schema (a malformed request from our own client is a bug: HTTP 400 makes it loud), runs the
 * rule, and wraps its result or refusal in the envelope.
 */
export function answer<B, D>(
  bodySchema: z.ZodType<{ requestData: B }>,
  run: (requestData: B) => D | Promise<D>,
  okMsg = '操作成功',
) {
  return async ({ request }: { request: Request }): Promise<MockEnvelope<D>> => {
    const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      throw HttpResponse.json({ error: 'Bad Request', issues: parsed.error.issues }, { status: 400 });
    }
    try {
      const data = await run(parsed.data.requestData);
      return { code: PROCESSED, msg: '成功', result: { statusCode: '00000000', msg: okMsg, data } };
    } catch (error) {
      if (!(error instanceof BankCardRefusal)) throw error;
      // A refusal carries data only where the contract gives one (05020001 → CheckRemoveBankCardData);
      // the others send `data: null`, as Java backends serialise it. (The key must be present:
      // the transport's envelope guard rejects a result without it; reported, see the bank-card
      // report.) The contract leaves result.data untyped, so null is in contract; the cast only
      // bridges the generated handler's narrower success type.
      const data = (error.data ?? null) as D | undefined;
      return {
        code: PROCESSED,
        msg: '成功',
        result: { statusCode: error.statusCode, msg: error.message, data },
      };
    }
  };
}
