import type { Page } from 'playwright-core';
import { operations } from '@gen/operations';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { WRONG_SHAPES, wrongShapesOf, type WrongShape } from '@mocks/scenarios/wrong-shapes';
import { HOSTILE_VECTORS } from '@/page-kit/safe-html/testing/hostile-vectors';
import { interceptApi, type ApiRequest } from './api-intercept';
import { markupFailure } from './answers';

/**
 * The sweep's backend (a hostile backend for every real route): each trustAppApi call goes on to
 * Prism (the contract's example answer) and comes back spoiled the way the current mode says, for
 * every read at once. No per-route table is needed, so a page is swept the day it lands; the
 * hand-written rows (routes.ts) go deeper where a route has dialogs, pickers or writes.
 */
export type SweepMode =
  | { kind: 'pass' }
  /** Every free-text field that stays valid with markup in it gets a hostile vector. */
  | { kind: 'markup' }
  | { kind: 'shape'; shape: WrongShape }
  | { kind: 'http502' }
  | { kind: 'markup-failure' };

type Json = Parameters<typeof wrongShapesOf>[0];
type Envelope = { code?: string; result?: { statusCode?: string; data?: Json } };

const isRead = (call: string) =>
  (operations as Record<string, { read: boolean } | undefined>)[call]?.read === true;

/**
 * `data` with each string leaf replaced by a hostile vector where the call's response schema still
 * accepts it (a field with a pattern, an enum or a length limit keeps its value: markup there is a
 * wrong shape, which the shape mode covers). So the page receives markup exactly where a well-typed
 * answer can carry it, and must show it as text.
 */
export function markupEverywhere(call: string, body: Envelope): Envelope {
  const schema = responseSchemaOf(call);
  const data = body.result?.data;
  if (!schema || data === undefined) return body;
  const accepts = (candidate: Json) =>
    schema.safeParse({ ...body, result: { ...body.result, data: candidate } }).success;
  if (!accepts(data)) return body;
  let next = 0;
  let current: Json = structuredClone(data);
  const visit = (value: Json, set: (v: Json) => void) => {
    if (typeof value === 'string') {
      const vector = HOSTILE_VECTORS[next % HOSTILE_VECTORS.length] ?? '';
      set(vector);
      if (accepts(current)) next += 1;
      else set(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, (v) => (value[index] = v)));
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, Json>;
      for (const key of Object.keys(record)) visit(record[key] as Json, (v) => (record[key] = v));
    }
  };
  visit(current, (v) => (current = v));
  return { ...body, result: { ...body.result, data: current } };
}

/** Intercepts the page's calls; `mode` and `calls` are read on every request. */
export class SweepStub {
  mode: SweepMode = { kind: 'pass' };
  /** The reads the page made since the last reset, in order, with whether data came back. */
  readonly reads = new Set<string>();

  async install(page: Page): Promise<void> {
    await interceptApi(page, (request) => this.handle(request));
  }

  reset(mode: SweepMode): void {
    this.mode = mode;
    this.reads.clear();
  }

  private async handle(request: ApiRequest): Promise<void> {
    const { call } = request;
    if (!isRead(call)) return request.pass();
    this.reads.add(call);
    const mode = this.mode;
    if (mode.kind === 'http502')
      return request.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><h1>502 Bad Gateway</h1></html>',
      });
    if (mode.kind === 'markup-failure') {
      const answer = markupFailure(this.reads.size);
      return request.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      });
    }
    // The contract's example, from Prism.
    if (mode.kind === 'pass') return request.pass();
    const response = await request.fetch();
    if (!response) return;
    const body = await response
      .text()
      .then((text) => JSON.parse(text) as Envelope)
      .catch(() => undefined);
    const data = body?.result?.data;
    if (!body || data === undefined || body.result?.statusCode !== '00000000') return response.pass();
    const spoiled =
      mode.kind === 'markup'
        ? markupEverywhere(call, body)
        : {
            ...body,
            result: {
              ...body.result,
              data: wrongShapesOf(data).find((s) => s.shape === mode.shape)?.data ?? data,
            },
          };
    return response.replace(JSON.stringify(spoiled));
  }
}

/**
 * The spoiled modes a route is opened under: markup in every well-typed text, one wrong shape and
 * one failure, rotating over routes so that the whole suite meets every shape and both failure
 * kinds while each route costs three loads (the sweep grows with every page that lands).
 */
export function sweepModes(routeIndex: number): { name: string; mode: SweepMode }[] {
  const shape = WRONG_SHAPES[routeIndex % WRONG_SHAPES.length] ?? 'null-in-list';
  const failure: { name: string; mode: SweepMode } =
    routeIndex % 2 === 0
      ? { name: 'HTTP 502 with an HTML body', mode: { kind: 'http502' } }
      : { name: 'business failure with a markup message', mode: { kind: 'markup-failure' } };
  return [
    { name: 'markup in every well-typed text', mode: { kind: 'markup' } },
    { name: `wrong shape ${shape}`, mode: { kind: 'shape', shape } },
    failure,
  ];
}
