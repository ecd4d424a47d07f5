import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';
import { expectLocation } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

const server = setupMockApi();

describe('qbContractList (the wallet-payment agreements)', () => {
  it('lists the signed agreements with counterparty, pages and date; one opens in the viewer', async () => {
    const { location } = renderRoute('/phone/qbContractList');
    expect(await screen.findByText('钱包支付相关协议（3份）')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '《钱包支付服务协议》华信信托股份有限公司、联信支付有限公司 · 共3页 · 签署于 2024-05-10 14:20已签署›',
      '《快捷支付服务授权书》联信支付有限公司 · 共2页 · 签署于 2024-05-10 14:20已签署›',
      '《钱包个人信息处理授权书》联信支付有限公司 · 共2页 · 签署于 2024-05-10 14:20已签署›',
    ]);
    await userEvent.click(screen.getByRole('link', { name: /快捷支付服务授权书/ }));
    await expectLocation(
      location,
      `/phone/comPdf?fileId=FQB0002&title=${encodeURIComponent('快捷支付服务授权书')}`,
    );
  });

  it('none: says so', async () => {
    server.use(http.post(API('queryCustomerAgmtList'), () => HttpResponse.json(envelope([]))));
    renderRoute('/phone/qbContractList');
    expect(await screen.findByText('暂无钱包协议')).toBeInTheDocument();
  });

  it('a failure shows its message with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'queryCustomerAgmtList' });
    renderRoute('/phone/qbContractList');
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
