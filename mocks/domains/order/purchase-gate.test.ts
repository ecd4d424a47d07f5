import { describe, expect, it } from 'vitest';
import { purchaseGate, type GateCard, type GateInvestor, type GateProduct } from './purchase-gate';

const TODAY = '2026-11-20';

const INVESTOR: GateInvestor = {
  name: '张伟',
  idNoMasked: '310115********053X',
  realNameVerified: true,
  riskLevel: 'C3',
  riskValidUntil: '2027-08-19',
  qualifiedState: 'CERTIFIED',
  qualifiedValidUntil: '2027-03-31',
  elderly: false,
  elderlyDeclarationSigned: false,
  crsDeclared: true,
  crsText: '仅为中国税收居民',
};
const XT2024001: GateProduct = {
  productCode: 'XT2024001',
  productName: '鑫享稳健1号集合资金信托计划',
  riskLevel: 'R3',
  needsDoubleRecord: true,
  acceptedBanks: ['招商银行'],
};
const CARDS: GateCard[] = [
  { bnkName: '招商银行', cardNoLast4: '5678', isDefault: true, selectable: true },
  { bnkName: '中国工商银行', cardNoLast4: '0123', isDefault: false, selectable: false },
];

const gate = (investor: Partial<GateInvestor> = {}, product: Partial<GateProduct> = {}, cards = CARDS) =>
  purchaseGate({ ...INVESTOR, ...investor }, { ...XT2024001, ...product }, cards, TODAY);
const row = (answer: ReturnType<typeof gate>, item: string) => answer.checks.find((c) => c.item === item);

describe('purchaseGate', () => {
  it('lets the demo investor (C3, qualified, CRS, 招商银行) buy the R3 鑫享稳健1号, all eight checks in order', () => {
    const answer = gate();
    expect(answer.canBuy).toBe(true);
    expect(answer.checks.map((c) => `${c.item}:${c.state}`)).toEqual([
      'SESSION:PASSED',
      'REAL_NAME:PASSED',
      'RISK_ASSESSMENT:PASSED',
      'QUALIFIED_INVESTOR:PASSED',
      'ELDERLY_DECLARATION:NOT_REQUIRED',
      'CRS_DECLARATION:PASSED',
      'BANK_CARD:PASSED',
      'DOUBLE_RECORD:NOTICE',
    ]);
    expect(row(answer, 'RISK_ASSESSMENT')).toMatchObject({
      summary: '平衡型(C3)',
      message: '有效期至2027-08-19，可购买R1–R3级产品',
    });
    expect(row(answer, 'BANK_CARD')).toMatchObject({
      summary: '招商银行(5678)',
      message: '本产品仅支持招商银行卡付款',
    });
  });

  it('blocks a C2 investor facing an R3 product and says which levels fit', () => {
    const answer = gate({ riskLevel: 'C2' });
    expect(answer.canBuy).toBe(false);
    expect(row(answer, 'RISK_ASSESSMENT')).toEqual({
      item: 'RISK_ASSESSMENT',
      state: 'FAILED',
      summary: '风险不匹配',
      message: '您的风险承受能力为稳健型(C2)，本产品为R3中风险，请重新测评或选择R1–R2级产品',
    });
  });

  it('C1 buys R1 only', () => {
    expect(gate({ riskLevel: 'C1' }, { riskLevel: 'R2' }).canBuy).toBe(false);
    expect(gate({ riskLevel: 'C1' }, { riskLevel: 'R1' }).canBuy).toBe(true);
  });

  it('an expired assessment blocks; one that expires within 30 days warns but lets through', () => {
    const expired = gate({ riskValidUntil: '2026-11-19' });
    expect(expired.canBuy).toBe(false);
    expect(row(expired, 'RISK_ASSESSMENT')).toMatchObject({ state: 'FAILED', summary: '已过期' });
    expect(expired.investorRiskLevel).toBeUndefined();
    const expiring = gate({ riskValidUntil: '2026-11-29' });
    expect(expiring.canBuy).toBe(true);
    expect(row(expiring, 'RISK_ASSESSMENT')).toMatchObject({
      state: 'WARNING',
      message: '测评将于2026-11-29到期（剩余10天），到期后须重新测评',
    });
  });

  it('never assessed: 未测评', () => {
    expect(row(gate({ riskLevel: undefined, riskValidUntil: undefined }), 'RISK_ASSESSMENT')).toMatchObject({
      state: 'FAILED',
      summary: '未测评',
    });
  });

  it('an elderly investor meets the declaration first, and it blocks until signed', () => {
    const unsigned = gate({ elderly: true });
    expect(unsigned.checks.map((c) => c.item).slice(0, 3)).toEqual([
      'SESSION',
      'REAL_NAME',
      'ELDERLY_DECLARATION',
    ]);
    expect(row(unsigned, 'ELDERLY_DECLARATION')).toMatchObject({ state: 'FAILED', summary: '未签署' });
    expect(unsigned.canBuy).toBe(false);
    expect(unsigned.doubleRecordRequired).toBe(true);
    const signed = gate({ elderly: true, elderlyDeclarationSigned: true });
    expect(signed.canBuy).toBe(true);
    expect(
      row(
        gate({ elderly: true, elderlyDeclarationSigned: true, riskLevel: 'C5' }, { riskLevel: 'R5' }),
        'ELDERLY_DECLARATION',
      ),
    ).toMatchObject({ state: 'WARNING' });
  });

  it('qualified investor: 审核中 waits (PENDING), 未认证 / 已驳回 / 已过期 fail', () => {
    expect(row(gate({ qualifiedState: 'REVIEWING' }), 'QUALIFIED_INVESTOR')?.state).toBe('PENDING');
    expect(gate({ qualifiedState: 'REVIEWING' }).canBuy).toBe(false);
    for (const state of ['NONE', 'REJECTED', 'EXPIRED'] as const) {
      expect(row(gate({ qualifiedState: state }), 'QUALIFIED_INVESTOR')?.state).toBe('FAILED');
    }
    expect(
      row(
        gate({ qualifiedState: 'REJECTED', qualifiedRejectReason: '资产证明已超过1个月' }),
        'QUALIFIED_INVESTOR',
      )?.message,
    ).toBe('认证未通过：资产证明已超过1个月，请重新提交材料');
  });

  it('no CRS declaration, no card, or no card the product takes: blocked', () => {
    expect(row(gate({ crsDeclared: false }), 'CRS_DECLARATION')?.state).toBe('FAILED');
    expect(row(gate({}, {}, []), 'BANK_CARD')).toMatchObject({ state: 'FAILED', summary: '未绑卡' });
    const icbcOnly = gate({}, {}, [
      { bnkName: '中国工商银行', cardNoLast4: '0123', isDefault: true, selectable: false },
    ]);
    expect(row(icbcOnly, 'BANK_CARD')).toMatchObject({
      state: 'FAILED',
      message: '本产品仅支持招商银行卡付款，请绑定可用的银行卡',
    });
  });

  it('a product without double recording says so, and a warning never blocks', () => {
    const answer = gate(
      { riskValidUntil: '2026-11-29' },
      { needsDoubleRecord: false, acceptedBanks: undefined },
    );
    expect(row(answer, 'DOUBLE_RECORD')).toEqual({
      item: 'DOUBLE_RECORD',
      state: 'NOT_REQUIRED',
      summary: '无需双录',
    });
    expect(row(answer, 'BANK_CARD')).toEqual({
      item: 'BANK_CARD',
      state: 'PASSED',
      summary: '招商银行(5678)',
    });
    expect(answer.canBuy).toBe(true);
  });
});
