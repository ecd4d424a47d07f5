import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TitleBar } from './title-bar';

afterEach(() => vi.restoreAllMocks());

describe('<TitleBar>', () => {
  it('is a sticky 50px bar with a one-line title and safe-area spacers top and bottom', () => {
    const { container } = render(<TitleBar navTitleData={{ title: '银行卡管理' }} hidden={false} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header).toHaveStyle({ position: 'sticky', top: '0px' });
    expect(container.querySelector('.title-bar-bar')).toHaveStyle({ height: '50px' });
    expect(screen.getByRole('heading', { level: 1, name: '银行卡管理' })).toBeInTheDocument();
    expect(container.querySelector('.title-bar-safe-top')).toBeInTheDocument();
    expect(container.querySelector('.title-bar-safe-bottom')).toBeInTheDocument();
  });

  it('applies titleStyle', () => {
    render(
      <TitleBar navTitleData={{ title: 't' }} titleStyle={{ color: 'rgb(255, 0, 0)' }} hidden={false} />,
    );
    expect(screen.getByRole('heading')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('shows the back control only when leftText is set', () => {
    const { rerender } = render(<TitleBar navTitleData={{ title: 't' }} hidden={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    rerender(<TitleBar navTitleData={{ title: 't', leftText: '返回' }} hidden={false} />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    rerender(<TitleBar navTitleData={{ title: 't', leftText: ' ' }} hidden={false} />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('shows an arrow alone, named 返回, with showBack', () => {
    const { container, rerender } = render(
      <TitleBar navTitleData={{ title: 't' }} showBack hidden={false} />,
    );
    const back = screen.getByRole('button', { name: '返回' });
    expect(back).toHaveTextContent('');
    expect(container.querySelector('.title-bar-arrow')).toBeInTheDocument();
    rerender(<TitleBar navTitleData={{ title: 't' }} showBack={false} hidden={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('colours the arrow with leftIconColor and hides it with leftIconShow=false', () => {
    const { container, rerender } = render(
      <TitleBar navTitleData={{ leftText: '返回' }} leftIconColor="#f00" hidden={false} />,
    );
    expect(container.querySelector('.title-bar-arrow path')).toHaveAttribute('stroke', '#f00');
    rerender(<TitleBar navTitleData={{ leftText: '返回' }} leftIconShow={false} hidden={false} />);
    expect(container.querySelector('.title-bar-arrow')).toBeNull();
  });

  it('goes back through window.history outside a router', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<TitleBar navTitleData={{ leftText: '返回' }} hidden={false} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('goes back through the router inside one', async () => {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/phone/bankCardList', '/phone/addOrEditBankCard']} initialIndex={1}>
        <TitleBar navTitleData={{ leftText: '返回' }} hidden={false} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /phone/addOrEditBankCard')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('at /phone/bankCardList')).toBeInTheDocument();
  });

  it('shows the share image when rightText is SHARE', async () => {
    const onRightClick = vi.fn();
    render(<TitleBar navTitleData={{ rightText: 'SHARE' }} onRightClick={onRightClick} hidden={false} />);
    const image = screen.getByRole('img', { name: '分享' });
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(image.tagName).toBe('IMG');
    expect(onRightClick).toHaveBeenCalledTimes(1);
  });

  it('shows other right text as sanitised markup and hands the click to the parent', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const onRightClick = vi.fn();
    const { container } = render(
      <TitleBar
        navTitleData={{ rightText: '<span style="color:#c00">规则</span><img src=x onerror="alert(1)">' }}
        onRightClick={onRightClick}
        hidden={false}
      />,
    );
    // Markup loads the sanitiser on demand, so the button's name appears a moment later.
    await userEvent.click(await screen.findByRole('button', { name: '规则' }));
    expect(onRightClick).toHaveBeenCalledTimes(1);
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('hides itself in WeChat and WeCom, and shows elsewhere', () => {
    const ua = vi.spyOn(window.navigator, 'userAgent', 'get');
    ua.mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50');
    const { container, rerender } = render(<TitleBar navTitleData={{ title: '标题' }} />);
    expect(container).toBeEmptyDOMElement();
    ua.mockReturnValue('Mozilla/5.0 (Linux; Android 14) wxwork/4.1.22 MicroMessenger/7.0.1');
    rerender(<TitleBar key="wecom" navTitleData={{ title: '标题' }} />);
    expect(container).toBeEmptyDOMElement();
    ua.mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit Mobile Safari');
    rerender(<TitleBar key="safari" navTitleData={{ title: '标题' }} />);
    expect(screen.getByRole('heading', { name: '标题' })).toBeInTheDocument();
  });
});

describe('<TitleBar> re-click windows (2 s)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('guards back and right separately for 2000 ms', async () => {
    const onBack = vi.fn();
    const onRightClick = vi.fn();
    render(
      <TitleBar
        navTitleData={{ leftText: '返回', rightText: '说明' }}
        onBack={onBack}
        onRightClick={onRightClick}
        hidden={false}
      />,
    );
    const back = screen.getByRole('button', { name: '返回' });
    const right = screen.getByRole('button', { name: '说明' });
    await userEvent.click(back);
    await userEvent.click(right);
    await userEvent.click(back);
    await userEvent.click(right);
    vi.setSystemTime(Date.now() + 1999);
    await userEvent.click(back);
    await userEvent.click(right);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onRightClick).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await userEvent.click(back);
    await userEvent.click(right);
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(onRightClick).toHaveBeenCalledTimes(2);
  });
});
