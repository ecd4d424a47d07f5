import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cspHashes } from '@vitejs/plugin-legacy';
import { describe, expect, it } from 'vitest';
import { cspHashOf, MODERN_LOADER } from './legacy-loader.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The script-src hashes of deploy/nginx.conf's document policy. */
function nginxScriptHashes(): string[] {
  const scriptSrc = /script-src ([^;]+);/.exec(read('deploy/nginx.conf'))?.[1] ?? '';
  return scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"));
}

describe('the CSP of deploy/nginx.conf', () => {
  const hashes = nginxScriptHashes();

  it('allows no inline script or eval wholesale', () => {
    const scriptSrc = /script-src ([^;]+);/.exec(read('deploy/nginx.conf'))?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*/);
  });

  it('allows the modern loader and every inline script of index.html by its hash', () => {
    const inline = [...read('index.html').matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const script of [MODERN_LOADER, ...inline]) expect(hashes).toContain(cspHashOf(script));
  });

  it("allows plugin-legacy's inline scripts by the hashes the installed plugin exports", () => {
    const ours = new Set([MODERN_LOADER].map(cspHashOf));
    const fromPlugin = hashes.filter((hash) => !ours.has(hash) && !hashOfIndexHtml(hash));
    // The plugin's detector is replaced by the modern loader, so three of its four hashes are used.
    expect(fromPlugin).toHaveLength(3);
    for (const hash of fromPlugin) expect(cspHashes.map((h) => `'sha256-${h}'`)).toContain(hash);
  });
});

function hashOfIndexHtml(hash: string): boolean {
  return [...read('index.html').matchAll(/<script>([^<]*)<\/script>/g)].some(
    (m) => cspHashOf(m[1] ?? '') === hash,
  );
}
