import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFamilyReview } from '@mocks/domains/family-trust/review';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pendingChange } from '@/features/family-trust/model/pending-change';
import { pickImages, stubObjectUrls } from '@tests/support/image-upload';
import { renderRoute } from '@tests/support/render-route';

// compressorjs cannot decode images in jsdom: the picked file goes up as it is.
vi.mock('@/page-kit/image-upload/compress-image', () => import('@tests/support/image-upload'));

const server = setupMockApi();

stubObjectUrls();

afterEach(() => {
  pendingChange.clear();
  setFamilyReview(undefined);
  server.events.removeAllListeners();
});

/** The requests a call received, as they reach the mock server. */
function requestsTo(call: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/${call}`)) bodies.push(await request.clone().json());
  });
  return bodies;
}

type User = ReturnType<typeof userEvent.setup>;

const pickPhoto = (user: User, group: string, name: string) =>
  pickImages(user, [name], screen.getByRole('group', { name: group }));

/** changeConfirm for JT2020006 → the 招商银行 card, filled in. */
async function fillConfirm(user: User) {
  await screen.findByRole('region', { name: '变更内容' });
  await user.click(screen.getByRole('radio', { name: '更换常用银行卡' }));
  await pickPhoto(user, '新银行卡照片', 'card.png');
  await pickPhoto(user, '身份证照片', 'id.png');
  await user.click(screen.getByRole('checkbox', { name: /本人确认新账户为本人名下银行卡/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled());
}

const CONFIRM = '/phone/changeConfirm?trustCode=JT2020006&cardId=BC202406180001';

describe('trustChangeList → selectBankList → changeConfirm', { timeout: 20_000 }, () => {
  it('lists each trust’s current account with the way to change it', async () => {
    renderRoute('/phone/trustChangeList');
    const family = await screen.findByRole('article', { name: '华信传家1号家族信托' });
    expect(family).toHaveTextContent('中国工商银行6222 **** **** **** 01232025-03-14 起生效');
    expect(within(family).getByRole('link', { name: '变更华信传家1号家族信托的受益账户' })).toHaveAttribute(
      'href',
      '/phone/selectBankList?trustCode=JT2020006',
    );
    const service = screen.getByRole('article', { name: '华信承远2号家庭服务信托' });
    expect(service).toHaveTextContent('招商银行6214 **** **** 5678');
    expect(screen.getByRole('link', { name: '查看变更记录' })).toHaveAttribute('href', '/phone/changeRecord');
  });

  it('offers the bound cards but the current one; 下一步 leads to the confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/selectBankList?trustCode=JT2020006');
    const current = await screen.findByRole('radio', { name: '中国工商银行 尾号0123（当前受益账户）' });
    expect(current).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '招商银行 尾号5678' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe(CONFIRM));
    const what = await screen.findByRole('region', { name: '变更内容' });
    expect(what).toHaveTextContent('原受益账户中国工商银行 6222 **** **** **** 0123');
    expect(what).toHaveTextContent('新受益账户招商银行 6214 **** **** 5678（深圳分行科技园支行）');
  });

  it('checks the form before the SMS step: the reason, the text for 其他, both photos', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(CONFIRM);
    await screen.findByRole('region', { name: '变更内容' });
    const next = screen.getByRole('button', { name: '下一步' });
    expect(next).toBeDisabled(); // not yet confirmed
    await user.click(screen.getByRole('checkbox', { name: /本人确认/ }));
    await user.click(next);
    expect(await screen.findByText('请选择变更原因')).toBeInTheDocument();
    expect(screen.getByText('请上传新银行卡照片')).toBeInTheDocument();
    expect(screen.getByText('请上传身份证照片')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '其他' }));
    await user.click(next);
    expect(await screen.findByText('请填写变更原因说明')).toBeInTheDocument();
    expect(location()).toBe(CONFIRM);
  });

  it('a trust with a change in review offers its progress instead of the cards', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await submitOneChange(user);
    renderRoute('/phone/selectBankList?trustCode=JT2020006');
    expect(await screen.findByRole('heading', { name: '变更审核中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看变更进度' })).toBeInTheDocument();
  });

  it('a link without its trust, or to a trust he does not benefit from, leads back to the accounts', async () => {
    const { toasts } = renderRoute('/phone/selectBankList?trustCode=JT2099001');
    expect(await screen.findByRole('heading', { name: '未找到受益账户' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it.each(['/phone/selectBankList', '/phone/changeConfirm'])(
    '%s opened without its trust is done, not busy (its read never starts)',
    async (route) => {
      renderRoute(route);
      expect(await screen.findByRole('heading', { name: '未找到受益账户' })).toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
    },
  );
});

/** The whole flow once: confirm → SMS 123456 → the change in review. */
async function submitOneChange(user: User) {
  const view = renderRoute(CONFIRM);
  await fillConfirm(user);
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByText('验证码已发送至 138****5678，5分钟内有效');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('button', { name: '确认提交' }));
  await screen.findByRole('heading', { name: '变更申请审核中' });
  view.unmount();
}

describe('changeShortMessage → changeDetail', { timeout: 30_000 }, () => {
  it('sends the code on arrival, submits the change with the photos and shows it in review', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = requestsTo('changeAccountSendSmsCode');
    const submitted = requestsTo('changeBeneficiaryAccount');
    const { location, toasts } = renderRoute(CONFIRM);
    await fillConfirm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/phone/changeShortMessage'));
    expect(await screen.findByText('验证码已发送至 138****5678，5分钟内有效')).toBeInTheDocument();
    expect(sent).toEqual([{ requestData: { trustCode: 'JT2020006', newCardId: 'BC202406180001' } }]);
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确认提交' }));

    await waitFor(() => expect(location()).toMatch(/^\/phone\/changeDetail\?applyNo=TC\d+$/));
    expect(await screen.findByRole('heading', { name: '变更申请审核中' })).toBeInTheDocument();
    expect(submitted).toEqual([
      {
        requestData: {
          trustCode: 'JT2020006',
          newCardId: 'BC202406180001',
          reasonCode: 'CARD_CHANGED',
          bankCardFileIds: [expect.stringMatching(/^F/)],
          idCardFileIds: [expect.stringMatching(/^F/)],
          smsCode: '123456',
          smsSerialNo: expect.stringMatching(/^BS/),
        },
      },
    ]);
    const progress = screen.getByRole('region', { name: /办理进度/ });
    expect(progress).toHaveTextContent('受托人审核中');
    expect(screen.getByRole('region', { name: '变更内容' })).toHaveTextContent('证明材料2张');
    expect(toasts()).toEqual([]);
  });

  it('a wrong code: the server’s message, the code cleared, still on the step', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location, toasts } = renderRoute(CONFIRM);
    await fillConfirm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByText(/验证码已发送至/);
    await user.type(screen.getByLabelText('短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(toasts()).toEqual(['短信验证码错误，请重新输入']));
    expect(location()).toBe('/phone/changeShortMessage');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('');
  });

  it('going back to the form keeps the entries and the code’s countdown', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = requestsTo('changeAccountSendSmsCode');
    const { router } = renderRoute(CONFIRM);
    await fillConfirm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByText(/验证码已发送至/);
    await router.navigate(-1);
    await screen.findByRole('region', { name: '变更内容' });
    expect(screen.getByRole('radio', { name: '更换常用银行卡' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /本人确认/ }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  it('a send refused because a change is already in review (05190002) is explained, no toast', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'status:05190002', call: 'changeAccountSendSmsCode', times: 1 });
    const { toasts } = renderRoute(CONFIRM);
    await fillConfirm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('heading', { name: '已有变更在审核中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回受益账户变更' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a send refused because the card is gone (05190004) leads back to the cards', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'status:05190004', call: 'changeAccountSendSmsCode', times: 1 });
    const { location } = renderRoute(CONFIRM);
    await fillConfirm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '重新选择银行卡' }));
    await waitFor(() => expect(location()).toBe('/phone/selectBankList?trustCode=JT2020006'));
  });

  it('opened directly (nothing to confirm), the SMS step goes back to the accounts', async () => {
    const { location } = renderRoute('/phone/changeShortMessage');
    await waitFor(() => expect(location()).toBe('/phone/trustChangeList'));
  });
});

describe('changeRecord and changeDetail', { timeout: 30_000 }, () => {
  it('lists the changes newest first with their states', async () => {
    renderRoute('/phone/changeRecord');
    const list = await screen.findByRole('list', { name: '变更记录' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [effective, rejected] = within(list).getAllByRole('listitem');
    expect(effective).toHaveTextContent(
      '已生效中国建设银行 尾号3391 → 中国工商银行 尾号0123申请时间 2025-03-12 10:15',
    );
    expect(rejected).toHaveTextContent('已驳回');
  });

  it('shows a rejected change with the trustee’s reason and 重新申请', async () => {
    renderRoute('/phone/changeDetail?applyNo=TC20250305000002');
    expect(await screen.findByRole('heading', { name: '变更申请已驳回' })).toBeInTheDocument();
    expect(screen.getByText('上传的银行卡照片不清晰，无法核对卡号，请重新拍摄后提交')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新申请' })).toBeInTheDocument();
  });

  it('the trustee approves: the detail says from when, the account is the new card', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await submitOneChange(user);
    setFamilyReview('approve');
    renderRoute('/phone/trustChangeList');
    const family = await screen.findByRole('article', { name: '华信传家1号家族信托' });
    expect(family).toHaveTextContent('招商银行6214 **** **** 5678');
    expect(within(family).getByRole('link', { name: /变更.*受益账户/ })).toBeInTheDocument();
  });

  it('an unknown change (05190008) says so with the way to the records, no toast', async () => {
    const { toasts } = renderRoute('/phone/changeDetail?applyNo=TC20990101000001');
    expect(await screen.findByRole('heading', { name: '变更申请不存在' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看变更记录' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
