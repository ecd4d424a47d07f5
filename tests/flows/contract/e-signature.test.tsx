import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderStatusOf } from '@mocks/domains/contract/sign-rules';
import { readAllRequired, SIGNATURE_PNG, startFlow } from '@mocks/domains/contract/testing';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { vendorNavigation } from '@/features/contract/pages/e-sign-hand-off-page';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';
import { UA } from '@tests/support/user-agents';
import { expectLocation, footer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

const server = setupMockApi();

const ORDER = 'OD202611200001';
const CONTRACT = 'HT202611200001'; // the trust contract, signed electronically
const outbound = `/phone/signatureMiddlePage?orderNo=${ORDER}&contractNo=${CONTRACT}`;
const returning = (signFlowId: string, result: string) =>
  `${outbound}&back=1&signFlowId=${signFlowId}&result=${result}`;

let opened: string[] = [];
beforeEach(() => {
  opened = [];
  vi.spyOn(vendorNavigation, 'open').mockImplementation((url) => void opened.push(url));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('signatureMiddlePage: to the vendor', () => {
  it('starts a signing flow and opens the vendor’s page with this page as the return address', async () => {
    await readAllRequired(ORDER);
    renderRoute(outbound);
    await vi.waitFor(() => expect(opened).toHaveLength(1), { timeout: 10_000 });
    // The mock's vendor page: a file beside the app on the origin the app is served from.
    const vendor = new URL(opened[0] ?? '');
    expect(vendor.origin).toBe(location.origin);
    expect(vendor.pathname).toBe(`${import.meta.env.BASE_URL}mock-esign/sign.html`);
    expect(vendor.searchParams.get('doc')).toBe('鑫享稳健1号集合资金信托计划信托合同');
    expect(vendor.searchParams.get('signer')).toBe('张*');
    const back = new URL(vendor.searchParams.get('return') ?? '');
    // Under the app's base (/xtmk/apph5/ in the builds, / in this test build).
    expect(`${back.pathname}${back.search}`).toBe(
      `${import.meta.env.BASE_URL}phone/signatureMiddlePage?orderNo=${ORDER}&contractNo=${CONTRACT}&back=1`,
    );
    const contracts = await callData<{ contracts: { signState: string }[] }>('getProductContracts', {
      orderNo: ORDER,
    });
    expect(contracts.contracts[0]?.signState).toBe('SIGNING');
  });

  it('opens only the address the server answers, and refuses a vendor origin that is not allow-listed', async () => {
    vi.stubEnv('VITE_ALLOWED_ORIGINS', 'https://esign.example-ca.com');
    server.use(
      http.post(API('resendContract'), () =>
        HttpResponse.json(
          envelope({
            signFlowId: 'SF1',
            signUrl: 'https://esign.other.example/sign?flow=SF1',
            expiresAt: '2026-11-28T12:00:00+08:00',
          }),
        ),
      ),
    );
    renderRoute(outbound);
    expect(await screen.findByText('无法跳转')).toBeInTheDocument();
    expect(screen.getByText('该地址不在允许跳转的范围内')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('with documents unread, it does not start and sends the investor to read (05050003)', async () => {
    const { location } = renderRoute(outbound);
    expect(await screen.findByText('请先阅读全部必读文件')).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '去阅读' }));
    await expectLocation(location, `/phone/pdfList?orderNo=${ORDER}`);
    expect(opened).toEqual([]);
  });

  it('a handwritten contract is sent to its confirmation page instead (05044001)', async () => {
    await readAllRequired(ORDER);
    const { location } = renderRoute(`/phone/signatureMiddlePage?orderNo=${ORDER}&contractNo=FX202611200001`);
    expect(await screen.findByText('该合同需手写签名')).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '去签署' }));
    await expectLocation(location, `/phone/confirmContract?orderNo=${ORDER}&contractNo=FX202611200001`);
  });

  it('an order that can no longer be signed says so (05044002)', async () => {
    renderRoute('/phone/signatureMiddlePage?orderNo=OD202610280013&contractNo=HT202610280013');
    expect(await screen.findByText(/订单当前不可签署|该合同已签署/)).toBeInTheDocument();
  });
});

