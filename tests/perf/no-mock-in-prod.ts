/**
 * Fails if a build contains any part of the mock backend (mocks/, MSW, @msw/data, faker).
 * The production build must not ship it: src/main.tsx loads mocks/browser only behind
 * __MSW_ENABLED__, which is false outside `--mode msw` / `--mode demo`; this proves it held.
 *
 *   node tests/perf/no-mock-in-prod.ts [dist]                 exit 1 when a marker is found
 *   node tests/perf/no-mock-in-prod.ts dist-demo --expect-mock   the inverse: proves the markers
 *                                                                still detect the mock
 * Source maps are searched too (their `sources` list): they name every bundled module, so a mock
 * module that slipped in shows up by path even when minification hides its code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MARKERS: Array<[name: string, pattern: RegExp]> = [
  ['MSW worker script', /mockServiceWorker/],
  ['scenario storage key (mocks/browser.ts)', /trust-h5:mock-/],
  ['dev panel (mocks/panel)', /trust-h5-mock-panel/],
  ['window.__trustMock', /__trustMock/],
  ['a module from mocks/', /(^|["'/])mocks\/(db|domains|scenarios|http|panel|browser|handlers)/m],
  ['msw package', /node_modules\/msw\/|\bmsw\/(browser|node)\b|Mock Service Worker/],
  ['@msw/data', /@msw\/data|node_modules\/@msw\//],
  ['faker', /@faker-js|node_modules\/@faker-js|\bfaker\b/i],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const args = process.argv.slice(2);
const expectMock = args.includes('--expect-mock');
const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`${dir}/index.html is missing: build first (npm run build).`);
  process.exit(2);
}

const findings: string[] = [];
for (const file of filesUnder(dir)) {
  const relative = path.relative(dir, file);
  if (/mockServiceWorker\.js$/.test(relative))
    findings.push(`${relative}: the MSW worker script is in the build`);
  if (/^mock-(esign|files|wallet|vendor)[\\/]/.test(relative))
    findings.push(
      `${relative}: the demo's fake e-signature vendor or mock PDFs (mocks/public) are in the build`,
    );
  if (!/\.(js|mjs|css|html|map|json|txt)$/.test(relative)) continue;
  const raw = readFileSync(file, 'utf8');
  // A source map's `sourcesContent` holds src/main.tsx's own text, guarded import included;
  // what was bundled is the `sources` list, so only that is searched in maps.
  const text = relative.endsWith('.map')
    ? ((JSON.parse(raw) as { sources?: string[] }).sources ?? []).join('\n')
    : raw;
  for (const [name, pattern] of MARKERS) {
    const match = pattern.exec(text);
    if (match)
      findings.push(
        `${relative}: ${name} ("${text.slice(Math.max(0, match.index - 30), match.index + 40).replace(/\s+/g, ' ')}")`,
      );
  }
}

if (expectMock) {
  if (findings.length === 0) {
    console.error(`No mock marker found in ${dir}: the markers no longer detect the mock; update MARKERS.`);
    process.exit(1);
  }
  console.log(`${dir}: the mock is detected (${findings.length} findings), so the markers work.`);
} else if (findings.length > 0) {
  console.error(`Mock code in ${dir}:\n  ${findings.join('\n  ')}`);
  process.exit(1);
} else {
  console.log(`${dir}: no mock code (checked ${MARKERS.length} markers).`);
}
