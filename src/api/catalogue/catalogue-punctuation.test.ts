import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '@mocks/scenarios/outcomes';
import { httpFailed, TEXT } from './catalogue-texts';

/** An ASCII comma, parenthesis, colon or full stop right after a Chinese character. */
const ASCII_AFTER_HAN = /\p{Script=Han}[,():.;!?]/u;

/**
 * What the investor reads in a toast or an error block is Chinese text with Chinese punctuation
 * (网络异常，请检查网络后重试), the app's own texts and the mock's server messages alike: the mock
 * is the story the backend's messages are written against.
 */
describe('Chinese punctuation in messages', () => {
  it.each(Object.entries(TEXT))('the catalogue text %s', (_, text) => {
    expect(text).not.toMatch(ASCII_AFTER_HAN);
  });

  it('the failed-HTTP texts', () => {
    for (const status of [404, 500, 502]) expect(httpFailed(status)).not.toMatch(ASCII_AFTER_HAN);
  });

  it('every message the mock’s status and gateway outcomes answer with', async () => {
    const context = { name: 'queryOrderList', delayMs: 0, normalAnswer: async () => undefined };
    const coded = OUTCOMES.filter((outcome) => outcome.family === 'status' || outcome.family === 'gateway');
    const bodies = await Promise.all(
      coded.map(async (outcome) => {
        const answer = await outcome.respond(context);
        return JSON.stringify(await answer?.json());
      }),
    );
    const messages = bodies.flatMap((body) =>
      [...body.matchAll(/"msg":"([^"]*)"/g)].map((match) => match[1]!),
    );
    expect(messages.length).toBeGreaterThanOrEqual(coded.length);
    expect(messages.filter((msg) => ASCII_AFTER_HAN.test(msg))).toEqual([]);
  });
});
