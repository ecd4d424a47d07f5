import createClient from 'openapi-fetch';
import type { paths } from '@gen/paths';
import { isApiError } from '@/api/api-error';
import { setApiClient, trustAppApi } from '@/api/trust-app-api';
import { callFacts } from '@tests/support/call-facts';
import type { Answer } from './answers';

const ORIGIN = 'http://hostile-answer.test';
const API_PATH = '/xtmk/apph5/services/trustAppApi/';

/** The answer the transport is handed next (the test process makes one call at a time). */
let next: Answer | undefined;

setApiClient(
  createClient<paths>({
    baseUrl: ORIGIN,
    fetch: () => {
      const answer = next ?? { status: 500, body: '' };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const type = typeof answer.body === 'string' ? 'text/plain' : 'application/json';
      return Promise.resolve(
        new Response(text, { status: answer.status, headers: { 'Content-Type': type } }),
      );
    },
  }),
);

/**
 * A message as the page's screen tells it apart: plain Chinese words (no markup, no Latin letters)
 * are drawn as the text they are, whatever they say, so one such message stands for all; any
 * other message is its own case (markup must stay text, English must never show).
 */
const wordsOf = (message: string) => (/[<>&"'A-Za-z]/.test(message) ? message : 'plain words');

/**
 * What a page's hook gets from the transport (src/api/trust-app-api.ts, with its call facts
 * from the contract) when `call` is answered `answer`: the data it resolves with, or the
 * ApiError it rejects with, as a key. Two answers with one key reach the page as one and the
 * same thing (up to the words of a plain message), so the page shows the same screen for both.
 *
 * The error's `detail` (which fields missed the schema, for the console) is left out: nothing
 * shows it. The status-code catalogue the app installs picks its row from the fields that are in
 * the key (kind, codes, HTTP status, result), and its text from them or from the message's words,
 * so it cannot tell such answers apart either.
 */
export async function pageOutcomeOf(call: string, answer: Answer, request: unknown): Promise<string> {
  const facts = await callFacts(call);
  if (!facts) return `unknown call ${call}`;
  next = answer;
  try {
    const data = await trustAppApi<unknown>(
      { url: `${API_PATH}${call}`, method: 'POST', data: request },
      {},
      { [call]: facts },
    );
    return JSON.stringify({ data });
  } catch (error) {
    if (!isApiError(error)) return `thrown ${String(error)}`;
    const { kind, code, statusCode, httpStatus, httpStatusText, message, result } = error;
    return JSON.stringify({
      kind,
      code,
      statusCode,
      httpStatus,
      httpStatusText,
      words: wordsOf(message),
      result,
    });
  } finally {
    next = undefined;
  }
}
