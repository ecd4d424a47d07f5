import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Picks a bank in the bank picker (opened from the form's 开户银行 row). */
export async function pickBank(user: User, bank: string) {
  await user.click(screen.getByRole('button', { name: /开户银行|请选择开户银行/ }));
  const picker = await screen.findByRole('dialog', { name: '选择所属银行' });
  await user.click(await within(picker).findByRole('button', { name: bank }));
}

/** Picks province and city in the region picker, then 确定. */
export async function pickRegion(user: User, province: string, city: string) {
  await user.click(screen.getByRole('button', { name: /开户省市|请选择开户省市/ }));
  const picker = await screen.findByRole('dialog', { name: '所在区域' });
  await user.click(await within(picker).findByRole('button', { name: province }));
  await user.click(await within(picker).findByRole('button', { name: city }));
  await user.click(within(picker).getByRole('button', { name: '确定' }));
}

/** Fills the whole add form with a valid card. */
export async function fillAddForm(
  user: User,
  card = { cardNo: '6217002870012345672', bank: '中国建设银行' },
) {
  await user.type(await screen.findByLabelText('卡号'), card.cardNo);
  await pickBank(user, card.bank);
  await pickRegion(user, '广东省', '深圳市');
  await user.type(screen.getByLabelText('支行名称'), '深圳分行科技园支行');
  await user.type(screen.getByLabelText('银行预留手机号'), '13900001111');
}
