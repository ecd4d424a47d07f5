import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_QUESTIONNAIRES, type OtherQuestionnaire } from '@mocks/domains/risk/other-questionnaires';
import { questionnaireSheets } from '@mocks/domains/risk/questionnaire-rules';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(() => sessionStorage.clear()); // the questionnaire keeps its answers for the session

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
const pattern = (text: string) => new RegExp(text.replace(/[?？%()（）“”]/g, '.'));

/**
 * Answers every question of `q` (the option `pick` names, default the first): single choice moves
 * on by itself, multiple choice with 下一题; the last question's 提交问卷 is left to the test.
 */
async function answerAll(
  u: ReturnType<typeof user>,
  q: OtherQuestionnaire,
  pick: Record<string, string> = {},
) {
  for (const [index, def] of q.defs.entries()) {
    await screen.findByRole('heading', { name: pattern(def.title) }, LONG);
    const optionId = pick[def.questionId] ?? def.options[0]![0];
    const text = def.options.find(([id]) => id === optionId)![1];
    await u.click(screen.getByRole(def.multiple ? 'checkbox' : 'radio', { name: text }));
    if (def.multiple && index < q.defs.length - 1)
      await u.click(screen.getByRole('button', { name: '下一题' }));
  }
}

describe('the other questionnaires on one engine', { timeout: 60_000 }, () => {
  it('投资者调查问卷: single and multiple choice, sent once, then said when it was last submitted', async () => {
    const u = user();
    renderRoute('/phone/surveyQuestionnaire');
    expect(await screen.findByText(/为了解您的投资目的/, {}, LONG)).toBeInTheDocument();
    await answerAll(u, OTHER_QUESTIONNAIRES.SURVEY);
    const send = screen.getByRole('button', { name: '提交问卷' });
    await u.dblClick(send);
    expect(await screen.findByText('问卷已提交', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('问卷已提交，感谢您的配合。')).toBeInTheDocument();
    expect(questionnaireSheets.findMany((q) => q.where({ questionnaireType: 'SURVEY' }))).toHaveLength(1);
  });

  it('opened again after a submission: says when, and may be filled again', async () => {
    const u = user();
    const first = renderRoute('/phone/kycQuestionnaire');
    await answerAll(u, OTHER_QUESTIONNAIRES.KYC);
    await u.click(screen.getByRole('button', { name: '提交问卷' }));
    await screen.findByText('问卷已提交', {}, LONG);
    first.unmount();
    renderRoute('/phone/kycQuestionnaire');
    expect(await screen.findByText(/提交过本问卷，如情况有变可重新填写/, {}, LONG)).toBeInTheDocument();
  });

  it('合格投资者确认: not meeting a condition is said; meeting them leads to the proofs', async () => {
    const u = user();
    const no = renderRoute('/phone/qualifiedQuestionnaire');
    await answerAll(u, OTHER_QUESTIONNAIRES.QUALIFIED, { Q2: 'D', Q4: 'B' });
    await u.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText(/暂不符合合格投资者条件/, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去上传认证材料' })).toBeNull();
    no.unmount();
    sessionStorage.clear();
    const yes = renderRoute('/phone/qualifiedQuestionnaire');
    await answerAll(u, OTHER_QUESTIONNAIRES.QUALIFIED, { Q2: 'A', Q4: 'B' });
    await u.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText(/已确认符合合格投资者条件/, {}, LONG)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '去上传认证材料' }));
    await waitFor(() => expect(yes.location()).toBe('/phone/strengthen'));
  });

  it('调查问卷（一） leads on to （二）, and （二） back to where the investor came from', async () => {
    const u = user();
    const { location } = renderRoute('/phone/questionnaireOne?redirect=%2Fphone%2FinvestListHome');
    await answerAll(u, OTHER_QUESTIONNAIRES.PART_ONE);
    await u.click(screen.getByRole('button', { name: '提交问卷' }));
    await u.click(await screen.findByRole('button', { name: '继续填写第二部分' }, LONG));
    await waitFor(() =>
      expect(location()).toBe('/phone/questionnaireTow?redirect=%2Fphone%2FinvestListHome'),
    );
    await answerAll(u, OTHER_QUESTIONNAIRES.PART_TWO);
    await u.click(screen.getByRole('button', { name: '提交问卷' }));
    await u.click(await screen.findByRole('button', { name: '继续办理' }, LONG));
    await waitFor(() => expect(location()).toBe('/phone/investListHome'));
  });

  it('05080002: a new version is said and the questionnaire starts again', async () => {
    const u = user();
    renderRoute('/phone/addRateQuestionnaire');
    await answerAll(u, OTHER_QUESTIONNAIRES.ADD_RATE);
    setScenario({ outcome: 'status:05080002', call: 'saveQuestionnaireAnswer', times: 1 });
    await u.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText('问卷已更新，请重新作答。', {}, LONG)).toBeInTheDocument();
    const first = OTHER_QUESTIONNAIRES.ADD_RATE.defs[0]!.title;
    expect(await screen.findByRole('heading', { name: pattern(first) }, LONG)).toBeInTheDocument();
    expect(screen.getByText('已答 0/4')).toBeInTheDocument();
  });

  it("the bar keeps the route's title; the server's own name heads the questions when it says more", async () => {
    renderRoute('/phone/addRateQuestionnaire');
    expect(await screen.findByText('风险测评补充问卷', {}, LONG)).toBeInTheDocument();
    expect(document.title).toBe('补充问卷');
    sessionStorage.clear();
    renderRoute('/phone/surveyQuestionnaire');
    await screen.findByText(/为了解您的投资目的/, {}, LONG);
    // Named by its route already: not said twice.
    expect(document.title).toBe('投资者调查问卷');
    expect(screen.queryAllByText('投资者调查问卷').filter((el) => el.tagName === 'P')).toEqual([]);
  });

  it('a failed load offers 重试', async () => {
    setScenario({ outcome: 'http500', call: 'investGetQuestionary' });
    renderRoute('/phone/surveyQuestionnaire');
    expect(await screen.findByRole('button', { name: '重试' }, LONG)).toBeInTheDocument();
  });
});
