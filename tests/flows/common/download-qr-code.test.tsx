import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

// jsdom has no canvas: the QR drawing itself is qrcode's; the page's part is what it encodes and shows.
const toDataURL = vi.hoisted(() => vi.fn());
vi.mock('qrcode', () => ({ toDataURL, default: { toDataURL } }));

afterEach(() => {
  vi.restoreAllMocks();
  toDataURL.mockReset();
});

function asPhone(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; PJD110) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36';

describe('download', () => {
  it('offers an iPhone the App Store only, and lists what needs the app', async () => {
    asPhone(IPHONE);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderRoute('/phone/download', { session: 'loggedOut' });
    await user.click(await screen.findByRole('button', { name: '前往 App Store 下载' }));
    expect(assign).toHaveBeenCalledWith('https://apps.apple.com/cn/app/id1512345678');
    expect(screen.queryByRole('button', { name: '下载安卓版' })).toBeNull();
    expect(screen.getByText('远程双录')).toBeInTheDocument();
  });

  it('offers an Android phone the Android download', async () => {
    asPhone(ANDROID);
    renderRoute('/phone/download');
    expect(await screen.findByRole('button', { name: '下载安卓版' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '前往 App Store 下载' })).toBeNull();
  });

  it('tells Android WeChat users to open the page in a browser instead of a dead download', async () => {
    asPhone(`${ANDROID} MicroMessenger/8.0.49`);
    renderRoute('/phone/download');
    expect(await screen.findByRole('note')).toHaveTextContent('在浏览器打开');
    expect(screen.queryByRole('button', { name: '下载安卓版' })).toBeNull();
  });
});

describe('QRCode', () => {
  it('draws the download page of this origin into an image a long press can save', async () => {
    toDataURL.mockResolvedValue('data:image/png;base64,iVBORw0KGgo=');
    renderRoute('/phone/QRCode?target=https://evil.example');
    const image = await screen.findByRole('img', { name: '华信信托App下载二维码' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(toDataURL).toHaveBeenCalledTimes(1);
    const [encoded] = toDataURL.mock.calls[0] as [string];
    expect(encoded).toBe(
      `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}/phone/download`,
    );
  });

  it('says where to get the app when the code cannot be drawn', async () => {
    toDataURL.mockRejectedValue(new Error('no canvas'));
    renderRoute('/phone/QRCode');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('应用商店搜索“华信信托”'));
  });
});
