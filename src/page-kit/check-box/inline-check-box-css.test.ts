// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./inline-check-box.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
/** The declarations of the rule with exactly this selector. */
const rule = (selector: string) =>
  [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, s]) => s?.trim() === selector)?.[2] ?? '';

describe('inline-check-box.css', () => {
  it('sizes: the line’s words, a 1rem box; in elderly mode a 1.2rem box on a 48 px target, with selectors that outrank antd’s', () => {
    const normal = rule('.adm-checkbox.check-box-inline');
    expect(normal).toMatch(/--font-size:\s*1em/);
    expect(normal).toMatch(/--icon-size:\s*1rem/);
    const elderly = rule('html[data-elderly] .adm-checkbox.check-box-inline');
    expect(elderly).toMatch(/--icon-size:\s*1\.2rem/);
    expect(elderly).toMatch(/min-height:\s*48px/);
  });
});
