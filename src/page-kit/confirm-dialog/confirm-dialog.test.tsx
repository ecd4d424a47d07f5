import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type DialogData } from './confirm-dialog';
import { ConfirmDialogHost } from './confirm-dialog-host';
import { confirmDialog } from './confirm-dialog-store';

const data: DialogData = { title: '温馨提示', content: '确认撤单吗？' };

describe('<ConfirmDialog>', () => {
  it('is a dialog named by its title, with its content and default buttons', () => {
    render(<ConfirmDialog visible data={data} />);
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('确认撤单吗？');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('has no heading when there is no title, and is still a named dialog', () => {
    render(<ConfirmDialog visible data={{ content: '仅内容' }} />);
    expect(screen.getByRole('dialog', { name: '提示' })).toHaveTextContent('仅内容');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('takes okBtnText / noBtnText and centres the content with mainCenter', () => {
    render(
      <ConfirmDialog
        visible
        data={{ content: 'x', okBtnText: '去签署', noBtnText: '再想想', mainCenter: true }}
      />,
    );
    expect(screen.getByRole('button', { name: '去签署' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再想想' })).toBeInTheDocument();
    expect(screen.getByText('x')).toHaveClass('confirm-dialog-content-center');
  });

  it('is 16.5rem wide', () => {
    render(<ConfirmDialog visible data={data} />);
    const popup = document.querySelector('.confirm-dialog') as HTMLElement;
    expect(popup.style.getPropertyValue('--min-width')).toBe('16.5rem');
    expect(popup.style.getPropertyValue('--max-width')).toBe('16.5rem');
  });

  it('raises ok and no with its dialog data', async () => {
    const onOk = vi.fn();
    const onNo = vi.fn();
    render(<ConfirmDialog visible data={data} onOk={onOk} onNo={onNo} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onNo).toHaveBeenCalledWith(data);
    expect(onOk).toHaveBeenCalledWith(data);
  });

  it('does not close or raise anything on an overlay click', async () => {
    const onOk = vi.fn();
    const onNo = vi.fn();
    render(<ConfirmDialog visible data={data} onOk={onOk} onNo={onNo} />);
    await userEvent.click(document.querySelector('.adm-mask') as HTMLElement);
    expect(onOk).not.toHaveBeenCalled();
    expect(onNo).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows content as text: server fields never become markup', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const bankName = '<img src=x onerror="alert(1)"><a href="https://evil.example">招商银行</a>';
    render(<ConfirmDialog visible data={{ content: `确定解绑${bankName}（尾号1234）吗？\n第二行` }} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img, a, script')).toBeNull();
    expect(dialog).toHaveTextContent(`确定解绑${bankName}（尾号1234）吗？`);
    expect(alert).not.toHaveBeenCalled();
  });

  it('renders contentHtml through the sanitiser only', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(
      <ConfirmDialog
        visible
        data={{
          content: '不显示',
          contentHtml:
            '<p>确认<b>撤单</b>吗？</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
            '<a href="https://evil.example/login">去登录</a><img src="https://tracker.example/p.gif">',
        }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('b')).toHaveTextContent('撤单');
    expect(dialog).not.toHaveTextContent('不显示');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['x', null]);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('<ConfirmDialog> OK re-click window (2 s, spec section 9)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('ignores repeat OK taps for 2000 ms', async () => {
    const onOk = vi.fn();
    render(<ConfirmDialog visible data={data} onOk={onOk} />);
    const ok = screen.getByRole('button', { name: '确定' });
    await userEvent.click(ok);
    await userEvent.click(ok);
    vi.setSystemTime(Date.now() + 1999);
    await userEvent.click(ok);
    expect(onOk).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await userEvent.click(ok);
    expect(onOk).toHaveBeenCalledTimes(2);
  });

  it('does not guard cancel', async () => {
    const onNo = vi.fn();
    render(<ConfirmDialog visible data={data} onNo={onNo} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onNo).toHaveBeenCalledTimes(2);
  });
});

describe('confirmDialog()', () => {
  it('rejects when no host is mounted', async () => {
    await expect(confirmDialog({ content: 'x' })).rejects.toThrow(/ConfirmDialogHost/);
  });

  it('resolves true on OK and false on cancel, one dialog at a time', async () => {
    render(<ConfirmDialogHost />);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = confirmDialog({ title: '第一个', content: 'a' });
      second = confirmDialog({ title: '第二个', content: 'b' });
    });
    expect(await screen.findByRole('dialog', { name: '第一个' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '第二个' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
    const secondDialog = await screen.findByRole('dialog', { name: '第二个' });
    await userEvent.click(secondDialog.querySelector('button') as HTMLElement);
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders inside the caller tree (under the app providers), not in a separate root', async () => {
    const { container } = render(
      <div data-testid="app">
        <ConfirmDialogHost />
      </div>,
    );
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({ content: 'in tree' });
    });
    // The popup portals to <body>, but React-wise it is a child of the host: one root only.
    expect(await screen.findByRole('dialog')).toHaveTextContent('in tree');
    expect(container.querySelector('[data-testid="app"]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('<ConfirmDialogHost> twice', () => {
  it('shows each dialog once', async () => {
    render(
      <>
        <ConfirmDialogHost />
        <ConfirmDialogHost />
      </>,
    );
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({ content: 'once' });
    });
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });
});
