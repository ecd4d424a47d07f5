import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(() => setInvestorVariant('default'));

const LONG = { timeout: 15_000 };

describe('投资者类型 on strengthen (updateInvestor)', { timeout: 60_000 }, () => {
  it('a certified investor becomes professional after the notice, and can go back', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/strengthen');
    const card = await screen.findByRole('region', { name: '投资者类型' }, LONG);
    expect(within(card).getByText('普通投资者')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '申请成为专业投资者' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/不再享有普通投资者/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认变更' }));
    await waitFor(() => expect(within(card).getByText('专业投资者')).toBeInTheDocument(), LONG);
    expect(within(card).getByRole('button', { name: '转为普通投资者' })).toBeInTheDocument();
  });

  it('says in place why an uncertified investor cannot become professional (05080210)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await setInvestorVariant('unqualified');
    const { toasts } = renderRoute('/phone/strengthen');
    const card = await screen.findByRole('region', { name: '投资者类型' }, LONG);
    await user.click(within(card).getByRole('button', { name: '申请成为专业投资者' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认变更' }));
    expect(await within(card).findByRole('alert', {}, LONG)).toHaveTextContent(
      '您尚未取得有效的合格投资者认证，暂不能申请成为专业投资者',
    );
    expect(toasts()).toEqual([]);
    expect(within(card).getByText('普通投资者')).toBeInTheDocument();
  });
});
