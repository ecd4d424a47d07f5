import type { Locator, Page } from 'playwright-core';
import type { Answer } from './answers';
import type { ApiStub } from './api-stub';

/**
 * The hostile suite's table: each route names how to reach the state under test, the answers it
 * reads, how to reveal every server text it shows, and its writes with the control a burst hits.
 * A domain adds a file of rows (<domain>-rows.ts) as its pages land and lists it in ROUTE_ROWS
 * (routes.ts).
 */
export interface Ctx {
  page: Page;
  stub: ApiStub;
  /** The app address of a route: url('/phone/bankCardList'). */
  url: (route: string) => string;
}

export interface ReadCase {
  /** The call whose answer the page reads. */
  call: string;
  /** Opens the state in which that answer is shown (defaults to the row's open). */
  show?: (ctx: Ctx) => Promise<void>;
  /**
   * When the page reads a failure's data (a refusal), not a success: that data, and the answer
   * that carries it. Default: the call's valid success data, sent as a success.
   */
  failureData?: { data: unknown; answer: (data: unknown) => Answer };
}

export interface WriteCase {
  name: string;
  call: string;
  /** Gets to the control, answering what must be answered first. */
  arrange: (ctx: Ctx) => Promise<void>;
  /** The controls hit by a burst of 10 taps each, in order (e.g. the button, then the dialog's OK). */
  bursts: ((ctx: Ctx) => Locator)[];
  /**
   * Run with no other write beside it: its arrange measures where a control has come to rest
   * (a sheet sliding up), which other pages' work on the same two cores can keep from settling.
   */
  alone?: boolean;
}

export interface RouteRow {
  route: string;
  /** Answers the route needs beside the valid ones (set before every case's own). */
  given?: (stub: ApiStub) => void;
  open: (ctx: Ctx) => Promise<void>;
  /** Shows every server text of the route (dialogs, pickers); the page is checked after each step. */
  reveal?: ((ctx: Ctx) => Promise<void>)[];
  /** Calls whose markup-laden answers this route shows (beside the failure messages). */
  markupCalls: string[];
  /** A refusal with server data this route shows, poisoned in the markup case. */
  markupRefusal?: { call: string; answer: (data: unknown) => Answer };
  reads: ReadCase[];
  writes: WriteCase[];
}
