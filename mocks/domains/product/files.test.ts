// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPdfText as read } from '@mocks/testing/read-pdf-text';
import { disclosureReports, documentsOf } from './documents';
import { productFilePdf } from './files';
import { wrapText } from './pdf-writer';

describe('product files on the preview path', () => {
  it('a disclosure is a PDF of its own: its title, date and summary, as many pages as its entry', async () => {
    const report = disclosureReports().find(
      (r) => r.reportType === 'QUARTERLY' && r.productCode === 'XT2023008',
    );
    expect(report).toBeDefined();
    const pages = await read(productFilePdf(report!.fileId)!);
    expect(pages).toHaveLength(report!.pages);
    expect(pages[0]).toContain(report!.title.slice(0, 12));
    expect(pages[0]).toContain(report!.summary);
    expect(pages[0]).toContain(`发布日期 ${report!.publishDate}`);
    expect(pages.at(-1)).toContain(`第 ${report!.pages} 页 / 共 ${report!.pages} 页`);
  });

  it('a product document carries the product’s facts (起投, 递增, tiers) and its page count', async () => {
    const contract = documentsOf('XT2024001').find((d) => d.docType === 'TRUST_CONTRACT')!;
    const pages = await read(productFilePdf(contract.fileId)!);
    expect(pages).toHaveLength(contract.pages);
    expect(pages[0]).toContain('认购起点：100万元，超出部分以10万元的整数倍递增');
    expect(pages[0]).toContain('100万元（含）至300万元 5.40%/年；300万元（含）以上 5.60%/年');
    expect(pages.join('')).toContain('委托人（签字）');
  });

  it('is the same bytes every time, and unknown ids are not its files', () => {
    const id = documentsOf('JZ2022003')[0]!.fileId;
    expect(productFilePdf(id)).toEqual(productFilePdf(id));
    expect(productFilePdf('FRPT-NOPE-001')).toBeUndefined();
  });

  it('wraps Chinese at full width and Latin at half width', () => {
    expect(wrapText('一二三四五六', 10, 30)).toEqual(['一二三', '四五六']);
    expect(wrapText('abcdef', 10, 30)).toEqual(['abcdef']);
    expect(wrapText('一二三四', 10, 30, 2)).toEqual(['一', '二三四']);
  });
});
