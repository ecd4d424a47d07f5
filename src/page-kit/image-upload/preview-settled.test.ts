import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewsSettled } from './preview-settled';

const root = () => document.createElement('div');
/** jsdom has no decode(): each test gives the images it needs one. */
const image = (parent: HTMLElement, src: string, decode?: () => Promise<void>) => {
  const img = document.createElement('img');
  img.setAttribute('src', src);
  if (decode) Object.defineProperty(img, 'decode', { value: decode });
  parent.append(img);
  return img;
};
const deferred = () => {
  let resolve: () => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

afterEach(() => vi.useRealTimers());

describe('previewsSettled', () => {
  it('does not wait without blob previews or without decode()', async () => {
    const box = root();
    const never = vi.fn(() => new Promise<void>(() => {}));
    image(box, '/xtmk/apph5/appgw/crm/file/preview?fileId=F1', never);
    image(box, 'blob:jsdom');
    await expect(previewsSettled(box)).resolves.toBeUndefined();
    await expect(previewsSettled(null)).resolves.toBeUndefined();
    expect(never).not.toHaveBeenCalled();
  });

  it('waits until every blob preview is decoded or failed', async () => {
    const box = root();
    const first = deferred();
    const second = deferred();
    image(box, 'blob:first', () => first.promise);
    image(box, 'blob:second', () => second.promise);
    let done = false;
    const wait = previewsSettled(box).then(() => (done = true));
    first.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    second.reject(new Error('EncodingError'));
    await wait;
    expect(done).toBe(true);
  });

  it('gives up after the wait so a stuck image never blocks the upload', async () => {
    vi.useFakeTimers();
    const box = root();
    image(box, 'blob:stuck', () => new Promise<void>(() => {}));
    let done = false;
    const wait = previewsSettled(box, 500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(done).toBe(true);
  });
});
