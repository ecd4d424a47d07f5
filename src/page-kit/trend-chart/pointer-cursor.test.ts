import { describe, expect, it, vi } from 'vitest';
import { cursorPosition, pointerCursor } from './pointer-cursor';

const rect = { left: 50, top: 100, width: 300, height: 200 };

function pointer(type: string, pointerType: string, clientX: number, clientY: number) {
  const event = new MouseEvent(type, { clientX, clientY, bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

describe('cursorPosition', () => {
  it('is the offset inside the plot, clamped to its edges', () => {
    expect(cursorPosition(rect, 150, 150)).toEqual({ left: 100, top: 50 });
    expect(cursorPosition(rect, 10, 500)).toEqual({ left: 0, top: 200 });
    expect(cursorPosition(rect, 999, 0)).toEqual({ left: 300, top: 0 });
  });
});

describe('pointerCursor', () => {
  it('moves the cursor with a finger, leaves the mouse to uPlot, and detaches', () => {
    const over = document.createElement('div');
    over.getBoundingClientRect = () => ({
      ...rect,
      right: 350,
      bottom: 300,
      x: 50,
      y: 100,
      toJSON: () => ({}),
    });
    const setCursor = vi.fn();
    const detach = pointerCursor({ over, setCursor });
    expect(over.style.touchAction).toBe('pan-y');

    over.dispatchEvent(pointer('pointerdown', 'touch', 60, 120));
    over.dispatchEvent(pointer('pointermove', 'touch', 400, 120));
    expect(setCursor.mock.calls).toEqual([[{ left: 10, top: 20 }], [{ left: 300, top: 20 }]]);

    over.dispatchEvent(pointer('pointermove', 'mouse', 100, 120));
    expect(setCursor).toHaveBeenCalledTimes(2);

    detach();
    over.dispatchEvent(pointer('pointermove', 'touch', 100, 120));
    expect(setCursor).toHaveBeenCalledTimes(2);
  });
});
