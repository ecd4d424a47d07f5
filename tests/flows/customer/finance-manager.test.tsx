import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

/** An element's text as toHaveTextContent reads it: runs of white space as one space. */
const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

configure({ asyncUtilTimeout: 15_000 });

setupMockApi();
afterEach(() => setInvestorVariant('default'));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('financeManager', () => {
  it('shows my manager with a call link and the WeCom code', async () => {
    renderRoute('/phone/financeManager');
    const card = await screen.findByRole('region', { name: '理财经理 李娜' });
    expect(card).toHaveTextContent('高级理财经理 · 上海财富中心');
    expect(card).toHaveTextContent('从业年限8年');
    expect(card).toHaveTextContent('专属理财经理');
    expect(within(card).getByRole('link', { name: '拨打电话 136 0176 1234' })).toHaveAttribute(
      'href',
      'tel:13601761234',
    );
    expect(within(card).getByText('添加企业微信')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换理财经理' })).toBeEnabled();
  });

  it('changes manager: list → 王磊 → 申请更换 with a reason → the change shows as under review', async () => {
    const u = user();
    const { location, toasts } = renderRoute('/phone/financeManager');
    await u.click(await screen.findByRole('button', { name: '更换理财经理' }));
    await waitFor(() => expect(location()).toBe('/phone/financeManager?mode=choose'));
    expect(await screen.findByRole('link', { name: /李娜（当前）/ })).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: /王磊/ }));
    await waitFor(() => expect(location()).toBe('/phone/financeManagerMy?managerCode=M0215'));
    expect(await screen.findByRole('region', { name: '理财经理 王磊' })).toBeInTheDocument();
    await u.type(await screen.findByLabelText('更换原因（选填）'), '离家更近');
    await u.click(screen.getByRole('button', { name: '申请更换为TA' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('将申请由 李娜 更换为 王磊，需1–3个工作日审核');
    await u.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(location()).toBe('/phone/financeManager'));
    expect(toasts()).toContain('提交成功');
    // Any 加载中… is a status too: wait for the one that says the request is under review.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map(textOf)).toContainEqual(
        expect.stringContaining('申请更换为理财经理 王磊，正在审核中'),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '更换理财经理' })).toBeDisabled());
  }, 40_000);

  it('without a manager: the empty state, then a first manager bound at once', async () => {
    await setInvestorVariant('no-manager');
    const u = user();
    const { location } = renderRoute('/phone/financeManager');
    expect(await screen.findByText('您暂未绑定专属理财经理')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '选择理财经理' }));
    await u.click(await screen.findByRole('link', { name: /陈静/ }));
    await u.click(await screen.findByRole('button', { name: '选择TA为专属理财经理' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认选择' }));
    await waitFor(() => expect(location()).toBe('/phone/financeManager'));
    expect(await screen.findByRole('region', { name: '理财经理 陈静' })).toHaveTextContent('专属理财经理');
  }, 40_000);

  it('searches the list by name', async () => {
    const u = user();
    renderRoute('/phone/financeManager?mode=choose');
    expect(await screen.findByRole('link', { name: /王磊/ })).toBeInTheDocument();
    await u.type(screen.getByPlaceholderText('搜索理财经理姓名或工号'), '陈');
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: /王磊/ })).toBeNull();
      expect(screen.getByRole('link', { name: /陈静/ })).toBeInTheDocument();
    });
  }, 30_000);

  it('an unknown staff code says so in place of the card', async () => {
    const { toasts } = renderRoute('/phone/financeManagerMy?managerCode=M9999');
    expect(await screen.findByText('未找到该理财经理')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('the manager read failing shows 加载失败 with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'selectUserManager', times: 1 });
    renderRoute('/phone/financeManager');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '理财经理 李娜' })).toBeInTheDocument();
  });
});
