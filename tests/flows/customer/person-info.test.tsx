import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clientStore } from '@/env/client-store';
import { bankCards } from '@mocks/domains/bank-card/seed';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (9 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();
afterEach(() => setInvestorVariant('default'));

const section = (name: string) => screen.findByRole('region', { name });
const row = (area: HTMLElement, label: string) =>
  within(area).getByText(label).closest('.info-row') as HTMLElement;

describe('personInfo', () => {
  it('shows the nine identity elements, masked where they must be, and the investor’s states', async () => {
    renderRoute('/phone/personInfo');
    const identity = await section('身份信息');
    for (const [label, value] of [
      ['姓名', '张伟'],
      ['性别', '男'],
      ['国籍/地区', '中国'],
      ['职业', '专业技术人员'],
      ['证件类型', '居民身份证'],
      ['证件号码', '3101**********053X'],
      ['证件有效期', '2016-05-19 至 2036-05-19'],
    ])
      expect(row(identity, label!)).toHaveTextContent(value!);
    const contact = await section('联系信息');
    expect(row(contact, '手机号')).toHaveTextContent('138****5678');
    expect(row(contact, '电子邮箱')).toHaveTextContent('zha***@163.com');
    expect(row(contact, '联系地址')).toHaveTextContent('上海市浦东新区张杨路1588弄3号1202室');
    expect(row(contact, '工作单位')).toHaveTextContent('上海浦江科技有限公司');
    const states = await section('账户与投资者信息');
    expect(row(states, '风险等级')).toHaveTextContent(/C3 平衡型有效期至 \d{4}-\d{2}-\d{2}/);
    // A date never breaks across lines ("有效期至2027-07-" / "31"): the kit's unbroken piece.
    for (const label of ['风险等级', '合格投资者'])
      expect(within(row(states, label)).getByText(/^\d{4}-\d{2}-\d{2}$/)).toHaveClass('unbroken');
    expect(within(states).getByRole('link', { name: /风险等级/ })).toHaveAttribute(
      'href',
      '/phone/ratingResult',
    );
    expect(row(states, '合格投资者')).toHaveTextContent('已认证');
    expect(row(states, '税收居民身份')).toHaveTextContent('仅为中国税收居民');
    expect(within(states).getByRole('link', { name: /专属理财经理/ })).toHaveTextContent('李娜');
    expect(within(states).getByRole('link', { name: /姓名拼音/ })).toHaveTextContent('ZHANG WEI');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says 证件已过期，请更新 with the way to update when the ID has expired', async () => {
    await setInvestorVariant('id-expired');
    renderRoute('/phone/personInfo');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('证件已过期，请更新（有效期至 2025-11-20）');
    expect(within(banner).getByRole('link', { name: '立即更新' })).toHaveAttribute(
      'href',
      '/phone/personInfoUpdate?section=identity',
    );
    expect(row(await section('身份信息'), '证件有效期')).toHaveTextContent('2005-11-20 至 2025-11-20已过期');
  });

  it('sends a visitor to login first', async () => {
    const { location } = renderRoute('/phone/personInfo', { session: 'loggedOut' });
    await waitFor(() => expect(location()).toBe('/phone/login?redirect=%2Fphone%2FpersonInfo'));
  });

  it('shows a failed section with 重试 and keeps the others', async () => {
    setScenario({ outcome: 'http500', call: 'selectContactInfo', times: 1 });
    renderRoute('/phone/personInfo');
    expect(await section('身份信息')).toBeInTheDocument();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await section('联系信息')).toBeInTheDocument();
  });
});

describe('account cancellation', () => {
  it('warns first, and a card still carrying a product blocks it in the sheet', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts } = renderRoute('/phone/personInfo');
    await u.click(await screen.findByRole('button', { name: '注销账户' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('不可恢复');
    await u.click(within(dialog).getByRole('button', { name: '继续注销' }));
    await u.click(await screen.findByText('不再需要'));
    await u.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('您尚有存续产品或在途交易，暂不可注销账户')).toBeInTheDocument();
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
    expect(toasts()).toEqual([]);
  }, 30_000);

  it('closes the account with the SMS code, forgets the session and lands on the home page', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await bankCards.deleteMany((q) => q.where({ cardId: (id) => id.length > 0 }));
    const { location, toasts } = renderRoute('/phone/personInfo');
    await u.click(await screen.findByRole('button', { name: '注销账户' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '继续注销' }));
    await u.click(await screen.findByText('担心个人信息安全'));
    await u.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送至 138\*{4}5678/)).toBeInTheDocument();
    await u.type(screen.getByLabelText('短信验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(location()).toBe('/phone/about'));
    expect(clientStore.get('apptoken')).toBeUndefined();
    expect(toasts()).toContain('注销成功');
  }, 30_000);
});

describe('personInfo, 退出登录', () => {
  it('asks first, then forgets the session and its cached answers and opens login', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const { location, queryClient } = renderRoute('/phone/personInfo');
    await screen.findByRole('region', { name: '身份信息' });
    await u.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '退出登录' });
    await u.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(clientStore.get('apptoken')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: '退出登录' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: '退出登录' })).getByRole('button', {
        name: '退出登录',
      }),
    );
    await waitFor(() => expect(location()).toBe('/phone/login'));
    expect(clientStore.get('apptoken')).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['POST'] })
        .filter((q) => q.state.data),
    ).toEqual([]);
  }, 30_000);

  it('sends a visitor back to login from a page that needs a session after logging out', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const { location, router } = renderRoute('/phone/personInfo');
    await u.click(await screen.findByRole('button', { name: '退出登录' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: '退出登录' })).getByRole('button', {
        name: '退出登录',
      }),
    );
    await waitFor(() => expect(location()).toBe('/phone/login'));
    await router.navigate('/phone/personInfo');
    await waitFor(() => expect(location()).toBe('/phone/login?redirect=%2Fphone%2FpersonInfo'));
  }, 30_000);
});
