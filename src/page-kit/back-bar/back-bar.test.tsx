import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackBar } from './back-bar';

afterEach(() => vi.restoreAllMocks());

describe('<BackBar>', () => {
  it('shows 返回 and calls the callback when given', async () => {
    const onBack = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<BackBar onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back one page without a callback', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<BackBar />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('goes back through the router inside one', async () => {
    render(
      <MemoryRouter initialEntries={['/phone/about', '/phone/help']} initialIndex={1}>
        <Routes>
          <Route path="/phone/about" element={<p>关于我们</p>} />
          <Route path="/phone/help" element={<BackBar />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('关于我们')).toBeInTheDocument();
  });
});

describe('<BackBar> re-click window (default 1 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('ignores repeat taps within 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onBack = vi.fn();
    render(<BackBar onBack={onBack} />);
    const button = screen.getByRole('button', { name: '返回' });
    await userEvent.click(button);
    vi.setSystemTime(Date.now() + 999);
    await userEvent.click(button);
    expect(onBack).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await userEvent.click(button);
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
