import { describe, expect, it } from 'vitest';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

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

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const upload = () =>
  call<{ fileId: string }>('uploadImage', {
    bizType: 'OPINION',
    fileName: 'a.png',
    contentType: 'image/png',
    base64Content: PNG,
  });

describe('complaints mock', () => {
  it('lists 张伟’s three opinions newest first, masked phone, reply on the replied one', async () => {
    const { result } = await call<{
      list: { status: string; contactPhoneMasked: string; replyContent?: string }[];
      total: number;
    }>('queryOpinionList', { pageNum: 1, pageSize: 10 });
    expect(result.data?.total).toBe(3);
    expect(result.data?.list.map((o) => o.status)).toEqual(['PENDING', 'PROCESSING', 'REPLIED']);
    expect(result.data?.list[0]?.contactPhoneMasked).toBe('138****5678');
    expect(result.data?.list[2]?.replyContent).toMatch(/感谢您的宝贵建议/);
  });

  it('stores an opinion with two uploaded images; it comes first in the history as 待处理', async () => {
    const a = (await upload()).result.data!.fileId;
    const b = (await upload()).result.data!.fileId;
    const added = await call<{ opinionId: string; status: string }>('addOpinion', {
      opinionType: 'SYSTEM',
      content: '登录后偶尔白屏，需要重新打开。',
      imageFileIds: [a, b],
      contactPhone: '13900001111',
    });
    expect(added.result.msg).toBe('提交成功');
    const { result } = await call<{
      list: { opinionId: string; imageFileIds: string[]; contactPhoneMasked: string }[];
    }>('queryOpinionList', { pageNum: 1, pageSize: 10 });
    expect(result.data?.list[0]).toMatchObject({
      opinionId: added.result.data!.opinionId,
      imageFileIds: [a, b],
      contactPhoneMasked: '139****1111',
    });
  });

  it('refuses an image id it never stored, a sixth opinion in a day, and an image over 5 MB', async () => {
    const ghost = await call('addOpinion', {
      opinionType: 'OTHER',
      content: '五个字以上',
      imageFileIds: ['F000'],
    });
    expect(ghost.result.statusCode).toBe('05162002');
    for (let i = 0; i < 5; i++)
      await call('addOpinion', { opinionType: 'OTHER', content: `第${i}条建议内容` });
    const sixth = await call('addOpinion', { opinionType: 'OTHER', content: '第六条建议内容' });
    expect(sixth.result.statusCode).toBe('05162001');
    const big = await call('uploadImage', {
      bizType: 'OPINION',
      fileName: 'big.jpg',
      contentType: 'image/jpeg',
      base64Content: 'A'.repeat(6_990_508),
    });
    expect(big.result.statusCode).toBe('05162011');
  });
});
