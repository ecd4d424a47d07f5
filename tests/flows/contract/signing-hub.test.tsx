import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAllRequired, SIGNATURE_PNG, startFlow } from '@mocks/domains/contract/testing';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';
import { expectLocation, footer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

setupMockApi();

const ORDER = 'OD202611200001'; // 追加 100万 into 鑫享稳健1号, waiting for its contracts

async function signAll() {
  await readAllRequired(ORDER);
  const { signFlowId } = await startFlow(ORDER, 'HT202611200001');
  await callData('submitContractSign', {
    orderNo: ORDER,
    contractNo: 'HT202611200001',
    signMethod: 'ESIGN',
    signFlowId,
    vendorResult: 'SUCCESS',
  });
  await callData('submitContractSign', {
    orderNo: ORDER,
    contractNo: 'FX202611200001',
    signMethod: 'HANDWRITTEN',
    signatureImage: SIGNATURE_PNG,
  });
}

describe('signTheContract (the signing entry of an order)', () => {
  it('shows the order, the steps and both contracts, and sends the investor to read first', async () => {
    const { location } = renderRoute(`/phone/signTheContract?orderNo=${ORDER}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: '鑫享稳健1号集合资金信托计划' }),
    ).toBeInTheDocument();
    expect(screen.getByText('100万元')).toBeInTheDocument();
    expect(screen.getByText('追加认购')).toBeInTheDocument();
    expect(screen.getByText('必读文件已读 0/3')).toBeInTheDocument();
    // The contracts to sign come first; the links to every file and the contract list follow.
    const [contractList] = screen.getAllByRole('list');
    const contracts = within(contractList!);
    expect(contracts.getByText('《鑫享稳健1号集合资金信托计划信托合同》')).toBeInTheDocument();
    expect(contracts.getByText('电子签名 · 合同编号 HT202611200001')).toBeInTheDocument();
    expect(contracts.getByText('手写签名 · 合同编号 FX202611200001')).toBeInTheDocument();
    expect(contracts.getAllByText('待签署')).toHaveLength(2);
    expect(
      within(footer()).getByText('请先阅读《鑫享稳健1号集合资金信托计划信托合同》等必读文件'),
    ).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '阅读文件' }));
    await expectLocation(location, `/phone/pdfList?orderNo=${ORDER}`);
  });

  it('once everything is read, offers to sign: two contracts → the picker', async () => {
    await readAllRequired(ORDER);
    const { location } = renderRoute(`/phone/signTheContract?orderNo=${ORDER}`);
    expect(await screen.findByText('还有2份合同待签署')).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '去签署' }));
    await expectLocation(location, `/phone/selectContract?orderNo=${ORDER}`);
  });

  it('when all is signed, the next step is the double recording', async () => {
    await signAll();
    const { location } = renderRoute(`/phone/signTheContract?orderNo=${ORDER}`);
    expect(await screen.findByText('合同已全部签署，请完成录音录像')).toBeInTheDocument();
    expect(screen.getAllByText('已签署')).toHaveLength(2);
    await userEvent.click(within(footer()).getByRole('button', { name: '进行双录' }));
    await expectLocation(location, `/phone/doubleLinkH5?orderNo=${ORDER}`);
  });

  it('names a redemption as such (赎回签约) and its one handwritten confirmation', async () => {
    renderRoute('/phone/signContract?orderNo=RD202611190001');
    expect(await screen.findByText('请先阅读《赎回确认书》等必读文件')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '赎回签约' })).toBeInTheDocument();
    expect(screen.getByText('20万份')).toBeInTheDocument();
    expect(screen.getByText('签署后赎回申请提交，于开放日确认')).toBeInTheDocument();
  });

  it('a failed read shows the message and 重试, which loads again', async () => {
    setScenario({ outcome: 'http500', call: 'getProductContracts', times: 1 });
    renderRoute(`/phone/signTheContract?orderNo=${ORDER}`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('必读文件已读 0/3')).toBeInTheDocument();
  });

  it('an unknown order: the server’s refusal, no page of someone else’s order', async () => {
    const { toasts } = renderRoute('/phone/signTheContract?orderNo=OD209912310001');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(toasts().join()).toContain('订单不存在或已失效');
  });

  it('without an order number, says so and offers the order list', async () => {
    renderRoute('/phone/signTheContract?orderNo=<script>');
    expect(await screen.findByText('未找到订单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看我的订单' })).toBeInTheDocument();
  });
});
