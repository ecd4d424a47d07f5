import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RECLICK_DEFAULT_MS } from '@/page-kit/reclick-guard';
import { COUNTED_VOTE_ID, OPEN_VOTE_ID, voteBallots, votes } from '@mocks/domains/vote/seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();
afterEach(() => window.sessionStorage.clear());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const LONG = { timeout: 15_000 };
type U = ReturnType<typeof user>;

/** One motion a screen: the choice moves on by itself; the last one asks for 下一步. */
async function vote(u: U, choices: string[]) {
  for (const [index, choice] of choices.entries()) {
    await screen.findByRole('heading', { name: new RegExp(`议案${index + 1}：`) }, LONG);
    await u.click(screen.getByRole('radio', { name: new RegExp(choice) }));
  }
  await u.click(await screen.findByRole('button', { name: '下一步' }, LONG));
}

async function confirmWithCode(u: U, code = '123456') {
  await u.click(await screen.findByRole('button', { name: '获取验证码' }, LONG));
  await screen.findByText(/验证码已发送至 138\*\*\*\*5678/, {}, LONG);
  await u.type(screen.getByPlaceholderText('请输入6位验证码'), code);
  await u.click(screen.getByRole('button', { name: '确认表决' }));
}

const toBallot = async (u: U) => {
  renderRoute('/phone/votQuestionnaire');
  await u.click(await screen.findByRole('button', { name: '开始表决' }, LONG));
};

