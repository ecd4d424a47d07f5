// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPdfText as read } from '@mocks/testing/read-pdf-text';
import type { ContractDocumentsData } from '@gen/model/contractDocumentsData';
import type { ContractElements } from '@gen/model/contractElements';
import { STORY_ORDERS } from '@mocks/db/seed/story';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { documentsOf as productDocumentsOf } from '../product/documents';
import { findProduct } from '../product/seed';
import { orderContractPdf } from './order-contract-pdf';

/** The document the investor signs says what the app shows: same elements, same page count. */
setupMockApi();

const ORDER = STORY_ORDERS.toSign.orderNo;
const HT = `HT${ORDER.slice(2)}`;

describe('an order’s trust contract PDF', () => {
  it('is printed from the elements 确认合同信息 shows and the 保管人 of 产品要素', async () => {
    const listed = await callData<ContractDocumentsData>('productContractDocuments', { orderNo: ORDER });
    const contract = listed.documents.find((d) => d.docType === 'TRUST_CONTRACT')!;
    const elements = await callData<ContractElements>('getContractElements', {
      orderNo: ORDER,
      contractNo: HT,
    });
    const pages = await read(orderContractPdf(contract.fileId)!);
    expect(pages).toHaveLength(contract.pageCount);
    const first = pages[0]!;
    expect(first).toContain(`合同编号：${elements.contractNo}`);
    expect(first).toContain(`保管人：${findProduct('XT2024001')!.custodian}`);
    expect(first).toContain(`业绩比较基准：${elements.benchmarkRate}%`);
    expect(first).toContain('人民币 1,000,000.00 元');
    expect(first).toContain(`银行账号：${elements.cardNoMasked}`);
    expect(first).toContain(`签署日期：${elements.signDate}`);
    expect(pages.join('')).not.toContain('上海分行');
  });

  it('lists the same page counts as the product’s 产品文件 tab', async () => {
    const listed = await callData<ContractDocumentsData>('productContractDocuments', { orderNo: ORDER });
    const published = productDocumentsOf('XT2024001');
    for (const type of ['TRUST_CONTRACT', 'PROSPECTUS', 'RISK_DECLARATION', 'RISK_DISCLOSURE'] as const) {
      const inList = listed.documents.find((d) => d.docType === type)!;
      const onTab = published.find((d) => d.docType === type)!;
      expect([type, inList.pageCount]).toEqual([type, onTab.pages]);
    }
  });
});
