import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

// jsdom has no canvas: the drawing is qrcode's (the kit's tests and the e2e journey see real
// codes); here, what the page asks it to encode.
const toDataURL = vi.hoisted(() => vi.fn(() => Promise.resolve('data:image/png;base64,iVBORw0KGgo=')));
vi.mock('qrcode', () => ({ toDataURL, default: { toDataURL } }));
afterEach(() => toDataURL.mockClear());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const INVITE_URL = `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q`;

describe('getQrcode (my invitation)', () => {
  it('draws the invitation link of this origin with the code, the reward and the results', async () => {
    renderRoute('/phone/getQrcode');
    const card = await screen.findByRole('region', { name: '我的邀请二维码' });
    expect(await within(card).findByRole('img', { name: '我的邀请二维码' })).toBeInTheDocument();
    expect(toDataURL).toHaveBeenCalledWith(
      INVITE_URL,
      expect.objectContaining({ errorCorrectionLevel: 'M' }),
    );
    expect(card).toHaveTextContent('邀请码 ZW8K3Q');
    expect(card).toHaveTextContent('好友完成实名认证得200积分，完成首次认购再得2,000积分');
    expect(card).toHaveTextContent('已邀请好友3人');
    expect(card).toHaveTextContent('邀请获得积分2,400');
    // jsdom's user agent is a desktop browser's: download the picture, or scan it with a phone.
    expect(card).toHaveTextContent('点击“保存图片”下载二维码，或使用手机扫码');
    expect(within(card).getByRole('link', { name: '保存图片' })).toHaveAttribute(
      'download',
      '华信信托邀请码ZW8K3Q.png',
    );
  });

  it('lists the friends with their state and points, names and numbers masked', async () => {
    renderRoute('/phone/getQrcode');
    const list = await screen.findByRole('region', { name: '我的邀请' });
    await within(list).findByText('137****9021');
    const rows = within(list)
      .getAllByText(/扫码邀请|短信邀请/)
      .map((el) => el.closest('.invitation-row')!.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^137\*{4}9021短信邀请 · \d{4}-\d\d-\d\d 19:05已发送邀请待好友注册$/),
      expect.stringMatching(/^王\* 186\*{4}3307扫码邀请 · .*已注册\+200积分$/),
      expect.stringMatching(/^李\* 139\*{4}2468扫码邀请 · .*已完成首次认购\+2,200积分$/),
    ]);
  });

  it('copies the invitation link, or shows it to copy by hand when the clipboard refuses', async () => {
    const u = user();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/phone/getQrcode');
    const copy = await screen.findByRole('button', { name: '复制邀请链接' });
    await u.click(copy);
    expect(writeText).toHaveBeenCalledWith(INVITE_URL);
    expect(await screen.findByText('邀请链接已复制，可粘贴发送给好友')).toBeInTheDocument();
    await u.click(copy);
    expect(await screen.findByText(INVITE_URL)).toBeInTheDocument();
  });

  it('sends an SMS invitation once: the friend heads the list and the count grows', async () => {
    const u = user();
    const { toasts } = renderRoute('/phone/getQrcode');
    const form = await screen.findByRole('region', { name: '短信邀请好友' });
    await u.type(within(form).getByLabelText('好友手机号'), '13955556666');
    await u.type(within(form).getByLabelText('好友称呼'), '李先生');
    await u.click(within(form).getByRole('button', { name: '发送邀请短信' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('已向 139****6666 发送邀请短信');
    expect(within(form).getByLabelText('好友手机号')).toHaveValue('');
    const list = screen.getByRole('region', { name: '我的邀请' });
    await within(list).findByText('139****6666');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '我的邀请二维码' })).toHaveTextContent('已邀请好友4人'),
    );
    expect(toasts()).toEqual([]);
  }, 40_000);

  it.each([
    ['an investor’s number', '13812345678', '该手机号已是华信信托用户，无需邀请'],
    ['a number invited within 24 hours', '13955557777', '24小时内已向该手机号发送过邀请，请勿重复发送'],
  ])(
    'says %s under the number, without a toast',
    async (_what, phone, message) => {
      // The second case: this number had its invitation an hour ago (here: just now).
      if (phone === '13955557777') await postCall('sendInviteSms', { friendPhone: phone });
      const u = user();
      const { toasts } = renderRoute('/phone/getQrcode');
      const form = await screen.findByRole('region', { name: '短信邀请好友' });
      await u.type(within(form).getByLabelText('好友手机号'), phone);
      await u.click(within(form).getByRole('button', { name: '发送邀请短信' }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(toasts()).toEqual([]);
    },
    30_000,
  );

  it('says the day’s limit (05220104) under the number too', async () => {
    for (let i = 0; i < 10; i += 1) await postCall('sendInviteSms', { friendPhone: `1365555000${i}` });
    const u = user();
    renderRoute('/phone/getQrcode');
    const form = await screen.findByRole('region', { name: '短信邀请好友' });
    await u.type(within(form).getByLabelText('好友手机号'), '13955556666');
    await u.click(within(form).getByRole('button', { name: '发送邀请短信' }));
    expect(await within(form).findByText('今日邀请短信已达上限（10条），请明天再试')).toBeInTheDocument();
  }, 30_000);

  it('checks the number before sending', async () => {
    const u = user();
    renderRoute('/phone/getQrcode');
    const form = await screen.findByRole('region', { name: '短信邀请好友' });
    await u.type(within(form).getByLabelText('好友手机号'), '1395555');
    await u.click(within(form).getByRole('button', { name: '发送邀请短信' }));
    expect(await within(form).findByText('请输入正确的11位手机号')).toBeInTheDocument();
  }, 30_000);

  it('explains an invitation activity that is not open (05220101) instead of a code', async () => {
    setScenario({ outcome: 'status:05220101', call: 'mgmInviteInfo' });
    const { toasts } = renderRoute('/phone/getQrcode');
    expect(await screen.findByRole('heading', { name: '邀请活动暂未开放' })).toBeInTheDocument();
    // The server's message (the scenario's generic one here) under the heading.
    expect(screen.getByText('业务处理失败（05220101）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去会员中心看看' })).toHaveAttribute('href', '/phone/interests');
    expect(screen.queryByRole('img')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('asks for real-name checks first (05220102), linking to personInfo', async () => {
    setScenario({ outcome: 'status:05220102', call: 'mgmInviteInfo' });
    renderRoute('/phone/getQrcode');
    expect(await screen.findByRole('heading', { name: '请先完成实名认证' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看个人信息' })).toHaveAttribute('href', '/phone/personInfo');
  });

  it('shows 加载失败 with 重试 when the invitation cannot be read, then the code', async () => {
    setScenario({ outcome: 'http500', call: 'mgmInviteInfo', times: 1 });
    const u = user();
    renderRoute('/phone/getQrcode');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '我的邀请二维码' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to login first', async () => {
    const { location } = renderRoute('/phone/getQrcode', { session: 'loggedOut' });
    await waitFor(() => expect(location()).toBe('/phone/login?redirect=%2Fphone%2FgetQrcode'));
  });
});
