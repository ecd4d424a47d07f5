import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pickImages, stubObjectUrls } from '@tests/support/image-upload';
import { renderRoute } from '@tests/support/render-route';

// compressorjs cannot decode images in jsdom: the picked file goes up as it is.
vi.mock('@/page-kit/image-upload/compress-image', () => import('@tests/support/image-upload'));

const server = setupMockApi();

stubObjectUrls();

describe('orderUpload', { timeout: 15_000 }, () => {
  it('shows the collection account with copy buttons, the payee warning and the deadline', async () => {
    renderRoute('/phone/orderUpload?orderNo=OD202611180002');
    const account = await screen.findByRole('region', { name: '募集账户' });
    expect(within(account).getByText('2,000,000.00元')).toBeInTheDocument();
    expect(within(account).getByText('华信信托股份有限公司')).toBeInTheDocument();
    expect(within(account).getByText('3100 1520 3130 5001 2345')).toBeInTheDocument();
    expect(within(account).getByText('中国建设银行上海浦东分行营业部')).toBeInTheDocument();
    expect(within(account).getByText('张伟+华信恒远3号')).toBeInTheDocument();
    expect(within(account).getByRole('note')).toHaveTextContent(
      '收款户名须为受托人全称“华信信托股份有限公司”',
    );
    for (const label of ['户名', '账号', '开户行', '付款备注']) {
      expect(within(account).getByRole('button', { name: `复制${label}` })).toBeInTheDocument();
    }
    expect(screen.getByText(/^待打款，请于 \d{4}-\d\d-\d\d \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交凭证' })).toBeDisabled();
  });

  it('copies the account number without the spaces it is shown with', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/orderUpload?orderNo=OD202611180002');
    await user.click(await screen.findByRole('button', { name: '复制账号' }));
    expect(await navigator.clipboard.readText()).toBe('31001520313050012345');
    expect(await screen.findByText('账号已复制')).toBeInTheDocument();
  });

  it('uploads two proofs and submits once: the order becomes 资金确认中', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const saves: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/saveTransferProof')) saves.push(await request.clone().json());
    });
    const { location } = renderRoute('/phone/orderUpload?orderNo=OD202611180002');
    await screen.findByRole('region', { name: '转账凭证' });
    await pickImages(user, ['a.png', 'b.png']);
    const submit = screen.getByRole('button', { name: '提交凭证' });
    await user.dblClick(submit);

    expect(await screen.findByRole('heading', { name: '转账凭证已提交' })).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      requestData: { orderNo: 'OD202611180002', fileIds: [expect.any(String), expect.any(String)] },
    });
    const detail = await callData<{ status: string; proofCount: number }>('queryOrderDetail', {
      orderNo: 'OD202611180002',
    });
    expect(detail).toMatchObject({ status: 'FUNDS_CHECKING', proofCount: 2 });

    await user.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(location()).toBe('/phone/productOrderDetails?orderNo=OD202611180002'));
    expect(await screen.findByText('已上传凭证，资金确认中')).toBeInTheDocument();
  });

  it('says in place when the order expired meanwhile (05040006)', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const { toasts } = renderRoute('/phone/orderUpload?orderNo=OD202611180002');
    await screen.findByRole('region', { name: '转账凭证' });
    await pickImages(user, ['a.png']);
    setScenario({ outcome: 'status:05040006', call: 'saveTransferProof', times: 1 });
    await user.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('订单已过打款截止时间');
    expect(toasts()).toEqual([]);
  });

  it('says in place when the status moved on (05040002)', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    renderRoute('/phone/orderUpload?orderNo=OD202611180002');
    await screen.findByRole('region', { name: '转账凭证' });
    await pickImages(user, ['a.png']);
    setScenario({ outcome: 'status:05040002', call: 'saveTransferProof', times: 1 });
    await user.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('订单状态已变化');
  });

  it('in 资金确认中 keeps the proofs sent and offers to replace them', async () => {
    renderRoute('/phone/orderUpload?orderNo=OD202611220005');
    expect(await screen.findByText(/将替换此前的凭证/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.adm-image-uploader-cell img')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '重新提交凭证' })).toBeEnabled();
  });

  it('an order not waiting for payment says there is nothing to upload', async () => {
    renderRoute('/phone/orderUpload?orderNo=OD202611210003');
    expect(await screen.findByRole('heading', { name: '当前无需上传转账凭证' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交凭证' })).toBeNull();
  });

  it('an unknown order says 订单不存在', async () => {
    renderRoute('/phone/orderUpload?orderNo=OD209912319999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
  });
});

describe('orderLook', () => {
  it('shows the proofs sent with their time and offers to replace them while funds are checked', async () => {
    const { location } = renderRoute('/phone/orderLook?orderNo=OD202611220005');
    const proofs = await screen.findByRole('region', { name: '已上传的转账凭证' });
    expect(within(proofs).getByRole('heading')).toHaveTextContent('已上传的转账凭证（2张）');
    expect(within(proofs).getAllByRole('img')).toHaveLength(2);
    expect(within(proofs).getByRole('img', { name: '转账凭证1' })).toHaveAttribute(
      'src',
      expect.stringContaining('fileId=F202611220102'),
    );
    expect(screen.getByText('资金确认中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '更换凭证' }));
    await waitFor(() => expect(location()).toBe('/phone/orderUpload?orderNo=OD202611220005'));
  });

  it('after the funds are confirmed shows the proofs without a way to change them', async () => {
    renderRoute('/phone/orderLook?orderNo=OD202611210003');
    expect(await screen.findByRole('region', { name: '已上传的转账凭证' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更换凭证' })).toBeNull();
    expect(screen.getByRole('button', { name: '查看订单' })).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 when the proofs fail', async () => {
    setScenario({ outcome: 'http500', call: 'queryTransferProof', times: 1 });
    renderRoute('/phone/orderLook?orderNo=OD202611220005');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '已上传的转账凭证' })).toBeInTheDocument();
  });
});
