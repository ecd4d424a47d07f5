import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('<LoadingOverlay>', () => {
  it('renders nothing while not visible', () => {
    const { container } = render(<LoadingOverlay visible={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('covers the screen with a 150px square box holding an image', () => {
    const { container } = render(<LoadingOverlay visible />);
    const status = screen.getByRole('status', { name: '加载中...' });
    expect(status).toHaveClass('loading-overlay');
    const box = container.querySelector('.loading-overlay-box') as HTMLElement;
    expect(box).toHaveStyle({ width: '150px', height: '150px' });
    expect(box.querySelector('img')).toHaveAttribute('src');
  });

  it('takes another text', () => {
    render(<LoadingOverlay visible text="提交中" />);
    expect(screen.getByRole('status', { name: '提交中' })).toHaveTextContent('提交中');
  });
});
