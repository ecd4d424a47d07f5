import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API } from '@tests/support/msw-server';
import { renderBankCard } from './render-bank-card';

const server = setupMockApi();

const ICBC = 'BC202311020007';
const reasonsList = () => within(screen.getByRole('region', { name: '原因' })).getAllByRole('listitem');

describe('cannotUnbind', () => {
  it('opened directly (no router state), reads the card’s block types and names each reason', async () => {
    const { location } = renderBankCard(`/phone/cannotUnbind?cardId=${ICBC}`);
    expect(await screen.findByText('中国工商银行（尾号0123）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '无法解绑' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '该卡暂不可解绑' })).toBeInTheDocument();
    expect(reasonsList().map((item) => item.textContent)).toEqual([
      '存续产品该卡有存续产品',
      '在途交易该卡有在途交易',
    ]);
    // Nothing to go back to: the footer's button replaces this entry with the list.
    await userEvent.click(screen.getByRole('button', { name: '返回银行卡列表' }));
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(location()).toBe('/phone/bankCardList');
  });

  it('gives a block type it does not know a neutral name, never "undefined"', async () => {
    renderBankCard(`/phone/cannotUnbind?cardId=${ICBC}`, {
      state: {
        bnkName: '中国工商银行',
        cardNoLast4: '0123',
        reasons: [{ blockType: 'FROZEN', reasonText: '该卡已被司法冻结' }],
      },
    });
    expect(await screen.findByText('该卡已被司法冻结')).toBeInTheDocument();
    expect(reasonsList()[0]).toHaveTextContent('其他未完成业务');
    expect(document.body).not.toHaveTextContent(/undefined|NaN/);
  });

  it('shows server text as text (a bank name carrying markup)', async () => {
    const { container } = renderBankCard(`/phone/cannotUnbind?cardId=${ICBC}`, {
      state: {
        bnkName: '<img src=x onerror=alert(1)>银行',
        cardNoLast4: '0123',
        reasons: [{ blockType: 'HOLDING', reasonText: '<b>产品存续中</b>' }],
      },
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>银行（尾号0123）')).toBeInTheDocument();
    expect(screen.getByText('<b>产品存续中</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('opened directly while the list fails with 成功 inside (HTTP 500), toasts the failure’s text, never 成功', async () => {
    server.use(
      http.post(API('bankCardList'), () =>
        HttpResponse.json(
          { code: '99999999', msg: '系统繁忙', result: { statusCode: '00000000', msg: '成功' } },
          { status: 500 },
        ),
      ),
    );
    const { toasts } = renderBankCard(`/phone/cannotUnbind?cardId=${ICBC}`);
    await waitFor(() => expect(toasts()).toEqual(['系统繁忙']));
    expect(screen.getByText('该卡尚有存续产品或在途交易，暂不可解绑')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/成功/);
  });

  it('without a card or reasons, says why in general terms', async () => {
    renderBankCard('/phone/cannotUnbind');
    expect(await screen.findByText('该卡尚有存续产品或在途交易，暂不可解绑')).toBeInTheDocument();
    expect(screen.queryByText(/尾号/)).toBeNull();
  });
});
