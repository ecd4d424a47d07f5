import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');
const SINK = path.join('page-kit', 'safe-html', 'safe-html.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one way for markup into the DOM', () => {
  it('only <SafeHtml> uses dangerouslySetInnerHTML / innerHTML in src/', () => {
    const writers = sourceFiles(SRC)
      .filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(SRC, file));
    expect(writers).toEqual([SINK]);
  });
});
