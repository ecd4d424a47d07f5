import '@tests/setup/test-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignatureSheet } from './signature-sheet';

/**
 * jsdom has no canvas: signature_pad is replaced by a stand-in that keeps strokes the way the
 * real one does (toData / fromData / clear, endStroke events), and the canvas by a stub context.
 */
const pads = vi.hoisted(() => {
  type Group = { points: { x: number; y: number; pressure: number; time: number }[] };
  class FakePad extends EventTarget {
    static last: FakePad | undefined;
    data: Group[] = [];
    fromDataCalls: Group[][] = [];
    constructor(readonly canvas: HTMLCanvasElement) {
      super();
      FakePad.last = this;
    }
    toData() {
      return this.data;
    }
    fromData(groups: Group[]) {
      this.fromDataCalls.push(groups);
      this.data = [...groups];
    }
    clear() {
      this.data = [];
    }
    off() {}
    /** A finger draws a stroke through these points. */
    draw(...points: [number, number][]) {
      this.data.push({ points: points.map(([x, y], time) => ({ x, y, pressure: 0.5, time })) });
      this.dispatchEvent(new Event('endStroke'));
    }
  }
  return { FakePad };
});
vi.mock('signature_pad', () => ({ default: pads.FakePad }));

/** The pad's box, as the layout would give it; resize() changes it and tells the observer. */
let box = { width: 320, height: 200 };
let observers: ResizeObserverCallback[] = [];
const resize = (width: number, height: number) => {
  box = { width, height };
  act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
};

beforeEach(() => {
  pads.FakePad.last = undefined;
  box = { width: 320, height: 200 };
  observers = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ scale: vi.fn() } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSheet(onConfirm = vi.fn()) {
  const onCancel = vi.fn();
  render(<SignatureSheet visible onCancel={onCancel} onConfirm={onConfirm} />);
  await screen.findByRole('img', { name: '签名区域' });
  // The canvas makes its pad in an effect, which may run after the canvas is on the page.
  const pad = await waitFor(() => {
    if (!pads.FakePad.last) throw new Error('signature_pad was not created');
    return pads.FakePad.last;
  });
  return { pad, onCancel, onConfirm };
}

const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });

describe('SignatureSheet', () => {
  it('asks for a signature; clear, undo and confirm are disabled until something is drawn', async () => {
    await openSheet();
    expect(screen.getByRole('heading', { name: '请在框内手写签名' })).toBeInTheDocument();
    for (const name of ['清除', '撤销', '确认']) expect(button(name)).toBeDisabled();
  });

  it('sizes the canvas to its box at the pixel ratio, capped at 2', async () => {
    vi.stubGlobal('devicePixelRatio', 3);
    await openSheet();
    const canvas = screen.getByRole('img', { name: '签名区域' }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([640, 400]);
    expect(canvas.style.width).toBe('320px');
  });

  it('confirms the drawing as a PNG blob, once per burst of taps', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { pad } = await openSheet(onConfirm);
    act(() => pad.draw([10, 10], [50, 40]));
    expect(button('确认')).toBeEnabled();
    // A burst in one task: the submit lock is synchronous, so only the first tap counts.
    const confirm = button('确认');
    act(() => {
      for (let tap = 0; tap < 10; tap += 1) confirm.click();
    });
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onConfirm).toHaveBeenCalledOnce();
    const png = onConfirm.mock.calls[0] as unknown as [Blob];
    expect(png[0].type).toBe('image/png');
    act(() => finish());
  });

  it('undo removes the last stroke, clear removes all', async () => {
    const user = userEvent.setup();
    const { pad } = await openSheet();
    act(() => pad.draw([1, 1], [2, 2]));
    act(() => pad.draw([3, 3], [4, 4]));
    await user.click(button('撤销'));
    expect(pad.data).toHaveLength(1);
    expect(pad.data[0]?.points[0]).toMatchObject({ x: 1, y: 1 });
    expect(button('确认')).toBeEnabled();
    await user.click(button('撤销'));
    expect(pad.data).toHaveLength(0);
    expect(button('确认')).toBeDisabled();
    act(() => pad.draw([5, 5]));
    await user.click(button('清除'));
    expect(pad.data).toHaveLength(0);
    expect(button('确认')).toBeDisabled();
  });

  it('keeps the strokes through a rotation, scaled to the new pad', async () => {
    const { pad } = await openSheet();
    act(() => pad.draw([0, 0], [320, 200]));
    resize(640, 300); // turned sideways: scale 1.5, centred
    expect(pad.fromDataCalls.at(-1)?.[0]?.points.map((p) => [p.x, p.y])).toEqual([
      [80, 0],
      [560, 300],
    ]);
    const canvas = screen.getByRole('img', { name: '签名区域' }) as HTMLCanvasElement;
    expect(canvas.style.width).toBe('640px');
    expect(button('确认')).toBeEnabled();
  });

  it('suggests landscape on a narrow upright phone only', async () => {
    vi.stubGlobal('innerWidth', 375);
    vi.stubGlobal('innerHeight', 667);
    const { unmount } = render(<SignatureSheet visible onCancel={vi.fn()} onConfirm={vi.fn()} />);
    expect(await screen.findByRole('note')).toHaveTextContent('横屏书写更方便');
    unmount();
    vi.stubGlobal('innerWidth', 667);
    vi.stubGlobal('innerHeight', 375);
    render(<SignatureSheet visible onCancel={vi.fn()} onConfirm={vi.fn()} />);
    await screen.findByRole('img', { name: '签名区域' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('取消 leaves without signing', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = await openSheet();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
