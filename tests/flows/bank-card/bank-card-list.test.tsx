import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { okEnvelope } from '@mocks/http/envelope';
import { businessFailure } from '@mocks/http/responses';
import { clearScenario, setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API } from '@tests/support/msw-server';
import { renderBankCard } from './render-bank-card';

const server = setupMockApi();

/** A gateway's HTTP 500 around a `result` that says success: the call failed all the same. */
const SUCCESS_INSIDE_500 = {
  code: '99999999',
  msg: '系统繁忙，请稍后再试',
  result: { statusCode: '00000000', msg: '成功' },
};

const cardOf = (bank: string) => screen.getByRole('article', { name: new RegExp(bank) });

async function confirmInDialog(okText: string) {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: okText }));
}

describe('bankCardList', () => {
  it('shows a skeleton, then the cards: bank, number masked in fours, 户名, default tag', async () => {
    renderBankCard('/phone/bankCardList');
    expect(await screen.findByRole('status', { name: '银行卡加载中' })).toBeInTheDocument();
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    expect(within(cmb).getByText('6214 **** **** 5678')).toBeInTheDocument();
    expect(within(cmb).getByText('默认卡')).toBeInTheDocument();
    const icbc = cardOf('中国工商银行');
    expect(within(icbc).getByText('6222 **** **** **** 0123')).toBeInTheDocument();
    expect(within(icbc).queryByText('默认卡')).toBeNull();
    expect(within(icbc).getByText('该卡有存续产品、在途交易，暂不可解绑')).toBeInTheDocument();
    // A card that cannot be unbound offers no 解绑, only why.
    expect(within(icbc).queryByRole('button', { name: '解绑' })).toBeNull();
    expect(within(icbc).getByRole('button', { name: '为何不可解绑' })).toBeEnabled();
    expect(within(cmb).getByRole('button', { name: '解绑' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加银行卡' })).toBeEnabled();
  });

  it('shows an error block when the list fails, and 重试 loads it', async () => {
    setScenario({ outcome: 'http500', call: 'bankCardList' });
    const { toasts } = renderBankCard('/phone/bankCardList');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    clearScenario();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: /招商银行/ })).toBeInTheDocument();
  });

  it('shows the empty state with the add button when no card is bound', async () => {
    server.use(
      http.post(API('bankCardList'), () =>
        HttpResponse.json(okEnvelope({ acctName: '张伟', maxCards: 5, cards: [] })),
      ),
    );
    renderBankCard('/phone/bankCardList');
    expect(await screen.findByText('暂未绑定银行卡')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
    expect(await screen.findByRole('heading', { level: 1, name: '添加银行卡' })).toBeInTheDocument();
  });

  it('sets a default card after the confirm dialog, with the catalogue’s 设置成功', async () => {
    const { toasts } = renderBankCard('/phone/bankCardList');
    const icbc = await screen.findByRole('article', { name: /中国工商银行/ });
    await userEvent.click(within(icbc).getByRole('button', { name: '设为默认' }));
    await confirmInDialog('设为默认');
    await waitFor(() => expect(within(cardOf('中国工商银行')).getByText('默认卡')).toBeInTheDocument());
    expect(within(cardOf('招商银行')).queryByText('默认卡')).toBeNull();
    expect(toasts()).toEqual(['设置成功']);
  });

  it('takes the next, different action at once after one ends (no re-click window across actions)', async () => {
    renderBankCard('/phone/bankCardList');
    const icbc = await screen.findByRole('article', { name: /中国工商银行/ });
    await userEvent.click(within(icbc).getByRole('button', { name: '设为默认' }));
    await confirmInDialog('设为默认');
    await waitFor(() => expect(within(cardOf('中国工商银行')).getByText('默认卡')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(cardOf('招商银行')).getByRole('button', { name: '解绑' })).toBeEnabled(),
    );
    await userEvent.click(within(cardOf('招商银行')).getByRole('button', { name: '解绑' }));
    expect(await screen.findByText(/确定解绑招商银行（尾号5678）吗？/)).toBeInTheDocument();
    // Leave no dialog open behind: the dialog store outlives the test.
    await userEvent.click(
      within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: '取消' }),
    );
    await waitFor(() => expect(screen.queryByText(/确定解绑招商银行（尾号5678）吗？/)).toBeNull());
  });

  it('cancelling the dialog changes nothing', async () => {
    renderBankCard('/phone/bankCardList');
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    await userEvent.click(within(cmb).getByRole('button', { name: '解绑' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('the card with holdings opens cannotUnbind with the reasons, without an error toast', async () => {
    const { toasts, router } = renderBankCard('/phone/bankCardList');
    const icbc = await screen.findByRole('article', { name: /中国工商银行/ });
    await userEvent.click(within(icbc).getByRole('button', { name: '为何不可解绑' }));
    expect(await screen.findByRole('heading', { level: 1, name: '无法解绑' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/phone/cannotUnbind');
    expect(screen.getByText('中国工商银行（尾号0123）')).toBeInTheDocument();
    expect(await screen.findByText('该卡有存续产品')).toBeInTheDocument();
    expect(screen.getByText('该卡有在途交易')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '返回银行卡列表' }));
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
  });

  it('unbinds a free card with the catalogue’s 解绑成功', async () => {
    const { toasts } = renderBankCard('/phone/bankCardList');
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    await userEvent.click(within(cmb).getByRole('button', { name: '解绑' }));
    await confirmInDialog('解绑');
    await waitFor(() => expect(screen.queryByRole('article', { name: /招商银行/ })).toBeNull());
    expect(toasts()).toEqual(['解绑成功']);
    expect(within(cardOf('中国工商银行')).getByText('默认卡')).toBeInTheDocument();
  });

  it('shows the catalogue’s message when unbinding fails otherwise (card already gone)', async () => {
    server.use(
      http.post(API('checkRemoveBankCard'), () => businessFailure('05020008', '银行卡不存在或已解绑')),
    );
    const { toasts } = renderBankCard('/phone/bankCardList');
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    await userEvent.click(within(cmb).getByRole('button', { name: '解绑' }));
    await confirmInDialog('解绑');
    // Only 05020001 is the page's own code (ownCodes): 05020008 gets the catalogue's toast.
    await waitFor(() => expect(toasts()).toEqual(['银行卡不存在或已解绑']));
    expect(screen.queryByRole('heading', { level: 1, name: '无法解绑' })).toBeNull();
  });

  it('a failed unbind whose answer says 成功 inside (HTTP 500, 99999999 系统繁忙) reads as the failure it is', async () => {
    server.use(
      http.post(API('checkRemoveBankCard'), () => HttpResponse.json(SUCCESS_INSIDE_500, { status: 500 })),
    );
    const { toasts } = renderBankCard('/phone/bankCardList');
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    await userEvent.click(within(cmb).getByRole('button', { name: '解绑' }));
    await confirmInDialog('解绑');
    await waitFor(() => expect(toasts()).toEqual(['系统繁忙，请稍后再试']));
    // The card is still bound, and nothing on screen says otherwise.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardOf('招商银行')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/成功/);
  });

  it('a failed unbind with nothing but success words in its answer shows a Chinese failure text', async () => {
    const allSuccess = { code: '00000000', msg: '成功', result: { statusCode: '00000000', msg: '操作成功' } };
    server.use(http.post(API('checkRemoveBankCard'), () => HttpResponse.json(allSuccess, { status: 500 })));
    const { toasts } = renderBankCard('/phone/bankCardList');
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    await userEvent.click(within(cmb).getByRole('button', { name: '解绑' }));
    await confirmInDialog('解绑');
    await waitFor(() => expect(toasts()).toEqual(['服务暂时不可用（500），请稍后重试']));
    expect(cardOf('招商银行')).toBeInTheDocument();
  });

  it('a list read failing with 成功 inside shows the failure’s text in its error block and toast', async () => {
    server.use(http.post(API('bankCardList'), () => HttpResponse.json(SUCCESS_INSIDE_500, { status: 500 })));
    const { toasts } = renderBankCard('/phone/bankCardList');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['系统繁忙，请稍后再试']));
    expect(document.body).not.toHaveTextContent(/成功/);
  });

  it('an expired session while unbinding still goes to login (silent only drops the toast)', async () => {
    setScenario({ outcome: 'session-expired', call: 'checkRemoveBankCard' });
    const { catalogue } = renderBankCard('/phone/bankCardList');
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    await userEvent.click(within(cmb).getByRole('button', { name: '解绑' }));
    await confirmInDialog('解绑');
    await waitFor(() => expect(catalogue.clock.delays).toContain(1000));
    catalogue.clock.elapse();
    await waitFor(() => expect(catalogue.navigations).toEqual(['/phone/login']));
  });

  it('locks the actions while one runs (no double submit)', async () => {
    // The success toast is held open: the action runs until it closes.
    const { catalogue } = renderBankCard('/phone/bankCardList', { holdToasts: true });
    const icbc = await screen.findByRole('article', { name: /中国工商银行/ });
    await userEvent.click(within(icbc).getByRole('button', { name: '设为默认' }));
    await confirmInDialog('设为默认');
    expect(within(cardOf('招商银行')).getByRole('button', { name: '解绑' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '添加银行卡' })).toBeDisabled();
    await waitFor(() => expect(catalogue.toasts).toHaveLength(1));
    catalogue.closeToasts();
    await waitFor(() => expect(screen.getByRole('button', { name: '添加银行卡' })).toBeEnabled());
  });
});

const ONE_CARD = {
  cardId: 'BC202406180001',
  bnkName: '招商银行',
  cardNoMasked: '6214********5678',
  cardNoLast4: '5678',
  acctName: '张伟',
  reservedPhoneMasked: '138****5678',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  branchName: '深圳分行科技园支行',
  isDefault: true,
  unbindable: true,
  unbindBlockedBy: [],
};

describe('bankCardList on the page kit', () => {
  it('reads the list without the full-screen loading overlay (the skeleton shows instead)', async () => {
    const headers: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/bankCardList')) headers.push(request.headers.get('X-Hide-Loading'));
    };
    server.events.on('request:start', listen);
    renderBankCard('/phone/bankCardList');
    await screen.findByRole('article', { name: /招商银行/ });
    server.events.removeListener('request:start', listen);
    expect(headers).toEqual(['1']);
  });

  it('opened directly, has no back arrow; the form opened from it has one, and it comes back', async () => {
    const { location } = renderBankCard('/phone/bankCardList');
    await screen.findByRole('article', { name: /招商银行/ });
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    await userEvent.click(within(cardOf('招商银行')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('heading', { level: 1, name: '编辑银行卡' })).toBeInTheDocument();
    // The route row says 添加银行卡; the page refines the bar and document.title after the shell.
    await waitFor(() => expect(document.title).toBe('编辑银行卡'));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(location()).toBe('/phone/bankCardList');
    expect(document.title).toBe('银行卡');
  });

  it('keeps the cards on screen when a refresh fails, says so, and 重试 refreshes', async () => {
    const { queryClient } = renderBankCard('/phone/bankCardList');
    await screen.findByRole('article', { name: /招商银行/ });
    setScenario({ outcome: 'http500', call: 'bankCardList' });
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('刷新失败，当前显示的可能不是最新内容')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('加载失败')).toBeNull();
    clearScenario();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/刷新失败/)).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says the limit and disables 添加银行卡 when the maximum number of cards is bound', async () => {
    server.use(
      http.post(API('bankCardList'), () =>
        HttpResponse.json(okEnvelope({ acctName: '张伟', maxCards: 1, cards: [ONE_CARD] })),
      ),
    );
    renderBankCard('/phone/bankCardList');
    expect(await screen.findByText('最多可绑定1张银行卡')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加银行卡' })).toBeDisabled();
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByText('最多可绑定1张银行卡'));
  });
});
