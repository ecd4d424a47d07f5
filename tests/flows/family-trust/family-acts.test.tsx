import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrustApplication } from '@gen/model/trustApplication';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
setupMockApi();
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

const region = (name: string) => screen.findByRole('region', { name });
const sheet = () => screen.findByRole('dialog');

async function confirmBySms(user: UserEvent, submit: string, code = '123456') {
  const dialog = await sheet();
  await within(dialog).findByText('验证码已发送至 138****5678，5分钟内有效');
  await user.type(within(dialog).getByLabelText('短信验证码'), code);
  await user.click(within(dialog).getByRole('button', { name: submit }));
}

/** The temporary distribution form to 李* with an amount typed on the number field. */
async function fillTemporary(user: UserEvent, amount: string) {
  const dialog = await sheet();
  await user.click(within(dialog).getByRole('radio', { name: '李*（配偶）' }));
  await user.click(within(dialog).getByRole('textbox', { name: '申请金额(元)' }));
  await user.keyboard(amount);
  await user.keyboard('{Enter}');
  await user.type(within(dialog).getByRole('textbox', { name: '申请说明' }), '家庭成员医疗支出');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
}

const applications = () => callData<TrustApplication[]>('queryTrustApplyList', { trustCode: 'JT2020006' });

describe('family trust: signing what the family office prepared', { timeout: 90_000 }, () => {
  it('reminds on the home page and signs the supplementary agreement with the SMS code', async () => {
    const user = setup();
    const { toasts } = renderRoute('/phone/familyZhuPage');
    const toSign = await region('待签署协议');
    const rows = await within(toSign).findAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      '华信传家1号家族信托追加信托财产补充协议',
      '华信传家5号家族信托合同',
    ]);
    await user.click(within(rows[0]!).getByRole('button', { name: '去签署' }));
    const dialog = await sheet();
    expect(dialog).toHaveTextContent('5,000,000.00元（500.00万元）');
    expect(dialog).toHaveTextContent('受益人及分配规则不变');
    expect(within(dialog).getByRole('button', { name: '下一步' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await confirmBySms(user, '确认签署');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect((await within(await region('待签署协议')).findAllByRole('listitem')).length).toBe(1),
    );
    expect(toasts()).toContain('签约成功');
    expect((await applications()).find((a) => a.kind === 'SUPPLEMENT')?.status).toBe('REVIEWING');
  });

  it('says a wrong code above the field and keeps the sheet for another try', async () => {
    const user = setup();
    const { toasts } = renderRoute('/phone/familyRights?trustCode=JT2020006');
    const list = await region('申请与签约');
    await user.click(await within(list).findByRole('button', { name: '去签署' }));
    await user.click(within(await sheet()).getByRole('checkbox'));
    await user.click(within(await sheet()).getByRole('button', { name: '下一步' }));
    await confirmBySms(user, '确认签署', '654321');
    expect(await within(await sheet()).findByRole('alert')).toHaveTextContent('短信验证码错误，请重新输入');
    expect(toasts()).toEqual([]);
  });
});

describe('family trust: applications from the rights page', { timeout: 90_000 }, () => {
  it('applies for a temporary distribution; the application shows 审核中 on top of 申请与签约', async () => {
    const user = setup();
    renderRoute('/phone/familyRights?trustCode=JT2020006');
    await user.click(await within(await region('我的权益')).findByRole('button', { name: '申请临时分配' }));
    await fillTemporary(user, '200000');
    await confirmBySms(user, '确认提交');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await region('申请与签约');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('临时分配申请审核中'),
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('200,000.00元');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('李*');
  });

  it('asks for the fields the contract requires before the SMS step', async () => {
    const user = setup();
    renderRoute('/phone/familyRights?trustCode=JT2020006');
    await user.click(await within(await region('我的权益')).findByRole('button', { name: '申请条件分配' }));
    const dialog = await sheet();
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('请选择受益人')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择分配条件')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入大于0的申请金额')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('短信验证码')).toBeNull();
  });

  it('takes an amount above the limit (05190022) back to the form, said under the amount', async () => {
    const user = setup();
    const { toasts } = renderRoute('/phone/familyRights?trustCode=JT2020006');
    await user.click(await within(await region('我的权益')).findByRole('button', { name: '申请临时分配' }));
    await fillTemporary(user, '1500000');
    await confirmBySms(user, '确认提交');
    const dialog = await sheet();
    expect(
      await within(dialog).findByText('申请金额超过信托合同约定的单次分配上限，请调整'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['05190021', '该信托已有同类申请在审核中，请勿重复申请'],
    ['05190023', '仅委托人可以办理该事项'],
  ])('says %s in the sheet', async (code, words) => {
    const user = setup();
    renderRoute('/phone/familyRights?trustCode=JT2020006');
    await user.click(await within(await region('我的权益')).findByRole('button', { name: '申请临时分配' }));
    await fillTemporary(user, '1000');
    setScenario({ outcome: `status:${code}`, call: 'tempDistributeApply', times: 1 });
    await confirmBySms(user, '确认提交');
    expect(await within(await sheet()).findByRole('alert')).toHaveTextContent(words);
  });

  it('applies to change the term; the current maturity date again is 05190024, said in the sheet', async () => {
    const user = setup();
    renderRoute('/phone/familyRights?trustCode=JT2020006');
    await user.click(await within(await region('我的权益')).findByRole('button', { name: '申请变更期限' }));
    let dialog = await sheet();
    const date = within(dialog).getByLabelText('新的到期日');
    await user.type(date, '2050-06-05');
    await user.type(within(dialog).getByRole('textbox', { name: '申请说明' }), '延长期限以覆盖孙辈教育');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await confirmBySms(user, '确认提交');
    dialog = await sheet();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '新的到期日须晚于今日且与当前到期日不同',
    );
    await user.clear(within(dialog).getByLabelText('新的到期日'));
    await user.type(within(dialog).getByLabelText('新的到期日'), '2060-06-05');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await confirmBySms(user, '确认提交');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await region('申请与签约');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('信托期限变更申请审核中'),
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('2060-06-05');
  });
});
