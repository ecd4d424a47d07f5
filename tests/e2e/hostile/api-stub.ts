import type { Page } from 'playwright-core';
import { interceptApi, type ApiRequest } from './api-intercept';
import { ok, VALID_DATA, type Answer } from './answers';

type Override = (request: Record<string, string>, count: number) => Answer | Promise<Answer>;

/**
 * The hostile backend: every trustAppApi call of the page is intercepted (api-intercept.ts) and answered
 * with a crafted envelope: the call's valid answer unless the test overrides it. Calls no table
 * knows go on to Prism. Counts requests per call, for the burst tests.
 */
export class ApiStub {
  private readonly overrides = new Map<string, Override>();
  readonly counts = new Map<string, number>();

  /** `call` answers `answer` (or what the function returns) until reset(). */
  answer(call: string, answer: Answer | Override): this {
    this.overrides.set(call, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  /** `call` answers its valid data put through `change`. */
  data(call: string, change: (data: unknown) => unknown): this {
    const valid = VALID_DATA[call];
    if (!valid) throw new Error(`hostile stub: no valid answer for ${call}`);
    return this.answer(call, (request) => ok(change(valid(request))));
  }

  count(call: string): number {
    return this.counts.get(call) ?? 0;
  }

  reset(): void {
    this.overrides.clear();
    this.counts.clear();
  }

  async install(page: Page): Promise<void> {
    await interceptApi(page, (request) => this.handle(request));
  }

  private async handle(intercepted: ApiRequest): Promise<void> {
    const { call } = intercepted;
    const count = this.count(call) + 1;
    this.counts.set(call, count);
    const request =
      (intercepted.postJson() as { requestData?: Record<string, string> } | undefined)?.requestData ?? {};
    const override = this.overrides.get(call);
    const valid = VALID_DATA[call];
    if (!override && !valid) return intercepted.pass();
    const answer = override ? await override(request, count) : ok(valid?.(request));
    await intercepted.fulfill({
      status: answer.status,
      contentType: typeof answer.body === 'string' ? 'text/plain' : 'application/json',
      body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
    });
  }
}
