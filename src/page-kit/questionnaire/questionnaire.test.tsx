import '@tests/setup/test-polyfills';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_QUESTIONS } from './demo-questions';
import { Questionnaire } from './questionnaire';

afterEach(() => window.sessionStorage.clear());

const user = () => userEvent.setup();

/** Answers every required question with its first option, using 下一题 (no auto-advance). */
async function answerAll(u: ReturnType<typeof userEvent.setup>) {
  for (let i = 0; i < DEMO_QUESTIONS.length - 1; i += 1) {
    const q = DEMO_QUESTIONS[i];
    if (!q?.optional) await u.click(screen.getAllByRole(q?.type === 'single' ? 'radio' : 'checkbox')[0]!);
    await u.click(screen.getByRole('button', { name: '下一题' }));
  }
}

describe('Questionnaire', () => {
  it('shows progress, enables 下一题 only once answered, and submits when complete', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const u = user();
    render(<Questionnaire questions={DEMO_QUESTIONS} onSubmit={onSubmit} autoAdvance={false} />);
    expect(screen.getByText('已答 0/5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一题' })).toBeDisabled();
    await u.click(screen.getByRole('radio', { name: /31–50岁/ }));
    expect(screen.getByRole('radio', { name: /31–50岁/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('已答 1/5')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('heading', { name: /家庭年收入/ })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '上一题' }));
    expect(screen.getByRole('radio', { name: /31–50岁/ })).toHaveAttribute('aria-checked', 'true');
    await u.click(screen.getByRole('button', { name: '下一题' }));
    await u.click(screen.getAllByRole('radio')[0]!);
    await u.click(screen.getByRole('button', { name: '下一题' }));
    await u.click(screen.getAllByRole('checkbox')[0]!);
    await u.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('heading', { name: /最大本金亏损/ })).toBeInTheDocument();
    await u.click(screen.getAllByRole('radio')[1]!);
    await u.click(screen.getByRole('button', { name: '下一题' }));
    // The last question is optional: 提交 is enabled without an answer to it.
    const submit = screen.getByRole('button', { name: '提交' });
    expect(submit).toBeEnabled();
    await u.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ age: ['B'], income: ['A'], experience: ['A'], loss: ['B'] });
  });

  it('shows a question’s description under its title', () => {
    const questions = [
      {
        id: 'M01',
        title: '议案1：关于变更投资顾问的议案',
        description: '拟变更投资顾问，投资范围与费率不变。',
        type: 'single' as const,
        options: [
          { id: 'AGREE', text: '同意' },
          { id: 'DISAGREE', text: '反对' },
        ],
      },
    ];
    render(<Questionnaire questions={questions} onSubmit={async () => undefined} />);
    expect(screen.getByRole('heading', { name: /关于变更投资顾问的议案/ })).toBeInTheDocument();
    expect(screen.getByText('拟变更投资顾问，投资范围与费率不变。')).toBeInTheDocument();
  });

  it('single choice moves to the next question by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Questionnaire questions={DEMO_QUESTIONS} onSubmit={async () => undefined} />);
      await u.click(screen.getByRole('radio', { name: /18–30岁/ }));
      await act(() => vi.advanceTimersByTimeAsync(350));
      expect(screen.getByRole('heading', { name: /家庭年收入/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps 提交 disabled until every required question is answered', async () => {
    const u = user();
    render(
      <Questionnaire
        questions={DEMO_QUESTIONS.slice(0, 2)}
        onSubmit={async () => undefined}
        autoAdvance={false}
      />,
    );
    await u.click(screen.getAllByRole('radio')[0]!);
    await u.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    await u.click(screen.getAllByRole('radio')[2]!);
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
  });

  it('multiple choice stops at maxChoices', async () => {
    const u = user();
    render(
      <Questionnaire
        questions={DEMO_QUESTIONS.slice(2, 3)}
        onSubmit={async () => undefined}
        autoAdvance={false}
      />,
    );
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes) await u.click(box);
    expect(boxes.filter((b) => b.getAttribute('aria-checked') === 'true')).toHaveLength(3);
    expect(screen.getByText(/最多选3项/)).toBeInTheDocument();
  });

  it('keeps answers when the page is left and opened again, and clears them after submitting', async () => {
    const u = user();
    const first = render(
      <Questionnaire
        questions={DEMO_QUESTIONS}
        onSubmit={async () => undefined}
        storageKey="t"
        autoAdvance={false}
      />,
    );
    await u.click(screen.getByRole('radio', { name: /51–64岁/ }));
    first.unmount();
    render(
      <Questionnaire
        questions={DEMO_QUESTIONS}
        onSubmit={async () => undefined}
        storageKey="t"
        autoAdvance={false}
      />,
    );
    // Back at the first open question, with the earlier answer kept.
    expect(screen.getByRole('heading', { name: /家庭年收入/ })).toBeInTheDocument();
    expect(screen.getByText('已答 1/5')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '上一题' }));
    expect(screen.getByRole('radio', { name: /51–64岁/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('submits once for a burst of taps and clears the kept answers', async () => {
    let release!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const u = user();
    render(
      <Questionnaire questions={DEMO_QUESTIONS} onSubmit={onSubmit} storageKey="burst" autoAdvance={false} />,
    );
    await answerAll(u);
    const submit = screen.getByRole('button', { name: '提交' });
    act(() => {
      for (let i = 0; i < 10; i += 1) submit.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(window.sessionStorage.getItem('questionnaire:burst')).toBeNull();
  });
});
