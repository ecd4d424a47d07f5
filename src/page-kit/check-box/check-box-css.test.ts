// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** Selectors of a sheet's rules that set `display` on an input. */
function inputDisplayRules(css: string): string[] {
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, , body]) => /(^|;|\s)display\s*:/.test(body ?? ''))
    .flatMap(([, selectors]) => (selectors ?? '').split(','))
    .map((selector) => selector.replace(/\/\*[\s\S]*?\*\//g, '').trim())
    .filter((selector) => /\binput\b/.test(selector));
}

/** [classes + attributes, elements]: enough for these selectors (no ids, no pseudo-elements). */
function specificity(selector: string): [number, number] {
  const classes = (selector.match(/\.[\w-]+|\[[^\]]+\]|:[\w-]+/g) ?? []).length;
  const elements = (selector.replace(/\[[^\]]+\]/g, '').match(/(^|[\s>+~])[a-z]+/g) ?? []).length;
  return [classes, elements];
}

const beats = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

const require = createRequire(import.meta.url);
const antd = (name: string) =>
  readFileSync(require.resolve(`antd-mobile/es/components/${name}/${name}.css`), 'utf8');

describe('check-box.css against antd-mobile’s own sheets', () => {
  // Page chunks load their sheets in any order: a tie would let antd's display:none win on some pages.
  it('keeps the native input shown with a selector that outranks antd’s display:none', () => {
    const ours = inputDisplayRules(readFileSync(new URL('./check-box.css', import.meta.url), 'utf8'));
    for (const [kind, type] of [
      ['checkbox', 'checkbox'],
      ['radio', 'radio'],
    ] as const) {
      const theirs = inputDisplayRules(antd(kind));
      const mine = ours.filter((selector) => selector.includes(`[type='${type}']`));
      expect(theirs.length, kind).toBeGreaterThan(0);
      expect(mine.length, kind).toBeGreaterThan(0);
      for (const selector of mine)
        for (const their of theirs)
          expect(beats(specificity(selector), specificity(their)), `${selector} vs ${their}`).toBe(true);
    }
  });
});
