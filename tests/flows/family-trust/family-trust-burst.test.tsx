import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { burst, countCalls } from '@tests/support/burst';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
const server = setupMockApi();
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

const region = (name: string) => screen.findByRole('region', { name });
const sheet = () => screen.findByRole('dialog');

/** The SMS step of a sheet: the code typed, then ten taps on its submit in one task. */
async function burstSmsSubmit(user: UserEvent, submit: string) {
  const dialog = await sheet();
  await within(dialog).findByText('验证码已发送至 138****5678，5分钟内有效');
  await user.type(within(dialog).getByLabelText('短信验证码'), '123456');
  await burst(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Opens one of the rights page's application sheets. */
async function openApplication(user: UserEvent, action: string) {
  renderRoute('/phone/familyRights?trustCode=JT2020006');
  await user.click(await within(await region('我的权益')).findByRole('button', { name: action }));
  return sheet();
}

async function typeAmount(user: UserEvent, dialog: HTMLElement, amount: string) {
  await user.click(within(dialog).getByRole('textbox', { name: '申请金额(元)' }));
  await user.keyboard(amount);
  await user.keyboard('{Enter}');
}

/**
 * The family trust's SMS-confirmed writes under a burst of taps on the sheet's submit: ten taps in
 * one task, one request to the server.
 */
describe('family trust, bursts', { timeout: 90_000 }, () => {
  it.each([
    ['the supplementary agreement', 0, 'familyAddedSign'],
    ['the trust contract', 1, 'familyToSign'],
  ])('ten taps on 确认签署 sign %s once', async (_, row, call) => {
    const user = setup();
    const counts = countCalls(server, call);
    renderRoute('/phone/familyZhuPage');
    const rows = await within(await region('待签署协议')).findAllByRole('listitem');
    await user.click(within(rows[row]!).getByRole('button', { name: '去签署' }));
    await user.click(within(await sheet()).getByRole('checkbox'));
    await user.click(within(await sheet()).getByRole('button', { name: '下一步' }));
    await burstSmsSubmit(user, '确认签署');
    // Written out per call: the coverage list finds each call's count by name.
    if (call === 'familyAddedSign') expect(counts).toEqual({ familyAddedSign: 1 });
    else expect(counts).toEqual({ familyToSign: 1 });
  });

  it('ten taps on 确认提交 apply for a temporary distribution once', async () => {
    const user = setup();
    const counts = countCalls(server, 'tempDistributeApply');
    const dialog = await openApplication(user, '申请临时分配');
    await user.click(within(dialog).getByRole('radio', { name: '李*（配偶）' }));
    await typeAmount(user, dialog, '200000');
    await user.type(within(dialog).getByRole('textbox', { name: '申请说明' }), '家庭成员医疗支出');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await burstSmsSubmit(user, '确认提交');
    expect(counts).toEqual({ tempDistributeApply: 1 });
  });

  it('ten taps on 确认提交 apply for a conditional distribution once', async () => {
    const user = setup();
    const counts = countCalls(server, 'conditionalDistributionApply');
    const dialog = await openApplication(user, '申请条件分配');
    await user.click(within(dialog).getByRole('radio', { name: '李*（配偶）' }));
    await user.click(within(dialog).getByRole('radio', { name: '升学教育' }));
    await typeAmount(user, dialog, '100000');
    await user.type(within(dialog).getByRole('textbox', { name: '申请说明' }), '子女留学学费');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await burstSmsSubmit(user, '确认提交');
    expect(counts).toEqual({ conditionalDistributionApply: 1 });
  });

  it('ten taps on 确认提交 apply to change the term once', async () => {
    const user = setup();
    const counts = countCalls(server, 'applyForChangeOfTerm');
    const dialog = await openApplication(user, '申请变更期限');
    await user.type(within(dialog).getByLabelText('新的到期日'), '2060-06-05');
    await user.type(within(dialog).getByRole('textbox', { name: '申请说明' }), '延长期限以覆盖孙辈教育');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await burstSmsSubmit(user, '确认提交');
    expect(counts).toEqual({ applyForChangeOfTerm: 1 });
  });
});
