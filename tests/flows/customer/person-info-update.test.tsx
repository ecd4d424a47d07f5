import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (9 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();
afterEach(() => setInvestorVariant('default'));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const row = (area: HTMLElement, label: string) =>
  within(area).getByText(label).closest('.info-row') as HTMLElement;

describe('personInfoUpdate, contact', () => {
  it('moves the address with the SMS code and shows it on personInfo', async () => {
    const u = user();
    const { location, toasts } = renderRoute('/phone/personInfoUpdate?section=contact');
    expect(await screen.findByRole('button', { name: '所在地区' })).toHaveTextContent('上海市 浦东新区');
    expect(screen.getByLabelText('详细地址')).toHaveValue('张杨路1588弄3号1202室');
    expect(screen.getByText('当前：zha***@163.com，不修改请留空')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: '所在地区' }));
    await u.click(await screen.findByRole('button', { name: '徐汇区' }));
    await u.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '所在地区' })).toHaveTextContent('上海市 徐汇区'),
    );
    const detail = screen.getByLabelText('详细地址');
    await u.clear(detail);
    await u.type(detail, '漕溪北路88号圣爱大厦1806室');
    await u.click(screen.getByRole('button', { name: '下一步' }));

    const summary = await screen.findByRole('region', { name: '本次修改' });
    expect(summary).toHaveTextContent('上海市徐汇区漕溪北路88号圣爱大厦1806室');
    expect(await screen.findByText(/验证码已发送至 138\*{4}5678/)).toBeInTheDocument();
    await u.type(screen.getByLabelText('短信验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(location()).toBe('/phone/personInfo'));
    expect(toasts()).toContain('修改成功');
    const contact = await screen.findByRole('region', { name: '联系信息' });
    await waitFor(() =>
      expect(row(contact, '联系地址')).toHaveTextContent('上海市徐汇区漕溪北路88号圣爱大厦1806室'),
    );
  }, 40_000);

  it('信托资金来源: the multi-select from the fund_source dictionary, saved with the contact data', async () => {
    const u = user();
    const { location } = renderRoute('/phone/personInfoUpdate?section=contact');
    const field = await screen.findByRole('button', { name: '信托资金来源' });
    await waitFor(() => expect(field).toHaveTextContent('工资、劳务报酬、投资收益'));
    await u.click(field);
    const picker = await screen.findByRole('dialog', { name: '信托资金来源' });
    expect(within(picker).getByRole('checkbox', { name: '投资收益' })).toBeChecked();
    await u.click(within(picker).getByText('工资、劳务报酬'));
    await u.click(within(picker).getByText('生产经营所得'));
    await u.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '信托资金来源' })).toBeNull());
    expect(field).toHaveTextContent('生产经营所得、投资收益');
    await u.click(screen.getByRole('button', { name: '下一步' }));

    const summary = await screen.findByRole('region', { name: '本次修改' });
    expect(summary).toHaveTextContent('生产经营所得、投资收益');
    await screen.findByText(/验证码已发送至/);
    await u.type(screen.getByLabelText('短信验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(location()).toBe('/phone/personInfo'));
    const contact = await screen.findByRole('region', { name: '联系信息' });
    await waitFor(() => expect(row(contact, '信托资金来源')).toHaveTextContent('生产经营所得、投资收益'));
  }, 40_000);

  it('信托资金来源 cannot be left empty: untick all and the form says so', async () => {
    const u = user();
    renderRoute('/phone/personInfoUpdate?section=contact');
    const field = await screen.findByRole('button', { name: '信托资金来源' });
    await waitFor(() => expect(field).toHaveTextContent('投资收益'));
    await u.click(field);
    const picker = await screen.findByRole('dialog', { name: '信托资金来源' });
    await u.click(within(picker).getByText('工资、劳务报酬'));
    await u.click(within(picker).getByText('投资收益'));
    await u.click(within(picker).getByRole('button', { name: '确定' }));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请至少选择1项')).toBeInTheDocument();
    expect(screen.queryByText(/验证码已发送至/)).toBeNull();
  }, 30_000);

  it('says a wrong code under the button, without a toast, and keeps the data on record', async () => {
    const u = user();
    const { toasts, location } = renderRoute('/phone/personInfoUpdate?section=contact');
    await u.click(await screen.findByRole('button', { name: '下一步' }));
    await screen.findByText(/验证码已发送至/);
    await u.type(screen.getByLabelText('短信验证码'), '654321');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('短信验证码错误，请重新输入')).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveValue('');
    expect(toasts()).toEqual([]);
    expect(location()).toBe('/phone/personInfoUpdate?section=contact');
  }, 30_000);

  it('checks the form first: a street too short and a malformed e-mail are said in place', async () => {
    const u = user();
    renderRoute('/phone/personInfoUpdate?section=contact');
    const detail = await screen.findByLabelText('详细地址');
    await u.clear(detail);
    await u.type(detail, '张杨路');
    await u.type(screen.getByLabelText('电子邮箱'), 'zhangwei@');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('详细地址应为5至100个字')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的电子邮箱，如 name@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
  }, 30_000);

  it('shows 加载失败 with 重试 when the contact data cannot be read', async () => {
    setScenario({ outcome: 'http500', call: 'selectContactInfo', times: 1 });
    renderRoute('/phone/personInfoUpdate?section=contact');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('详细地址')).toBeInTheDocument();
  });
});

