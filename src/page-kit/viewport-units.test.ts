import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * On iOS, 100vh is the height with the browser's bars hidden: a box of that height runs under the
 * toolbar and a footer inside it is cut off. 100dvh follows the bars, but iOS < 15.4 and
 * Chromium < 108 (the legacy tier) drop the declaration. So every full-height box says both, in
 * that order: the old engine keeps 100vh, the new one takes 100dvh.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const cssFiles = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => path.join(entry.parentPath, entry.name));

describe('full-height boxes', () => {
  it('follow 100vh with 100dvh, and never use a dynamic unit without the fallback before it', () => {
    const problems: string[] = [];
    for (const file of cssFiles) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const where = `${path.relative(SRC, file)}:${i + 1}`;
        const vh = /^\s*((?:min-|max-)?height):\s*100vh;/.exec(line);
        if (vh && !new RegExp(`^\\s*${vh[1]}:\\s*100dvh;`).test(lines[i + 1] ?? ''))
          problems.push(`${where}: ${vh[1]}: 100vh without 100dvh after it`);
        const dvh = /^\s*((?:min-|max-)?height):\s*100[ds]vh;/.exec(line);
        if (dvh && !new RegExp(`^\\s*${dvh[1]}:\\s*100vh;`).test(lines[i - 1] ?? ''))
          problems.push(`${where}: ${dvh[1]}: 100dvh without the 100vh fallback before it`);
      });
    }
    expect(cssFiles.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
