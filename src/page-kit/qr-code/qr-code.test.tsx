import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from './qr-code';
import { QR_MAX_LENGTH } from './qr-options';
import { qrSaveHint } from './qr-save-hint';

// jsdom has no canvas, so qrcode's browser build cannot draw here; the drawing is the package's
// (the e2e journeys see real codes in Chromium). This is the block's part: what it asks for, and
// what it shows while drawing, when drawn and when it cannot draw.
const toDataURL = vi.hoisted(() => vi.fn());
vi.mock('qrcode', () => ({ toDataURL, default: { toDataURL } }));

afterEach(() => toDataURL.mockReset());

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('<QrCode>', () => {
  it('draws the value once into an image named by its label, with the caption under it', async () => {
    toDataURL.mockResolvedValue(PNG);
    render(
      <QrCode value="https://a.example/x" label="我的邀请二维码" failedText="失败">
        邀请码 ZW8K3Q
      </QrCode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('二维码生成中…');
    const image = await screen.findByRole('img', { name: '我的邀请二维码' });
    expect(image).toHaveAttribute('src', PNG);
    expect(screen.getByText('邀请码 ZW8K3Q')).toBeInTheDocument();
    expect(toDataURL).toHaveBeenCalledTimes(1);
    expect(toDataURL).toHaveBeenCalledWith('https://a.example/x', {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 480,
      color: { dark: '#14305cff', light: '#ffffffff' },
    });
  });

  it('draws again for a new value and never shows the old code for it', async () => {
    let finishFirst: (src: string) => void = () => undefined;
    toDataURL
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce('data:image/png;base64,second');
    const { rerender } = render(<QrCode value="first" label="码" failedText="失败" />);
    rerender(<QrCode value="second" label="码" failedText="失败" level="Q" margin={4} />);
    finishFirst('data:image/png;base64,first');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '码' })).toHaveAttribute('src', 'data:image/png;base64,second'),
    );
    expect(toDataURL).toHaveBeenLastCalledWith(
      'second',
      expect.objectContaining({ errorCorrectionLevel: 'Q', margin: 4 }),
    );
  });

  it('says the failure text when qrcode cannot draw, and when the value is empty or too long', async () => {
    toDataURL.mockRejectedValue(new Error('no canvas'));
    const { rerender } = render(
      <QrCode value="x" label="码" failedText="二维码生成失败，请截屏保存邀请码" />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('二维码生成失败，请截屏保存邀请码');
    toDataURL.mockClear();
    rerender(<QrCode value="" label="码" failedText="暂无二维码" />);
    expect(screen.getByRole('alert')).toHaveTextContent('暂无二维码');
    rerender(<QrCode value={'a'.repeat(QR_MAX_LENGTH + 1)} label="码" failedText="地址过长" />);
    expect(screen.getByRole('alert')).toHaveTextContent('地址过长');
    expect(toDataURL).not.toHaveBeenCalled();
  });

  it('offers 保存图片 as a download of the drawn PNG only when asked and drawn', async () => {
    toDataURL.mockResolvedValue(PNG);
    render(<QrCode value="x" label="码" failedText="失败" download={{ fileName: '我的邀请码' }} />);
    const link = await screen.findByRole('link', { name: '保存图片' });
    expect(link).toHaveAttribute('href', PNG);
    expect(link).toHaveAttribute('download', '我的邀请码.png');
  });
});

describe('qrSaveHint', () => {
  const flags = {
    mobile: true,
    iOS: false,
    android: true,
    weChat: false,
    workWeChat: false,
    qq: false,
    harmony: false,
    ownApp: false,
    pc: false,
  };
  it.each([
    [
      'WeChat',
      { type: 'app', flags: { ...flags, weChat: true } },
      /长按二维码，可保存图片或发送给朋友/,
      false,
    ],
    ['mini-program', { type: 'miniProgram', flags }, /发送给朋友/, false],
    [
      'WeCom',
      { type: 'miniProgram', flags: { ...flags, weChat: true, workWeChat: true } },
      /同事、客户/,
      false,
    ],
    ['own app', { type: 'app', flags: { ...flags, ownApp: true } }, /截屏/, false],
    ['phone browser', { type: 'app', flags }, /长按二维码保存图片/, true],
    ['desktop', { type: 'app', flags: { ...flags, mobile: false, android: false, pc: true } }, /下载/, true],
  ] as const)('%s', (_where, env, text, download) => {
    const hint = qrSaveHint(env);
    expect(hint.text).toMatch(text);
    expect(hint.download).toBe(download);
  });
});
