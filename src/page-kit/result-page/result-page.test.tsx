import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultPage } from './result-page';
import { ResultView } from './result-view';

describe('<ResultView>', () => {
  it.each([
    ['success', 'adm-result-success'],
    ['failure', 'adm-result-error'],
    ['review', 'adm-result-waiting'],
    ['warning', 'adm-result-warning'],
  ] as const)('%s: its icon, a heading and the description', (status, antdClass) => {
    const { container } = render(
      <ResultView status={status} title="标题" description="说明文字">
        <p>认购金额 1,000,000.00 元</p>
      </ResultView>,
    );
    const region = screen.getByRole('region', { name: '标题' });
    expect(region).toHaveAttribute('data-status', status);
    expect(container.querySelector(`.${antdClass} .adm-result-icon svg`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '标题' })).toBeInTheDocument();
    expect(screen.getByText('说明文字')).toBeInTheDocument();
    expect(screen.getByText('认购金额 1,000,000.00 元')).toBeInTheDocument();
  });

  it('without a status: an invitation, the heading and text on the card with no icon', () => {
    const { container } = render(
      <ResultView title="请在华信App中继续" description="打开App后完成风险测评">
        <p>已安装？</p>
      </ResultView>,
    );
    const region = screen.getByRole('region', { name: '请在华信App中继续' });
    expect(region).not.toHaveAttribute('data-status');
    expect(container.querySelector('.adm-result-icon')).toBeNull();
    expect(screen.getByText('打开App后完成风险测评')).toBeInTheDocument();
    expect(screen.getByText('已安装？')).toBeInTheDocument();
  });

  it('renders server text as text, never as markup', () => {
    const { container } = render(
      <ResultView status="failure" title="提交失败" description={'<img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});

describe('<ResultPage>', () => {
  it('shows the outcome with its actions, primary first as given, and no back arrow by default', async () => {
    window.history.replaceState({ idx: 2 }, '');
    const done = vi.fn();
    const again = vi.fn();
    render(
      <ResultPage
        pageTitle="认购结果"
        status="review"
        title="认购申请已提交"
        description="预计1个工作日内完成审核，结果将以短信通知您"
        actions={[
          { text: '查看订单', onClick: done, primary: true },
          { text: '返回首页', onClick: again },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '认购结果' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['查看订单', '返回首页']);
    expect(buttons[0]).not.toHaveClass('adm-button-fill-outline');
    expect(buttons[1]).toHaveClass('adm-button-fill-outline');
    await userEvent.click(buttons[0] as HTMLElement);
    expect(done).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '');
  });

  it('runs an async action once for a burst of taps', async () => {
    let release!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<ResultPage status="success" title="解绑成功" actions={[{ text: '完成', onClick: action }]} />);
    const button = screen.getByRole('button', { name: '完成' });
    for (let i = 0; i < 5; i += 1) button.click();
    expect(action).toHaveBeenCalledTimes(1);
    release();
  });

  it("back='auto' keeps the page frame's rule: the arrow shows when going back stays in the app", () => {
    window.history.replaceState({ idx: 2 }, '');
    render(<ResultPage title="请在华信App中继续" back="auto" />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    window.history.replaceState(null, '');
  });
});
