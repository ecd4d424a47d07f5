import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { businessFailure } from '@mocks/http/responses';
import { recordElderlyDeclaration, recordQualificationReview } from '@mocks/domains/risk/profile';
import { SEED_REJECT_REASON } from '@mocks/domains/risk/seed';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

/** capitain / capitainAdd, first screen: the suitability gate against the stateful mock. */
const server = setupMockApi();
afterEach(() => setInvestorVariant('default'));

const GATE = '/phone/capitain?productCode=XT2024001';
const ADD = '/phone/capitainAdd?productCode=XT2024001';
/** A fix's address: the other domain's page, told to come back to the gate. */
const fixing = (path: string) => `${path}?${new URLSearchParams({ redirect: GATE }).toString()}`;

const list = async () => within(await screen.findByRole('list', { name: '认购前检查' }, { timeout: 15_000 }));
const row = async (title: string) => {
  const items = (await list()).getAllByRole('listitem');
  const found = items.find((item) => item.textContent?.includes(title));
  if (!found) throw new Error(`no row ${title}`);
  return within(found);
};

describe('the suitability gate', () => {
  it('lists all eight checks of the demo investor and lets him on to the amount', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(ADD);
    const items = (await list()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.gate-check-title')?.textContent)).toEqual([
      '登录状态',
      '实名认证',
      '风险测评',
      '合格投资者认证',
      '老年投资者声明',
      '税收居民身份声明',
      '银行卡',
      '双录（录音录像）',
    ]);
    expect(screen.getByRole('heading', { name: '鑫享稳健1号集合资金信托计划' })).toBeInTheDocument();
    expect((await row('风险测评')).getByText('平衡型(C3)')).toBeInTheDocument();
    expect((await row('银行卡')).getByText('本产品仅支持招商银行卡付款')).toBeInTheDocument();
    expect(screen.getByText('以上事项均已满足，可以填写认购金额')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/phone/capitainAdd?productCode=XT2024001&step=amount'));
  }, 20_000);

  it('blocks a C2 investor on the R3 product, says why, and offers 重新测评', async () => {
    await setInvestorVariant('c2');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(GATE);
    const risk = await row('风险测评');
    expect(risk.getByText('风险不匹配')).toBeInTheDocument();
    expect(
      risk.getByText('您的风险承受能力为稳健型(C2)，本产品为R3中风险，请重新测评或选择R1–R2级产品'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    expect(screen.getByText('请先完成“风险测评”，完成后返回本页将自动重新检查')).toBeInTheDocument();
    await user.click(risk.getByRole('button', { name: '重新测评（风险测评）' }));
    await waitFor(() => expect(location()).toBe(fixing('/phone/investorExplain')));
  }, 20_000);

  it.each([
    ['risk-expired', '风险测评', '已过期', '去测评', undefined],
    ['unqualified', '合格投资者认证', '未认证', '去认证（合格投资者认证）', fixing('/phone/strengthen')],
    [
      'qualify-rejected',
      '合格投资者认证',
      '已驳回',
      '查看原因（合格投资者认证）',
      fixing('/phone/certificationDetails'),
    ],
    [
      'qualify-expired',
      '合格投资者认证',
      '已过期',
      '重新认证（合格投资者认证）',
      fixing('/phone/strengthen'),
    ],
    ['no-crs', '税收居民身份声明', '未声明', '去声明（税收居民身份声明）', fixing('/phone/fiscal/identity')],
    ['no-card', '银行卡', '未绑卡', '去绑卡（银行卡）', '/phone/addOrEditBankCard'],
  ] as const)(
    'variant %s: %s %s, one tap to fix it',
    async (variant, title, summary, button, target) => {
      await setInvestorVariant(variant);
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      const { location } = renderRoute(GATE);
      const check = await row(title);
      expect(check.getByText(summary)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
      if (!target) return;
      await user.click(check.getByRole('button', { name: button }));
      await waitFor(() => expect(location()).toBe(target));
    },
    20_000,
  );

  it('shows the demo investor’s certification from checkCustomerQualification: the way and its validity', async () => {
    renderRoute(GATE);
    const check = await row('合格投资者认证');
    expect(
      await check.findByText(
        /^家庭金融资产不低于500万元，有效期至\d{4}-\d{2}-\d{2}$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(check.getByText('已认证')).toBeInTheDocument();
    expect(check.queryByRole('button')).toBeNull();
  }, 20_000);

  it('a rejected certification shows the reviewer’s reason from the server', async () => {
    await setInvestorVariant('qualify-rejected');
    renderRoute(GATE);
    const check = await row('合格投资者认证');
    expect(
      await check.findByText(`您的合格投资者认证未通过：${SEED_REJECT_REASON}`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  }, 20_000);

  it('waits while the qualified-investor review is pending, with its progress one tap away; re-checks on return', async () => {
    await setInvestorVariant('qualify-reviewing');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location, router, toasts } = renderRoute(GATE);
    const check = await row('合格投资者认证');
    expect(
      await check.findByText('您的合格投资者认证正在审核中，审核通过后方可认购', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(check.getByText('审核中')).toBeInTheDocument();
    expect(screen.getByText('合格投资者认证审核中，审核通过后即可认购')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await user.click(check.getByRole('button', { name: '查看进度（合格投资者认证）' }));
    await waitFor(() => expect(location()).toBe(fixing('/phone/certificationDetails')));
    // Approved meanwhile, then back: the kept-alive gate asks both checks again.
    await recordQualificationReview(DEMO_INVESTOR.customerId, { approved: true });
    act(() => void router.navigate(-1));
    expect(
      await screen.findByText('以上事项均已满足，可以填写认购金额', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      (await row('合格投资者认证')).getByText(/^家庭金融资产不低于500万元，有效期至/),
    ).toBeInTheDocument();
  }, 30_000);

  it('a refusal of checkCustomerQualification blocks the purchase even where checkCanBuy passed the row', async () => {
    server.use(
      http.post('*/checkCustomerQualification', () =>
        businessFailure('05080904', '您的合格投资者认证已于2026-11-01到期，请重新认证'),
      ),
    );
    renderRoute(GATE);
    const check = await row('合格投资者认证');
    expect(
      await check.findByText('您的合格投资者认证已于2026-11-01到期，请重新认证', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(check.getByRole('button', { name: '重新认证（合格投资者认证）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    expect(screen.getByText('请先完成“合格投资者认证”，完成后返回本页将自动重新检查')).toBeInTheDocument();
  }, 20_000);

  it('when checkCustomerQualification cannot be read, checkCanBuy’s row stands', async () => {
    setScenario({ outcome: 'http500', call: 'checkCustomerQualification' });
    renderRoute(GATE);
    const check = await row('合格投资者认证');
    expect(check.getByText('已认证')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled(), {
      timeout: 10_000,
    });
  }, 20_000);

  it('an assessment about to expire warns, lets through, and offers 重新测评', async () => {
    await setInvestorVariant('risk-expiring');
    renderRoute(GATE);
    const check = await row('风险测评');
    expect(check.getByText(/到期后须重新测评/)).toBeInTheDocument();
    expect(check.getByRole('button', { name: '重新测评（风险测评）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
  }, 20_000);

  it('puts the elderly declaration first for a 66-year-old, and re-checks when he comes back signed', async () => {
    await setInvestorVariant('elderly');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location, router } = renderRoute(GATE);
    const items = (await list()).getAllByRole('listitem');
    expect(items[2]?.textContent).toContain('老年投资者声明');
    expect(items[2]?.textContent).toContain('未签署');
    expect(screen.getByText('请先完成“老年投资者声明”，完成后返回本页将自动重新检查')).toBeInTheDocument();
    await user.click(within(items[2]!).getByRole('button', { name: '去签署（老年投资者声明）' }));
    await waitFor(() => expect(location()).toBe(fixing('/phone/olderAgeTips')));
    // Signed elsewhere (the risk domain's pages), then back: the kept-alive gate asks again.
    await recordElderlyDeclaration(DEMO_INVESTOR.customerId);
    act(() => void router.navigate(-1));
    expect(
      await screen.findByText('以上事项均已满足，可以填写认购金额', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect((await row('老年投资者声明')).getByText('已签署')).toBeInTheDocument();
  }, 30_000);

  it('sends a product in 预约中 to the reservation instead', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/capitain?productCode=XT2024002');
    expect(
      await screen.findByRole('heading', { name: '产品尚未开放认购' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('该产品尚未开放认购，您可先预约，开放后理财经理将与您联系')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '认购前检查' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '预约该产品' }));
    await waitFor(() => expect(location()).toBe('/phone/reservation?productCode=XT2024002'));
  }, 20_000);

  it('refuses a sold-out product with its reason', async () => {
    renderRoute('/phone/capitainAdd?productCode=XT2023015');
    expect(
      await screen.findByText('该产品额度已售罄，敬请关注后续发行的产品', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('says an unknown product is not found, without a toast', async () => {
    const { toasts } = renderRoute('/phone/capitain?productCode=XT1999999');
    expect(
      await screen.findByRole('heading', { name: '未找到该产品' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  }, 20_000);

  it('shows 加载失败 and 重试 when the gate cannot be read', async () => {
    setScenario({ outcome: 'http500', call: 'checkCanBuy', times: 1 });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(GATE);
    expect(await screen.findByText('加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await list()).toBeTruthy();
  }, 20_000);

  it('without a product in the address, says so', async () => {
    renderRoute('/phone/capitain');
    expect(
      await screen.findByRole('heading', { name: '未找到该产品' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