describe('votQuestionnaire', { timeout: 60_000 }, () => {
  it('shows the open meeting: the holder’s votes, the notice, the documents and the three motions', async () => {
    renderRoute('/phone/votQuestionnaire');
    const card = await screen.findByRole('region', { name: '大会信息' }, LONG);
    expect(card).toHaveTextContent('华信价值精选1号证券投资集合资金信托计划2026年第一次受益人大会');
    expect(card).toHaveTextContent('表决中');
    expect(card).toHaveTextContent('距截止还有');
    expect(card).toHaveTextContent('1,200,000.00份（一份一票）');
    const documents = screen.getByRole('list', { name: '会议文件' });
    expect(within(documents).getByRole('link', { name: '《受益人大会召开公告》' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/phone/comPdf?fileId=FVOTE-${OPEN_VOTE_ID}-NOTICE`),
    );
    const motions = screen.getByRole('region', { name: '审议议案' });
    expect(within(motions).getAllByRole('listitem')).toHaveLength(3);
    expect(motions).toHaveTextContent('议案2：关于延长信托期限的议案（特别决议）');
    expect(screen.getByRole('button', { name: '开始表决' })).toBeEnabled();
  });

  it('votes motion by motion, changes one on the review, confirms by SMS and sees the receipt', async () => {
    const u = user();
    await toBallot(u);
    // The motion's gist is on its screen.
    expect(await screen.findByText(/投资顾问由上海远景投资管理有限公司变更为/, {}, LONG)).toBeInTheDocument();
    await vote(u, ['同意', '同意', '弃权']);

    const review = await screen.findByRole('region', { name: '您的表决意见' }, LONG);
    expect(
      within(review)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['同意', '同意', '弃权']);
    await u.click(screen.getByRole('button', { name: '修改意见' }));
    // Back on the questions with the answers kept: change the second motion.
    await u.click(await screen.findByRole('button', { name: '上一题' }, LONG));
    await u.click(screen.getByRole('radio', { name: /反对/ }));
    await u.click(await screen.findByRole('button', { name: '下一题' }, LONG));
    await u.click(await screen.findByRole('button', { name: '下一步' }, LONG));
    const changed = await screen.findByRole('region', { name: '您的表决意见' }, LONG);
    expect(
      within(changed)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['同意', '反对', '弃权']);

    await confirmWithCode(u);
    expect(await screen.findByRole('heading', { name: '表决已提交' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/^回执号 VB\d+｜\d{4}年/)).toBeInTheDocument();
    const ballot = voteBallots.findFirst((q) => q.where({ voteId: OPEN_VOTE_ID }));
    expect(ballot?.choices.map((c) => c.choice)).toEqual(['AGREE', 'DISAGREE', 'ABSTAIN']);

    // The meeting now shows the ballot cast and no way to vote again.
    await u.click(screen.getByRole('button', { name: '查看表决详情' }));
    const card = await screen.findByRole('region', { name: '大会信息' }, LONG);
    await waitFor(() => expect(card).toHaveTextContent('已表决'), LONG);
    expect(screen.getByRole('note')).toHaveTextContent('您的表决意见已提交，不可更改');
    expect(screen.getAllByText(/^我的意见：/).map((p) => p.textContent)).toEqual([
      '我的意见：同意',
      '我的意见：反对',
      '我的意见：弃权',
    ]);
    expect(screen.queryByRole('button', { name: '开始表决' })).not.toBeInTheDocument();
  });

  it('a counted meeting shows each motion’s outcome and the holder’s choices', async () => {
    renderRoute(`/phone/votQuestionnaire?voteId=${COUNTED_VOTE_ID}`);
    const card = await screen.findByRole('region', { name: '大会信息' }, LONG);
    expect(card).toHaveTextContent('已出结果');
    const motions = screen.getByRole('region', { name: '审议议案' });
    expect(motions).toHaveTextContent(/通过同意 91\.20%反对 5\.30%弃权 3\.50%/);
    expect(motions).toHaveTextContent('未通过同意 61.80%');
    expect(within(motions).getAllByText(/^我的意见：/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '开始表决' })).not.toBeInTheDocument();
  });

  it('a closed meeting the holder missed says so and offers no ballot', async () => {
    await votes.update((q) => q.where({ voteId: OPEN_VOTE_ID }), {
      data(vote) {
        vote.deadline = '2026-01-01T17:00:00+08:00';
      },
    });
    renderRoute(`/phone/votQuestionnaire?voteId=${OPEN_VOTE_ID}`);
    expect(await screen.findByRole('note', {}, LONG)).toHaveTextContent('表决已截止，您未参加本次表决');
    expect(screen.getByRole('region', { name: '大会信息' })).toHaveTextContent('已截止，计票中');
    expect(screen.queryByRole('button', { name: '开始表决' })).not.toBeInTheDocument();
  });

  it('05110101: an unknown meeting is said in place, with a way to the holdings', async () => {
    const { toasts } = renderRoute('/phone/votQuestionnaire?voteId=VT209912310001');
    expect(await screen.findByRole('heading', { name: '未找到表决' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('表决不存在或您不是本次大会的受益人')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看我的持仓' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a wrong code is cleared for another try (the catalogue’s toast), the right one casts', async () => {
    const u = user();
    const view = renderRoute('/phone/votQuestionnaire');
    await u.click(await screen.findByRole('button', { name: '开始表决' }, LONG));
    await vote(u, ['同意', '同意', '同意']);
    await confirmWithCode(u, '000000');
    await waitFor(() => expect(view.toasts()).toContain('短信验证码错误，请重新输入'), LONG);
    await waitFor(() => expect(screen.getByPlaceholderText('请输入6位验证码')).toHaveValue(''), LONG);
    // A person takes longer than the kit's re-click guard to type the code again.
    await new Promise((resolve) => setTimeout(resolve, RECLICK_DEFAULT_MS));
    await u.type(screen.getByPlaceholderText('请输入6位验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '确认表决' }));
    expect(await screen.findByRole('heading', { name: '表决已提交' }, LONG)).toBeInTheDocument();
  });

  it('05110003: the proof no longer counts, a new code is asked for in place', async () => {
    server.use(
      http.post(
        API('submitVoteChoices'),
        () =>
          HttpResponse.json(envelope(undefined, '05110003', '00000000', '验证已失效，请重新获取短信验证码')),
        { once: true },
      ),
    );
    const u = user();
    const view = renderRoute('/phone/votQuestionnaire');
    await u.click(await screen.findByRole('button', { name: '开始表决' }, LONG));
    await vote(u, ['同意', '反对', '弃权']);
    await confirmWithCode(u);
    expect(await screen.findByText('验证已失效，请重新获取短信验证码后提交。', {}, LONG)).toBeInTheDocument();
    expect(view.toasts()).not.toContain('验证已失效，请重新获取短信验证码');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('05110002: cast from elsewhere meanwhile; back on the meeting with that ballot', async () => {
    const u = user();
    await toBallot(u);
    await vote(u, ['同意', '同意', '同意']);
    // Cast from another device meanwhile.
    await voteBallots.create({
      voteNo: 'VB202611220099',
      voteId: OPEN_VOTE_ID,
      investorId: votes.findFirst((q) => q.where({ voteId: OPEN_VOTE_ID }))!.holders[0]!.investorId,
      votedAt: '2026-11-22T09:00:00+08:00',
      choices: [
        { motionId: 'M01', choice: 'DISAGREE' },
        { motionId: 'M02', choice: 'DISAGREE' },
        { motionId: 'M03', choice: 'DISAGREE' },
      ],
    });
    await confirmWithCode(u);
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('您已完成本次表决');
    await waitFor(
      () =>
        expect(screen.getAllByText(/^我的意见：/).map((p) => p.textContent)).toEqual(
          Array(3).fill('我的意见：反对'),
        ),
      LONG,
    );
  });

  it('05110001: closed while the holder voted; no toast, the meeting says it', async () => {
    server.use(
      http.post(
        API('submitVoteChoices'),
        () => HttpResponse.json(envelope(undefined, '05110001', '00000000', '表决未开始或已截止')),
        { once: true },
      ),
    );
    const u = user();
    const view = renderRoute('/phone/votQuestionnaire');
    await u.click(await screen.findByRole('button', { name: '开始表决' }, LONG));
    await vote(u, ['同意', '同意', '同意']);
    await confirmWithCode(u);
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('本次表决已不在表决期内');
    expect(screen.getByRole('region', { name: '大会信息' })).toBeInTheDocument();
    expect(view.toasts()).not.toContain('表决未开始或已截止');
  });

  it('a failed read offers 重试', async () => {
    setScenario({ outcome: 'http500', call: 'getVoteInfo' });
    renderRoute('/phone/votQuestionnaire');
    expect(await screen.findByRole('button', { name: '重试' }, LONG)).toBeInTheDocument();
  });
});
