import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
setupMockApi();

const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('familyZhuPage', { timeout: 20_000 }, () => {
  it('shows the settled trust: size in 元 and 万元, term, beneficiaries masked, allocation, shortcuts', async () => {
    const { toasts } = renderRoute('/phone/familyZhuPage');
    const overview = await region('华信传家1号家族信托');
    expect(overview).toHaveTextContent('32,856,400.00');
    expect(overview).toHaveTextContent('约3,285.64万元，估值日 2026-09-30');
    expect(overview).toHaveTextContent('初始信托财产(元)30,000,000.00');
    expect(overview).toHaveTextContent('累计已分配(元)4,600,000.00');
    expect(overview).toHaveTextContent('我的受益份额40.00%');
    expect(within(overview).getByText('我是委托人')).toBeInTheDocument();
    const people = within(await region('受益人')).getAllByRole('listitem');
    expect(people.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^张伟 本人与委托人关系：本人受益份额 40\.00%$/),
      expect.stringMatching(/^李\*与委托人关系：配偶受益份额 30\.00%$/),
      expect.stringMatching(/^张\*涵与委托人关系：子女受益份额 30\.00%$/),
    ]);
    const allocation = await region('资产配置');
    expect(allocation).toHaveTextContent('固定收益类45.00%14,785,380.00元');
    expect(allocation).toHaveTextContent('现金管理类10.00%3,285,640.00元');
    const shortcuts = screen.getByRole('navigation', { name: '家族信托服务' });
    expect(within(shortcuts).getByRole('link', { name: '受益账户变更' })).toHaveAttribute(
      'href',
      '/phone/trustChangeList',
    );
    expect(within(shortcuts).getByRole('link', { name: '联系家族办公室' })).toHaveAttribute(
      'href',
      '/phone/familyContactUs?trustCode=JT2020006',
    );
    expect(await region('分配概况')).toHaveTextContent('最近分配日2026-09-30');
    expect(toasts()).toEqual([]);
  });

  it('switches to the father’s trust: his own share and receipts, no size, others hidden', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/familyZhuPage');
    await region('华信传家1号家族信托');
    const switcher = screen.getByRole('navigation', { name: '选择信托' });
    await user.click(within(switcher).getByRole('link', { name: '华信承远2号家庭服务信托' }));
    await waitFor(() => expect(location()).toBe('/phone/familyZhuPage?trustCode=JT2022015'));
    const overview = await region('华信承远2号家庭服务信托');
    expect(overview).toHaveTextContent('我的受益份额50.00%');
    expect(overview).toHaveTextContent('本人累计获得(元)160,000.00');
    expect(overview).toHaveTextContent('委托人张*国');
    expect(overview).not.toHaveTextContent('当前规模');
    expect(screen.queryByRole('region', { name: '资产配置' })).toBeNull();
    expect(await screen.findByText('其他受益人的信息仅委托人可见。')).toBeInTheDocument();
  });

  it('a trust the investor may not see (05190001): said in place, no toast, the way back', async () => {
    const { toasts } = renderRoute('/phone/familyZhuPage?trustCode=JT2099001');
    expect(await screen.findByRole('heading', { name: '未找到该家族信托' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回家族信托' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a failed read says so with 重试, which loads the page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'http500', call: 'getFamilyTrustList', times: 1 });
    renderRoute('/phone/familyZhuPage');
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await region('华信传家1号家族信托')).toBeInTheDocument();
  });
});

describe('familyRights', { timeout: 20_000 }, () => {
  it('lists the rights with where each is exercised, the beneficiaries masked, the distributions paged', async () => {
    renderRoute('/phone/familyRights?trustCode=JT2020006');
    const rights = await region('我的权益');
    expect(
      within(rights)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['查询与知情', '变更受益账户', '临时分配申请', '条件分配申请', '追加信托财产', '变更信托期限']);
    expect(within(rights).getByRole('link', { name: '去变更' })).toHaveAttribute(
      'href',
      '/phone/trustChangeList',
    );
    expect(within(rights).getAllByRole('link', { name: '联系家族办公室办理' })).toHaveLength(1);
    expect(
      within(rights)
        .getAllByRole('button', { name: /^申请/ })
        .map((b) => b.textContent),
    ).toEqual(['申请临时分配', '申请条件分配', '申请变更期限']);
    const benefits = await region('受益人与受益权');
    expect(benefits).toHaveTextContent('张伟（本人） 本人受益份额 40.00%');
    expect(benefits).toHaveTextContent('3101**********053X');
    expect(benefits).toHaveTextContent('中国工商银行 6222 **** **** **** 0123');
    expect(benefits).toHaveTextContent('李*（配偶）');
    expect(benefits).toHaveTextContent('累计获得分配(元)1,600,000.00');
    const records = await screen.findByRole('list', { name: '分配记录' });
    await waitFor(() => expect(within(records).getAllByRole('listitem').length).toBeGreaterThanOrEqual(10));
    expect(within(records).getAllByRole('listitem')[0]).toHaveTextContent(
      '张*涵（子女）· 子女教育金2026-09-30 · 定期分配付至中国银行 尾号773060,000.00元已到账',
    );
  });

  it('a beneficiary sees only the rights a beneficiary has and himself', async () => {
    renderRoute('/phone/familyRights?trustCode=JT2022015');
    const rights = await region('我的权益');
    expect(
      within(rights)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['查询与知情', '变更受益账户']);
    const benefits = await region('受益人与受益权');
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(1);
    expect(benefits).toHaveTextContent('累计获得分配(元)160,000.00');
  });

  it('a trust the investor may not see (05190001): said in place, no toast', async () => {
    const { toasts } = renderRoute('/phone/familyRights?trustCode=JT2099001');
    expect(await screen.findByRole('heading', { name: '未找到该家族信托' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});

describe('familyContactUs', { timeout: 20_000 }, () => {
  it('names the trust’s adviser with call links, the hotline, mailbox, hours and address', async () => {
    renderRoute('/phone/familyContactUs?trustCode=JT2022015');
    expect(await screen.findByRole('heading', { name: '王磊' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '致电顾问 021-68881256' })).toHaveAttribute(
      'href',
      'tel:02168881256',
    );
    expect(screen.getByRole('link', { name: '服务热线 400-820-1888' })).toHaveAttribute(
      'href',
      'tel:4008201888',
    );
    expect(screen.getByRole('link', { name: 'familyoffice@hxtrust.com.cn' })).toHaveAttribute(
      'href',
      'mailto:familyoffice@hxtrust.com.cn',
    );
    expect(screen.getByText('上海市浦东新区世纪大道88号华信大厦18层')).toBeInTheDocument();
  });

  it('without a trust, the investor’s team', async () => {
    renderRoute('/phone/familyContactUs');
    expect(await screen.findByRole('heading', { name: '陈静' })).toBeInTheDocument();
  });
});