describe('signatureMiddlePage: back from the vendor', () => {
  it('signed: the server confirms the flow, the next step is the other contract', async () => {
    await readAllRequired(ORDER);
    const { signFlowId } = await startFlow(ORDER, CONTRACT);
    const { location } = renderRoute(returning(signFlowId, 'SUCCESS'));
    expect(await screen.findByText('签署成功')).toBeInTheDocument();
    expect(screen.getByText('本合同已签署，订单还有合同待签署。')).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '继续签署其他合同' }));
    await expectLocation(location, `/phone/signTheContract?orderNo=${ORDER}`);
  });

  it.each([
    ['a browser', UA.iosSafari],
    ['WeChat (its own bar: the kit’s 返回 bar)', UA.weChatIOS],
  ])(
    'the result page has a way back in %s (no in-app history after the vendor), to the signing progress',
    async (_, userAgent) => {
      vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
      await readAllRequired(ORDER);
      const { signFlowId } = await startFlow(ORDER, CONTRACT);
      const { location } = renderRoute(returning(signFlowId, 'CANCEL'));
      expect(await screen.findByText('合同未签署')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '返回' }));
      await expectLocation(location, `/phone/signTheContract?orderNo=${ORDER}`);
    },
  );

  it('the last contract signed: 进行双录, and the order waits for its recording', async () => {
    await readAllRequired(ORDER);
    await callData('submitContractSign', {
      orderNo: ORDER,
      contractNo: 'FX202611200001',
      signMethod: 'HANDWRITTEN',
      signatureImage: SIGNATURE_PNG,
    });
    const { signFlowId } = await startFlow(ORDER, CONTRACT);
    const { location } = renderRoute(returning(signFlowId, 'SUCCESS'));
    expect(await screen.findByText('签署成功')).toBeInTheDocument();
    expect(orderStatusOf(ORDER)).toBe('TO_RECORD');
    await userEvent.click(within(footer()).getByRole('button', { name: '进行双录' }));
    await expectLocation(location, `/phone/doubleLinkH5?orderNo=${ORDER}`);
  });

  it('cancelled at the vendor: not signed, with the reason and 重新签署', async () => {
    await readAllRequired(ORDER);
    const { signFlowId } = await startFlow(ORDER, CONTRACT);
    const { location } = renderRoute(returning(signFlowId, 'CANCEL'));
    expect(await screen.findByText('合同未签署')).toBeInTheDocument();
    expect(screen.getByText('您已取消签署，合同未签署')).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '重新签署' }));
    await expectLocation(location, outbound);
    await vi.waitFor(() => expect(opened).toHaveLength(1), { timeout: 10_000 });
  });

  it('failed at the vendor: the failure’s reason', async () => {
    await readAllRequired(ORDER);
    const { signFlowId } = await startFlow(ORDER, CONTRACT);
    renderRoute(returning(signFlowId, 'FAIL'));
    expect(await screen.findByText('签署意愿认证未通过，合同未签署')).toBeInTheDocument();
  });

  it('a flow used already or unknown (a reload, a forged address): 签署流程已失效 (05050007)', async () => {
    await readAllRequired(ORDER);
    const { signFlowId } = await startFlow(ORDER, CONTRACT);
    await callData('submitContractSign', {
      orderNo: ORDER,
      contractNo: CONTRACT,
      signMethod: 'ESIGN',
      signFlowId,
      vendorResult: 'CANCEL',
    });
    renderRoute(returning(signFlowId, 'SUCCESS'));
    expect(await screen.findByText('签署流程已失效')).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: '重新签署' })).toBeInTheDocument();
  });

  it('back with documents still unread (another tab, a forged address): 去阅读, not 重新签署 (05050003)', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(returning('SF0000000001', 'SUCCESS'));
    expect(await screen.findByText('请先阅读全部必读文件')).toBeInTheDocument();
    expect(within(footer()).queryByRole('button', { name: '重新签署' })).toBeNull();
    await user.click(within(footer()).getByRole('button', { name: '去阅读' }));
    await expectLocation(location, `/phone/pdfList?orderNo=${ORDER}`);
  });

  it('back without a flow id is not trusted', async () => {
    renderRoute(`${outbound}&back=1&result=SUCCESS`);
    expect(await screen.findByText('签署流程已失效')).toBeInTheDocument();
  });
});
