import type { Distribution } from '@gen/model/distribution';
import type { TradeRecord } from '@gen/model/tradeRecord';

/** Records in the demo investor's shape, for the gallery and the block's tests. */
export const SAMPLE_TRADES: TradeRecord[] = [
  {
    tradeNo: 'TR202611190001',
    productCode: 'JZ2022003',
    productName: '华信价值精选1号证券投资集合资金信托计划',
    tradeType: 'REDEEM',
    applyTime: '2026-11-19T10:12:00+08:00',
    shares: '200000.00',
    status: 'PROCESSING',
    statusText: '待签约',
    bankName: '招商银行',
    cardTail: '5678',
  },
  {
    tradeNo: 'TR202406130002',
    productCode: 'JZ2022003',
    productName: '华信价值精选1号证券投资集合资金信托计划',
    tradeType: 'REDEEM',
    applyTime: '2024-06-13T14:05:00+08:00',
    confirmDate: '2024-06-17',
    amount: '137509.00',
    shares: '100000.00',
    nav: '1.382',
    fee: '691.00',
    status: 'CONFIRMED',
    bankName: '招商银行',
    cardTail: '5678',
  },
  {
    tradeNo: 'TR202405020003',
    productCode: 'XS2023001',
    productName: '鑫享稳健1号集合资金信托计划',
    tradeType: 'ADDITIONAL',
    applyTime: '2024-05-02T09:30:00+08:00',
    amount: '1000000.00',
    status: 'CANCELLED',
    bankName: '中国工商银行',
    cardTail: '0123',
  },
];

export const SAMPLE_DISTRIBUTION: Distribution = {
  distributionId: 'DS202606200004',
  productCode: 'XS2023001',
  productName: '鑫享稳健1号集合资金信托计划',
  period: 4,
  distributionType: 'PRINCIPAL_AND_INCOME',
  amount: '2063769.86',
  principalAmount: '2000000.00',
  incomeAmount: '63769.86',
  payDate: '2026-06-20',
  interestStart: '2025-12-20',
  interestEnd: '2026-06-20',
  rate: '6.40',
  bankName: '中国工商银行',
  cardTail: '0123',
};