describe('personInfoUpdate, identity', () => {
  it('renews an expired ID as 长期 with the SMS code: personInfo no longer says 证件已过期', async () => {
    await setInvestorVariant('id-expired');
    const u = user();
    const { location } = renderRoute('/phone/personInfoUpdate?section=identity');
    expect(await screen.findByRole('alert')).toHaveTextContent('证件已过期，请更新（有效期至 2025-11-20）');
    expect(screen.getByRole('button', { name: '职业' })).toHaveTextContent('专业技术人员');
    expect(screen.getByRole('button', { name: '有效期至' })).toHaveTextContent('2025-11-20');

    // Unchanged, the expired end date is refused in place.
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('证件已过期，请换领新证件后再更新')).toBeInTheDocument();

    await u.click(screen.getByText('长期有效'));
    expect(screen.queryByRole('button', { name: '有效期至' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the 1 s re-click window
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const summary = await screen.findByRole('region', { name: '本次修改' });
    expect(summary).toHaveTextContent('2005-11-20 至 长期');
    await screen.findByText(/验证码已发送至 138\*{4}5678/);
    await u.type(screen.getByLabelText('短信验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(location()).toBe('/phone/personInfo'));
    const identity = await screen.findByRole('region', { name: '身份信息' });
    await waitFor(() => expect(row(identity, '证件有效期')).toHaveTextContent('2005-11-20 至 长期'));
    expect(screen.queryByText(/证件已过期，请更新/)).toBeNull();
  }, 40_000);

  it('a number that is not the investor’s: the server’s check is said above the form', async () => {
    const u = user();
    renderRoute('/phone/personInfoUpdate?section=identity');
    await u.type(await screen.findByLabelText('证件号码'), '110101199003074514');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('region', { name: '本次修改' })).toHaveTextContent('1101**********4514');
    await screen.findByText(/验证码已发送至/);
    await u.type(screen.getByLabelText('短信验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('证件信息核验未通过，请核对证件类型与号码');
    expect(screen.getByLabelText('证件号码')).toHaveValue('110101 19900307 4514');
  }, 40_000);

  it('a resident ID number of the wrong form is refused before any SMS', async () => {
    const u = user();
    renderRoute('/phone/personInfoUpdate?section=identity');
    await u.type(await screen.findByLabelText('证件号码'), '11010119900307');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入正确的18位居民身份证号码')).toBeInTheDocument();
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
  }, 30_000);
});
