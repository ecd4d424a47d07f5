import { describe, expect, it, vi } from 'vitest';
import { clearStaleChunkFlag, isStaleChunkError, reloadOnceForStaleChunk } from './stale-chunk';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('stale chunk', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('boom'))).toBe(false);
  });

  it('reloads once, then lets the error page show; a good render re-arms it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { storage: () => storage, reload };
    expect(reloadOnceForStaleChunk(deps)).toBe(true);
    expect(reloadOnceForStaleChunk(deps)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    clearStaleChunkFlag(deps);
    expect(reloadOnceForStaleChunk(deps)).toBe(true);
  });

  it('never reloads without session storage (no loop)', () => {
    const reload = vi.fn();
    const storage = () => {
      throw new DOMException('denied');
    };
    expect(reloadOnceForStaleChunk({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
