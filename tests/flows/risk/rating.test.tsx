import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RISK_QUESTIONS } from '@mocks/domains/risk/risk-questionnaire';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { addDays, assessmentExpiry, chinaToday } from '@/features/risk/model/rules';
import { dateText } from '@/features/risk/model/level-text';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(async () => {
  sessionStorage.clear(); // the questionnaire keeps its answers for the session
  await setInvestorVariant('default');
});

const today = chinaToday();
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const pattern = (text: string) => new RegExp(text.replace(/[?？%()（）]/g, '.'));

/** Answers every question with the option `pick` names (single choice moves on by itself). */
async function answerAll(u: ReturnType<typeof user>, pick: (q: (typeof RISK_QUESTIONS)[number]) => string) {
  for (const question of RISK_QUESTIONS) {
    await screen.findByRole('heading', { name: pattern(question.title) }, { timeout: 15_000 });
    await u.click(screen.getByRole('radio', { name: pattern(pick(question)) }));
  }
}
const highest = (q: (typeof RISK_QUESTIONS)[number]) => [...q.options].sort((a, b) => b[2] - a[2])[0]![1];

describe('investorExplain → risktip → ratingStep1 → ratingResult', { timeout: 60_000 }, () => {
  it('shows the level with its expiry, then a new assessment becomes the level once confirmed', async () => {
    const u = user();
    const { location } = renderRoute('/phone/investorExplain');
    const card = await screen.findByRole('region', { name: '您的风险承受能力' }, { timeout: 15_000 });
    expect(within(card).getByText('C3 平衡型')).toBeInTheDocument();
    expect(within(card).getByText('有效')).toBeInTheDocument();
    expect(
      within(card).getByText(`有效期至${dateText(assessmentExpiry(addDays(today, -92)))}`),
    ).toBeInTheDocument();
    const retake = screen.getByRole('button', { name: '重新测评' });
    expect(retake).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: /投资者须知/ }));
    await u.click(retake);

    expect(
      await screen.findByRole('heading', { level: 1, name: '风险提示' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: /已知悉上述风险/ }));
    await u.click(screen.getByRole('button', { name: '开始答题' }));

    await answerAll(u, highest);
    await u.click(await screen.findByRole('button', { name: '提交测评' }));

    const pending = await screen.findByRole('region', { name: '本次测评结果' }, { timeout: 15_000 });
    expect(within(pending).getByText('C5 进取型')).toBeInTheDocument();
    expect(within(pending).getByText('测评得分 100 分')).toBeInTheDocument();
    expect(location()).toMatch(/^\/phone\/ratingResult\?evaluationNo=EV\d+$/);
    // Not in force before it is confirmed.
    expect((await callData<{ riskLevel: string }>('investGetInvestorStatus', {})).riskLevel).toBe('C3');

    await u.click(screen.getByRole('button', { name: '确认测评结果' }));
    const card2 = await screen.findByRole('region', { name: '您的风险承受能力' });
    expect(within(card2).getByText('C5 进取型')).toBeInTheDocument();
    expect(within(card2).getByText(`有效期至${dateText(assessmentExpiry(today))}`)).toBeInTheDocument();
    expect(within(card2).getByText(/R1–R5/)).toBeInTheDocument();
    const mine = screen.getByRole('row', { current: true });
    expect(within(mine).getByText(/C5 进取型/)).toBeInTheDocument();
    expect((await callData<{ riskLevel: string }>('investGetInvestorStatus', {})).riskLevel).toBe('C5');
  });

  it('says 即将到期 with the days left, and 已过期 blocks buying until a retake', async () => {
    await setInvestorVariant('risk-expiring');
    const first = renderRoute('/phone/investorExplain');
    expect(await screen.findByText('即将到期', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/测评结果将于10天后到期/)).toBeInTheDocument();
    first.unmount();
    await setInvestorVariant('risk-expired');
    renderRoute('/phone/investorExplain');
    expect(await screen.findByText('已过期')).toBeInTheDocument();
    expect(screen.getByText(`已于${dateText(addDays(today, -35))}到期`)).toBeInTheDocument();
    expect(screen.getByText(/重新测评前暂不能购买/)).toBeInTheDocument();
  });

  it('a never-assessed investor sees 未测评 and 开始测评; ratingResult says so too', async () => {
    await setInvestorVariant('unassessed');
    const first = renderRoute('/phone/investorExplain');
    expect(await screen.findByText('尚未测评', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始测评' })).toBeInTheDocument();
    first.unmount();
    const { toasts } = renderRoute('/phone/ratingResult');
    expect(await screen.findByText('未测评', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始测评' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('no assessment left today: explained on investorExplain, and 05080001 keeps the answers on ratingStep1', async () => {
    const u = user();
    const sheet = {
      questionnaireType: 'RISK',
      questionnaireId: 'RQ2026',
      version: '2026.1',
      answers: RISK_QUESTIONS.map((q) => ({ questionId: q.questionId, optionIds: ['A'] })),
    };
    for (let i = 0; i < 3; i += 1) await callData('saveQuestionnaireAnswer', sheet);
    const first = renderRoute('/phone/investorExplain');
    expect(await screen.findByText(/今日测评次数已用完/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新测评' })).toBeDisabled();
    first.unmount();

    const { toasts } = renderRoute('/phone/ratingStep1');
    await answerAll(u, (q) => q.options[0]![1]);
    await u.click(await screen.findByRole('button', { name: '提交测评' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('今日测评次数已达上限');
    expect(toasts()).toEqual([]);
    expect(screen.getByText('已答 12/12')).toBeInTheDocument();
  });

  it('the questionnaire failing to load shows 加载失败 with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'getQuestionary', times: 1 });
    renderRoute('/phone/ratingStep1');
    expect(await screen.findByText('加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByRole('heading', { name: pattern(RISK_QUESTIONS[0]!.title) }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

describe('ratingStep1 when the questionnaire changed meanwhile', { timeout: 60_000 }, () => {
  it('05080002: says so, drops the kept answers and starts again on the new version', async () => {
    const u = user();
    setScenario({ outcome: 'status:05080002', call: 'saveQuestionnaireAnswer', times: 1 });
    const { toasts } = renderRoute('/phone/ratingStep1');
    await answerAll(u, (q) => q.options[1]![1]);
    await u.click(await screen.findByRole('button', { name: '提交测评' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('问卷已更新，请重新作答');
    expect(await screen.findByText('已答 0/12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: pattern(RISK_QUESTIONS[0]!.title) })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
