/**
 * The backend team's tools: spec:report sums the contract up, spec:docs writes a reference
 * that opens from the file system with no network (the Redoc bundle inlined, no CDN script).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_PATH, ROOT, SPEC_ADDITIONS, SPEC_CALL_COUNT } from '../../openapi/scripts/lib/bundle.ts';

const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

describe('npm run spec:report', () => {
  it('prints operations per tag and status, and names the proposed calls', () => {
    const output = execFileSync(process.execPath, ['openapi/scripts/spec-report.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    // The spec's calls and the calls the frontend proposes beyond it, plus the file preview.
    const calls = SPEC_CALL_COUNT + SPEC_ADDITIONS.length;
    expect(output).toContain(`${calls + 1} operations (${calls} trustAppApi calls + 1 other)`);
    expect(output).toMatch(/^tag\s+ops\s+documented\s+proposed\s+unknown/m);
    expect(output).toMatch(/^common\s+14\s+3\s+/m);
    expect(output).toMatch(new RegExp(`^total\\s+${calls + 1}\\s+`, 'm'));
    expect(output).toMatch(/Proposed: designed by the frontend, awaiting backend confirmation \(\d+\):/);
    expect(output).toMatch(/Awaiting enumeration by the backend.*edw\*.*queryTrust\*/);
    expect(output).toMatch(/^Paged calls .*: .*getArticleList/m);
  });
});

describe('npm run spec:docs', () => {
  it('inlines the Redoc bundle so the page needs no CDN', () => {
    expect(scripts['spec:docs']).toContain('--inlineBundle');
    const out = mkdtempSync(join(tmpdir(), 'spec-docs-'));
    try {
      const file = join(out, 'index.html');
      execFileSync(process.execPath, [REDOCLY, 'build-docs', BUNDLE_PATH, '-o', file, '--inlineBundle'], {
        cwd: ROOT,
        stdio: 'ignore',
        timeout: 60_000,
      });
      const html = readFileSync(file, 'utf8');
      expect(html).not.toMatch(/<script[^>]+src=["']https?:/);
      expect(html).not.toContain('redoc.standalone.js');
      expect(html).toContain('查询省市区 / List provinces, cities or zones');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
