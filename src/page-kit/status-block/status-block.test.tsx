import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBlock } from './status-block';

describe('StatusBlock', () => {
  it('says the title, the explanation and the way on; the drawing is hidden from screen readers', () => {
    const { container } = render(
      <StatusBlock status="empty" title="暂无银行卡" description="添加后可用于认购">
        <button type="button">添加银行卡</button>
      </StatusBlock>,
    );
    expect(screen.getByText('暂无银行卡')).toBeInTheDocument();
    expect(screen.getByText('添加后可用于认购')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加银行卡' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-status', 'empty');
  });

  it('draws a failure differently from an empty list, and leaves out what it is not given', () => {
    const empty = render(<StatusBlock status="empty" title="暂无" />);
    const emptyDrawing = empty.container.querySelector('svg')?.innerHTML;
    empty.unmount();
    const { container } = render(<StatusBlock status="failed" title="加载失败" />);
    expect(container.firstElementChild).toHaveAttribute('data-status', 'failed');
    expect(container.querySelector('svg')?.innerHTML).not.toBe(emptyDrawing);
    expect(container.querySelector('.status-block-description')).toBeNull();
    expect(container.querySelector('.status-block-actions')).toBeNull();
  });
});
