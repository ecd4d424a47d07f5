import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '@gen/model/articleDetail';
import type { ArticleSummaryPage } from '@gen/model/articleSummaryPage';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { HOSTILE_ARTICLE_ID } from './news-articles';
import { reportPdf } from './news-files';

/** The news mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

describe('news mock', () => {
  it('pages the twelve news articles newest first, without reports or live previews', async () => {
    const first = (await checkedCall('getArticleList', { pageNum: 1, pageSize: 5 })).result
      .data as ArticleSummaryPage;
    expect(first.total).toBe(12);
    expect(first.list.map((a) => a.articleId)[0]).toBe('AR202406280012');
    const dates = first.list.map((a) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await checkedCall('getArticleList', { pageNum: 3, pageSize: 5 })).result
      .data as ArticleSummaryPage;
    expect(last.list).toHaveLength(2);
    expect(last.list.some((a) => ['RESEARCH_REPORT', 'LIVE'].includes(a.categoryCode))).toBe(false);
  });

  it('filters by category: reports and live previews have their own lists', async () => {
    const reports = await callData<ArticleSummaryPage>('getArticleList', {
      pageNum: 1,
      pageSize: 10,
      categoryCode: 'RESEARCH_REPORT',
    });
    expect(reports.total).toBe(3);
    const risk = await callData<ArticleSummaryPage>('getArticleList', {
      pageNum: 1,
      pageSize: 10,
      categoryCode: 'RISK_NOTICE',
    });
    expect(risk.list.every((a) => a.categoryName === '风险提示')).toBe(true);
  });

  it('answers the contract example article with images and a table', async () => {
    const detail = (await checkedCall('getArticleDetail', { articleId: 'AR202406280012' })).result
      .data as ArticleDetail;
    expect(detail.title).toBe('华信信托荣获2024年度“卓越财富管理信托公司”奖');
    expect(detail.contentHtml).toContain('<table>');
    expect(detail.contentHtml).toContain('fileId=F202406280004');
  });

  it('keeps the hostile article’s markup for the client to sanitise', async () => {
    const detail = await callData<ArticleDetail>('getArticleDetail', { articleId: HOSTILE_ARTICLE_ID });
    expect(detail.contentHtml).toContain('<script>');
  });

  it('refuses an unknown or withdrawn article with 05100301', async () => {
    const answer = await checkedCall('getArticleDetail', { articleId: 'AR000000000000' });
    expect(answer.result).toMatchObject({ statusCode: '05100301', msg: '该资讯不存在或已下架' });
  });

  it('counts a view: newsClickRecord raises the count the list and detail show', async () => {
    const record = await checkedCall('newsClickRecord', { articleId: 'AR202406250008' });
    expect(record.result.data).toEqual({ readCount: 2875 });
    const detail = await callData<ArticleDetail>('getArticleDetail', { articleId: 'AR202406250008' });
    expect(detail.readCount).toBe(2875);
  });

  it('serves covers as SVG and the reports as a PDF on the preview path', async () => {
    const cover = await fetch(`${location.origin}/xtmk/apph5/appgw/crm/file/preview?fileId=F202406280001`);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    const pdf = await fetch(`${location.origin}/xtmk/apph5/appgw/crm/file/preview?fileId=FRPT202407050001`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(reportPdf('x')).startsWith('%PDF-1.4')).toBe(true);
  });

  it('pages the news flashes newest first', async () => {
    const page = (await checkedCall('newsFlashList', { pageNum: 1, pageSize: 3 })).result.data as {
      list: { flashId: string }[];
      total: number;
    };
    expect(page.total).toBe(6);
    expect(page.list.map((f) => f.flashId)).toEqual(['NF202407100003', 'NF202407090002', 'NF202407090001']);
  });

  it('pages the morning papers newest first and answers one in full, like the contract example', async () => {
    const page = (await checkedCall('morningPaperList', { pageNum: 1, pageSize: 2 })).result.data as {
      list: { paperId: string }[];
      total: number;
    };
    expect(page.total).toBe(3);
    expect(page.list.map((p) => p.paperId)).toEqual(['MP20240710', 'MP20240709']);
    const paper = (await checkedCall('morningPaperDetail', { paperId: 'MP20240710' })).result.data as {
      indices: { name: string; changePct: string }[];
      sections: { heading: string }[];
    };
    expect(paper.indices.map((i) => i.changePct)).toEqual(['0.38', '0.62', '-0.15']);
    expect(paper.sections.map((s) => s.heading)).toEqual(['宏观要闻', '华信动态']);
  });

  it('refuses an unknown morning paper with 05100311', async () => {
    const answer = await checkedCall('morningPaperDetail', { paperId: 'MP19990101' });
    expect(answer.result).toMatchObject({ statusCode: '05100311', msg: '该期早报不存在或已下线' });
  });
});
