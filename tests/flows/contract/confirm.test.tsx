import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAllRequired, SIGNATURE_PNG } from '@mocks/domains/contract/testing';
import { orderStatusOf } from '@mocks/domains/contract/sign-rules';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import type { SignatureSheetProps } from '@/page-kit/signature-pad';
import { renderRoute } from '@tests/support/render-route';
import { expectLocation, footer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

/**
 * The kit's signature sheet draws on a canvas (its own tests, and Chromium in the sign journey);
 * here a stand-in hands the page a PNG when 确认 is tapped, or a tiny one that the server refuses.
 */
vi.mock('@/page-kit/signature-pad/signature-sheet', () => ({
  SignatureSheet: ({ visible, title, onConfirm, onCancel }: SignatureSheetProps) =>
    visible ? (
      <div role="dialog" aria-label="手写签名">
        <p>{title}</p>
        <button
          type="button"
          onClick={() => {
            const bytes = Uint8Array.from(atob(SIGNATURE_PNG.slice(0, 96)), (c) => c.charCodeAt(0));
            void Promise.resolve(
              onConfirm(new Blob([bytes, new Uint8Array(300)], { type: 'image/png' })),
            ).catch(() => undefined);
          }}
        >
          确认签名
        </button>
        <button
          type="button"
          onClick={() =>
            void Promise.resolve(onConfirm(new Blob([new Uint8Array(4)], { type: 'image/png' }))).catch(
              () => undefined,
            )
          }
        >
          确认空白签名
        </button>
        <button type="button" onClick={onCancel}>
          取消
        </button>
      </div>
    ) : null,
}));

setupMockApi();

const ORDER = 'OD202611200001'; // 追加 100万 into 鑫享稳健1号
const confirmPath = (contractNo: string, route = 'confirmContract', orderNo = ORDER) =>
  `/phone/${route}?orderNo=${orderNo}&contractNo=${contractNo}`;

describe('confirmContract (the elements before signing)', () => {
  it('shows 合同编号, 委托人 masked, the amount in figures and capitals, the beneficiary account masked, the date', async () => {
    await readAllRequired(ORDER);
    renderRoute(confirmPath('HT202611200001'));
    expect(
      await screen.findByRole('heading', { name: '《鑫享稳健1号集合资金信托计划信托合同》' }),
    ).toBeInTheDocument();
    const facts = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('definition');
    expect(facts('合同').map((d) => d.textContent)).toEqual([
      'HT202611200001',
      '华信信托股份有限公司',
      '鑫享稳健1号集合资金信托计划',
      '追加认购',
      ORDER,
    ]);
    expect(facts('委托人').map((d) => d.textContent)).toEqual([
      '张伟',
      '居民身份证',
      '3101**********053X',
      '138****5678',
    ]);
    expect(facts('认购金额').map((d) => d.textContent)).toEqual([
      '1,000,000.00 元',
      '人民币壹佰万元整',
      '5.60%（年化，不构成收益承诺）',
      '36个月',
    ]);
    expect(facts('受益账户').map((d) => d.textContent)).toEqual(['招商银行', '6214 **** **** 5678', '张伟']);
    expect(facts('签署日期')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('with documents unread it names them and sends the investor to read', async () => {
    const { location } = renderRoute(confirmPath('HT202611200001'));
    expect(await screen.findByRole('note', { name: '尚未阅读的文件' })).toHaveTextContent(
      '签署前请先完整阅读：《鑫享稳健1号集合资金信托计划信托合同》《风险申明书》《认购风险揭示书》',
    );
    await userEvent.click(within(footer()).getByRole('button', { name: '去阅读' }));
    await expectLocation(location, `/phone/pdfList?orderNo=${ORDER}`);
  });

  it('an e-signature contract: 去签署 waits for the declaration, then goes to the vendor hand-off', async () => {
    await readAllRequired(ORDER);
    const { location } = renderRoute(confirmPath('HT202611200001'));
    const go = await within(await screen.findByRole('contentinfo')).findByRole('button', {
      name: '确认无误，去签署',
    });
    expect(go).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(go).toBeEnabled();
    await userEvent.click(go);
    await expectLocation(location, `/phone/signatureMiddlePage?orderNo=${ORDER}&contractNo=HT202611200001`);
  });

  it('a handwritten contract: the sheet signs it, the server keeps it, back to the signing progress', async () => {
    await readAllRequired(ORDER);
    const { location } = renderRoute(confirmPath('FX202611200001'));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(within(footer()).getByRole('button', { name: '确认无误，手写签名' }));
    const sheet = screen.getByRole('dialog', { name: '手写签名' });
    expect(within(sheet).getByText('请签署《风险申明书》')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '确认签名' }));
    await expectLocation(location, `/phone/signTheContract?orderNo=${ORDER}`);
    const contracts = await callData<{ contracts: { contractNo: string; signState: string }[] }>(
      'getProductContracts',
      { orderNo: ORDER },
    );
    expect(contracts.contracts.find((c) => c.contractNo === 'FX202611200001')?.signState).toBe('SIGNED');
  });

  it('a signature the server cannot use (05050008) keeps the sheet open with the server’s message', async () => {
    await readAllRequired(ORDER);
    const { toasts } = renderRoute(confirmPath('FX202611200001'));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(within(footer()).getByRole('button', { name: '确认无误，手写签名' }));
    await userEvent.click(screen.getByRole('button', { name: '确认空白签名' }));
    await vi.waitFor(() => expect(toasts()).toContain('签名图片无效，请重新签名'));
    expect(screen.getByRole('dialog', { name: '手写签名' })).toBeInTheDocument();
  });

  it('the last signature moves the order on (待双录)', async () => {
    await readAllRequired(ORDER);
    const { signFlowId } = await callData<{ signFlowId: string }>('resendContract', {
      orderNo: ORDER,
      contractNo: 'HT202611200001',
      returnUrl: `http://localhost/xtmk/apph5/phone/signatureMiddlePage?orderNo=${ORDER}&contractNo=HT202611200001&back=1`,
    });
    await callData('submitContractSign', {
      orderNo: ORDER,
      contractNo: 'HT202611200001',
      signMethod: 'ESIGN',
      signFlowId,
      vendorResult: 'SUCCESS',
    });
    renderRoute(confirmPath('FX202611200001'));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(within(footer()).getByRole('button', { name: '确认无误，手写签名' }));
    await userEvent.click(screen.getByRole('button', { name: '确认签名' }));
    await vi.waitFor(() => expect(orderStatusOf(ORDER)).toBe('TO_RECORD'));
    expect(await screen.findByText('合同已全部签署，请完成录音录像')).toBeInTheDocument();
  });

  it('redeemConfirmContract shows the shares in figures and capitals and the account the money goes to', async () => {
    await readAllRequired('RD202611190001');
    renderRoute(confirmPath('SH202611190001', 'redeemConfirmContract', 'RD202611190001'));
    const shares = within(await screen.findByRole('region', { name: '赎回份额' }));
    expect(shares.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '200,000.00 份',
      '贰拾万份',
      ...shares
        .getAllByRole('definition')
        .slice(2)
        .map((d) => d.textContent),
    ]);
    expect(screen.getByRole('heading', { name: '赎回款到账账户' })).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: '确认无误，手写签名' })).toBeInTheDocument();
  });

  it('an unknown contract says so and offers the order list', async () => {
    renderRoute(confirmPath('HT202611209999'));
    expect(await screen.findByText('未找到合同')).toBeInTheDocument();
  });

  it('a failing read shows its message with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'getContractElements' });
    renderRoute(confirmPath('HT202611200001'));
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('contractInfo (a signed contract)', () => {
  it('shows when and how it was signed, its text and the signed copy, and leads back to the progress', async () => {
    await readAllRequired(ORDER);
    await callData('submitContractSign', {
      orderNo: ORDER,
      contractNo: 'FX202611200001',
      signMethod: 'HANDWRITTEN',
      signatureImage: SIGNATURE_PNG,
    });
    const { location } = renderRoute(confirmPath('FX202611200001', 'contractInfo'));
    const state = await screen.findByRole('region', { name: '签署状态' });
    expect(state).toHaveTextContent(/已签署签署于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（手写签名）/);
    expect(screen.getByRole('button', { name: '查看合同全文' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载已签署合同' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '返回签署进度' }));
    await expectLocation(location, `/phone/signTheContract?orderNo=${ORDER}`);
  });

  it('an order signed long ago (待打款) shows its contracts as signed', async () => {
    renderRoute(confirmPath('HT202611180002', 'contractInfo', 'OD202611180002'));
    expect(await screen.findByRole('region', { name: '签署状态' })).toHaveTextContent('已签署');
    expect(screen.getByText('华信恒远3号集合资金信托计划信托合同', { exact: false })).toBeInTheDocument();
  });
});
