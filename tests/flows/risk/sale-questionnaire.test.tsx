import { screen, waitFor } from '@testing-library/react';
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

  it('05080311 in place; no order in the address: sent to the orders', async () => {
    const u = user();
    const missing = renderRoute('/phone/saleQuestionnaire?orderNo=OD209901010001');
    expect(await screen.findByText('无需回访', {}, LONG)).toBeInTheDocument();
    expect(missing.toasts()).toEqual([]);
    missing.unmount();
    const none = renderRoute('/phone/saleQuestionnaire');
    await u.click(await screen.findByRole('button', { name: '我的订单' }, LONG));
    await waitFor(() => expect(none.location()).toBe('/phone/myOrder'));
  });

  it('a failed load offers 重试', async () => {
    setScenario({ outcome: 'http500', call: 'getSalesBehaviorQuestionnaire' });
    renderRoute(`/phone/saleQuestionnaire?orderNo=${TO_VISIT}`);
    expect(await screen.findByRole('button', { name: '重试' }, LONG)).toBeInTheDocument();
  });
});
