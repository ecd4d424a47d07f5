import { describe, expect, it } from 'vitest';
import { OWN_FAILURE_TEXT, readableFailure } from './own-failure-text';

describe('readableFailure', () => {
  it('keeps a Chinese message written for the investor', () => {
    expect(readableFailure(new Error('服务暂时不可用（502），请稍后重试'))).toBe(
      '服务暂时不可用（502），请稍后重试',
    );
  });

  it("never passes on an engine's error text, even one that mentions Chinese", () => {
    expect(readableFailure(new TypeError('Object.hasOwn is not a function'))).toBeUndefined();
    expect(readableFailure(new TypeError('加载失败'))).toBeUndefined();
    expect(readableFailure(new Error('Failed to fetch dynamically imported module'))).toBeUndefined();
    expect(readableFailure('字符串')).toBeUndefined();
    expect(readableFailure(null)).toBeUndefined();
  });

  it('the fallback names the hotline', () => {
    expect(OWN_FAILURE_TEXT).toContain('400-820-8888');
  });
});
