import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

describe('findArticleList', () => {
  it('finds the articles whose title or summary holds the keyword, newest first, paged', async () => {
    const page = (
      await checkedCall<{ list: { title: string; summary: string; publishDate: string }[]; total: number }>(
        'findArticleList',
        { pageNum: 1, pageSize: 50, keyword: '信托' },
      )
    ).result.data!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((a) => a.title.includes('信托') || a.summary.includes('信托'))).toBe(true);
    const dates = page.list.map((a) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers an empty page for a keyword nothing holds', async () => {
    const page = (
      await checkedCall<{ total: number }>('findArticleList', { pageNum: 1, pageSize: 10, keyword: '无此词' })
    ).result.data!;
    expect(page.total).toBe(0);
  });
});
