import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findOrder } from '@mocks/domains/order/rules';
import { SALES_QUESTIONNAIRE } from '@mocks/domains/risk/other-questionnaires';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(() => sessionStorage.clear());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
const pattern = (text: string) => new RegExp(text.replace(/[?？%()（）“”、，]/g, '.'));
const TO_VISIT = 'OD202611170006';

/** Answers the visit: as expected unless `differ` names a question to answer the other way. */
async function answerVisit(u: ReturnType<typeof user>, differ?: string) {
  for (const def of SALES_QUESTIONNAIRE.defs) {
    await screen.findByRole('heading', { name: pattern(def.title) }, LONG);
    const expected = def.expected![0]!;
    const id = def.questionId === differ ? def.options.find(([o]) => o !== expected)![0] : expected;
    await u.click(screen.getByRole('radio', { name: def.options.find(([o]) => o === id)![1] }));
  }
}

describe('saleQuestionnaire (the return visit)', { timeout: 60_000 }, () => {
  it('an order waiting for its visit: answered as expected, the subscription goes on', async () => {
    const u = user();
    const { location } = renderRoute(`/phone/saleQuestionnaire?orderNo=${TO_VISIT}`);
    const summary = await screen.findByRole('region', { name: '回访订单' }, LONG);
    expect(summary).toHaveTextContent(TO_VISIT);
    expect(summary).toHaveTextContent(/元（\d+\.\d{2}万元）/);
    await answerVisit(u);
    await u.dblClick(screen.getByRole('button', { name: '提交回访' }));
    expect(await screen.findByText('回访已完成', {}, LONG)).toBeInTheDocument();
    expect(findOrder(TO_VISIT)?.status).toMatch(/SUBSCRIBED|CONFIRMED/);
    await u.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(location()).toBe(`/phone/productOrderDetails?orderNo=${TO_VISIT}`));
  });

  it('a promise of returns: not passed, customer service will call; opened again it may be answered anew', async () => {
    const u = user();
    const first = renderRoute(`/phone/saleQuestionnaire?orderNo=${TO_VISIT}`);
    await answerVisit(u, 'H3');
    await u.click(screen.getByRole('button', { name: '提交回访' }));
    expect(await screen.findByText('回访未通过', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/客服将在1个工作日内与您联系/)).toBeInTheDocument();
    expect(findOrder(TO_VISIT)?.status).toBe('TO_VISIT');
    first.unmount();
    renderRoute(`/phone/saleQuestionnaire?orderNo=${TO_VISIT}`);
    expect(await screen.findByText(/上次回访未通过/, {}, LONG)).toBeInTheDocument();
  });

  it('still in its cooling-off: says when it ends; visited already: says so', async () => {
    const during = renderRoute('/phone/saleQuestionnaire?orderNo=OD202611210003');
    expect(await screen.findByText('冷静期尚未结束', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/冷静期将于\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}结束/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交回访' })).toBeNull();
    during.unmount();
    renderRoute('/phone/saleQuestionnaire?orderNo=OD202611100007');
    expect(await screen.findByText('回访已完成', {}, LONG)).toBeInTheDocument();
  });

  it('05080311 in place, no toast', async () => {
    const missing = renderRoute('/phone/saleQuestionnaire?orderNo=OD209901010001');
    expect(await screen.findByText('无需回访', {}, LONG)).toBeInTheDocument();
    expect(missing.toasts()).toEqual([]);
  });

  it('no order in the address: the visits due (salesBehaviorQuestionnaireStatus); once visited, none', async () => {
    const u = user();
    const list = renderRoute('/phone/saleQuestionnaire');
    const due = await screen.findByRole('list', { name: '待回访订单' }, LONG);
    const cards = within(due).getAllByRole('link');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('鑫享稳健1号集合资金信托计划');
    expect(cards[0]).toHaveTextContent('1,000,000.00元（100.00万元）');
    expect(cards[0]).toHaveTextContent(`订单编号 ${TO_VISIT}`);
    expect(cards[0]).toHaveTextContent(/回访截止 \d{4}-\d{2}-\d{2}/);
    await u.click(cards[0]!);
    await waitFor(() => expect(list.location()).toBe(`/phone/saleQuestionnaire?orderNo=${TO_VISIT}`));
    await answerVisit(u);
    await u.click(screen.getByRole('button', { name: '提交回访' }));
    expect(await screen.findByText('回访已完成', {}, LONG)).toBeInTheDocument();
    list.unmount();
    const after = renderRoute('/phone/saleQuestionnaire');
    expect(await screen.findByText('暂无待回访订单', {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '我的订单' }));
    await waitFor(() => expect(after.location()).toBe('/phone/myOrder'));
  });

  it('the visits due failing to load: 加载失败 with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'salesBehaviorQuestionnaireStatus' });
    renderRoute('/phone/saleQuestionnaire');
    expect(await screen.findByText('待回访订单加载失败', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });

  it('a failed load offers 重试', async () => {
    setScenario({ outcome: 'http500', call: 'getSalesBehaviorQuestionnaire' });
    renderRoute(`/phone/saleQuestionnaire?orderNo=${TO_VISIT}`);
    expect(await screen.findByRole('button', { name: '重试' }, LONG)).toBeInTheDocument();
  });
});
