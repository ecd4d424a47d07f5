import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

describe('transferContractElements', () => {
  it('fills the agreement’s elements with the transfer’s figures', async () => {
    const answer = await checkedCall('transferContractElements', {
      productCode: 'XT2023008',
      shares: '500000.00',
      price: '505000.00',
      transfereeName: '陈静',
    });
    expect(answer.result.data).toMatchObject({
      agreementName: '信托受益权转让协议',
      transferorName: '张伟',
      transfereeNameMasked: '陈*',
      unitPrice: '1.0100',
      fee: '505.00',
      bankName: '招商银行',
      cardNoMasked: '6214********5678',
    });
  });

  it('refuses a holding that may not be transferred with 05050009', async () => {
    const answer = await checkedCall('transferContractElements', {
      productCode: 'JZ2022003',
      shares: '100000.00',
      price: '100000.00',
      transfereeName: '陈静',
    });
    expect(answer.result.statusCode).toBe('05050009');
  });
});
