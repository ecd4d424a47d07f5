import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWxSdk, type WxApi } from '@/features/common/model/wx-sdk';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const LONG = { timeout: 15_000 };
afterEach(() => {
  vi.restoreAllMocks();
  resetWxSdk();
  delete (globalThis as { wx?: WxApi }).wx;
});

const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN miniProgram/wx8a3f5c2d1e0b4976';

/** The mini-program's home cannot be reached (no JS-SDK): the hand-off explains it in place. */
async function openStuckHandOff() {
  (globalThis as { wx?: WxApi }).wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn() };
  const rendered = renderRoute('/phone/contactUs');
  await screen.findAllByText(/联系/, {}, LONG);
  await act(() => rendered.router.navigate('/phone/appletHome'));
  await screen.findByRole('heading', { level: 2, name: '暂时无法返回小程序首页' }, LONG);
  return rendered;
}

describe('the 返回 bar (spec 2.8) on a hand-off page whose title bar is hidden', { timeout: 60_000 }, () => {
  it('inside the mini-program (WeChat draws the bar), shows 返回 and goes back one page', async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(MINI_PROGRAM_UA);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = await openStuckHandOff();
    expect(screen.getByRole('navigation', { name: '返回' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/phone/contactUs'));
  });
});
