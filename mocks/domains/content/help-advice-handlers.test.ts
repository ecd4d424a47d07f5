import { describe, expect, it } from 'vitest';
import { responseSchemaOf } from '../../contract/response-schemas';
import { postCall } from '../../testing/post-call';
import { setupMockApi } from '../../testing/setup-mock-api';

/** Area P2's mock over the wire (fresh seed per test); every answer must match the contract. */
setupMockApi();

async function call<T>(name: string, requestData: unknown) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { result: { statusCode: string; msg: string; data?: T } };
}

describe('help centre mock', () => {
  it('counts the questions of the four categories', async () => {
    const { result } = await call<{ categoryName: string; questionCount: number }[]>('helpCenterList', {});
    expect(result.data?.map((c) => [c.categoryName, c.questionCount])).toEqual([
      ['账户与登录', 3],
      ['认购与交易', 4],
      ['收益与赎回', 3],
      ['安全与隐私', 3],
    ]);
  });

  it('lists a category, the hot questions, and searches answers’ text (not their markup)', async () => {
    const byCategory = await call<{ questionId: string }[]>('helpQuestionList', { categoryCode: 'TRADE' });
    expect(byCategory.result.data?.map((q) => q.questionId)).toEqual([
      'FAQ0201',
      'FAQ0202',
      'FAQ0203',
      'FAQ0204',
    ]);
    const hot = await call<{ hot?: boolean }[]>('helpQuestionList', {});
    expect(hot.result.data).toHaveLength(5);
    expect(hot.result.data?.every((q) => q.hot)).toBe(true);
    const found = await call<{ questionId: string }[]>('helpQuestionList', { keyword: '24小时' });
    expect(found.result.data?.map((q) => q.questionId)).toEqual(['FAQ0204']);
    const markup = await call<unknown[]>('helpQuestionList', { keyword: 'strong' });
    expect(markup.result.data).toEqual([]);
  });
});
