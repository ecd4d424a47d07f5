// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./choice-row.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The declarations of the rule with exactly this selector. */
function rule(selector: string): Record<string, string> {
  const found = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, s]) => s?.trim() === selector);
  expect(found, selector).toBeDefined();
  return Object.fromEntries(
    (found?.[2] ?? '')
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, value.join(':')]),
  );
}

const px = (value: string | undefined) => Number(/^(\d+(?:\.\d+)?)px$/.exec(value ?? '')?.[1] ?? Number.NaN);

describe('choice-row.css', () => {
  it('keeps the native radio in the accessibility tree: hidden by opacity, never display:none', () => {
    expect(css).not.toMatch(/display\s*:\s*none/);
    const input = rule('.choice-row-input');
    expect(input.opacity).toBe('0');
    expect(input.position).toBe('absolute');
  });

  it('elderly mode: a row of at least 44 px and antd’s elderly 28 px circle', () => {
    const elderly = rule('html[data-elderly] .choice-row');
    expect(px(elderly['min-height'])).toBeGreaterThanOrEqual(44);
    expect(px(elderly['--choice-mark-size'])).toBeGreaterThanOrEqual(28);
    expect(rule('.choice-row-mark').width).toBe('var(--choice-mark-size)');
  });
});
