import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const execCommand = document.execCommand;

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  document.execCommand = execCommand;
});

describe('copyText', () => {
  it('writes through the Clipboard API when the page may use it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('6222 0210 0109 8765')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('6222 0210 0109 8765');
  });

  it('falls back to the selection copy when the Clipboard API refuses, and cleans up', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    let selected = '';
    document.execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await expect(copyText('付款备注 T2026')).resolves.toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('付款备注 T2026');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('uses the selection copy in a webview without the Clipboard API', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => true);
    await expect(copyText('abc')).resolves.toBe(true);
  });

  it('resolves false when neither way copies', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyText('abc')).resolves.toBe(false);
    document.execCommand = vi.fn(() => {
      throw new Error('not supported');
    });
    await expect(copyText('abc')).resolves.toBe(false);
  });
});
