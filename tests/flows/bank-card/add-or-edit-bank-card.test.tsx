import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoInvestor } from '@mocks/db/db';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pendingSubmission } from '@/features/bank-card/model/pending-submission';
import { fillAddForm, pickBank, pickRegion } from './fill-card-form';
import { renderBankCard } from './render-bank-card';

setupMockApi();

// Going on to smsVerification leaves the form in the feature's in-memory store.
afterEach(() => {
  pendingSubmission.clear();
  vi.restoreAllMocks();
});

const ADD = '/phone/addOrEditBankCard';

describe('addOrEditBankCard (add)', () => {
  it('shows 户名 read-only and a Chinese message on every field when 下一步 is tapped empty', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderBankCard(ADD);
    expect(await screen.findByText(demoInvestor().name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      '请输入银行卡号',
      '请选择开户银行',
      '请选择开户省市',
      '请输入支行名称',
      '请输入银行预留手机号',
    ]);
    expect(router.state.location.pathname).toBe(ADD);
    // Focus moves to the first field to fix, not left on the button.
    await waitFor(() => expect(screen.getByLabelText('卡号')).toHaveFocus());
  });

  it('moves focus to the first invalid field even when it is a picker button', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    await user.type(await screen.findByLabelText('卡号'), '6217002870012345672');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '开户银行' })).toHaveFocus());
    expect(screen.getByRole('button', { name: '开户银行' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '开户银行' })).toHaveAccessibleDescription('请选择开户银行');
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });

  it('says nothing yet when an empty field is left (下一步 will)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    await user.click(await screen.findByLabelText('卡号'));
    await user.tab();
    await user.click(screen.getByLabelText('支行名称'));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a burst of 下一步 in one task hands over once', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const start = vi.spyOn(pendingSubmission, 'start');
    const { router } = renderBankCard(ADD);
    await fillAddForm(user);
    const next = screen.getByRole('button', { name: '下一步' });
    act(() => {
      for (let i = 0; i < 10; i++) next.click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: '短信验证' })).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(1);
    // One push onto the history: back from the SMS page is the form, not another SMS page.
    act(() => void router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: '添加银行卡' })).toBeInTheDocument();
  }, 15_000);

  it('takes digits only in the card number, grouped in fours while typing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    const input = await screen.findByLabelText('卡号');
    await user.type(input, '6217a0028-7001');
    expect(input).toHaveValue('6217 0028 7001');
  });

  it.each([
    ['621700287001', '银行卡号应为16至19位数字'],
    ['6217002870012345671', '银行卡号有误，请核对后重新输入'],
  ])('checks the card number %s on leaving the field: %s', async (cardNo, message) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    await user.type(await screen.findByLabelText('卡号'), cardNo);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('does not apply the Luhn check to older non-62 card ranges (the bank decides)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    await user.type(await screen.findByLabelText('卡号'), '9558801001234567891');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks branch and phone', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    await user.type(await screen.findByLabelText('支行名称'), '支');
    await user.tab();
    expect(await screen.findByText('支行名称应为2至50个字')).toBeInTheDocument();
    await user.type(screen.getByLabelText('银行预留手机号'), '1290000');
    await user.tab();
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument();
  });

  it('fills 开户银行 from the bank picker and 开户省市 from the region picker', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(ADD);
    await screen.findByLabelText('卡号');
    await pickBank(user, '招商银行');
    expect(screen.getByRole('button', { name: '开户银行' })).toHaveTextContent('招商银行');
    await pickRegion(user, '广东省', '深圳市');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '所在区域' })).toBeNull());
    expect(screen.getByRole('button', { name: '开户省市' })).toHaveTextContent('广东省 深圳市');
  });

  it('goes on to smsVerification with a valid form', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderBankCard(ADD);
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('heading', { level: 1, name: '短信验证' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/phone/smsVerification');
  });
});

describe('addOrEditBankCard (edit)', () => {
  it('prefills the card: number and bank read-only, region and branch editable, phone optional', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBankCard(`${ADD}?cardId=BC202406180001`);
    expect(await screen.findByRole('heading', { level: 1, name: '编辑银行卡' })).toBeInTheDocument();
    expect(await screen.findByText('6214 **** **** 5678')).toBeInTheDocument();
    expect(screen.queryByLabelText('卡号')).toBeNull();
    expect(screen.getByText('招商银行')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开户省市' })).toHaveTextContent('广东省 深圳市');
    expect(screen.getByLabelText('支行名称')).toHaveValue('深圳分行科技园支行');
    const phone = screen.getByLabelText('银行预留手机号');
    expect(phone).toHaveValue('');
    expect(phone).toHaveAttribute('placeholder', expect.stringContaining(demoInvestor().phoneMasked));
    await waitFor(() => expect(document.title).toBe('编辑银行卡'));
    // A branch cleared: 下一步 asks for it and puts the cursor there.
    await user.clear(screen.getByLabelText('支行名称'));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入支行名称');
    await waitFor(() => expect(screen.getByLabelText('支行名称')).toHaveFocus());
    await user.type(screen.getByLabelText('支行名称'), '深圳分行科技园支行');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the re-click window after an attempt
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('heading', { level: 1, name: '短信验证' })).toBeInTheDocument();
  });

  it('says so when the card to edit is gone', async () => {
    renderBankCard(`${ADD}?cardId=BC000`);
    const block = await screen.findByText('银行卡不存在或已解绑');
    expect(block).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回银行卡列表' }));
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(within(document.body).getAllByRole('article')).toHaveLength(2);
  });
});
