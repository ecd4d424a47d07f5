/**
 * npm run gen:repeat — generation must be deterministic and fast: runs `npm run gen` twice
 * and fails unless both runs produce byte-identical generated/ trees and each takes at most
 * GEN_CEILING_MS (it prints a warning past GEN_TARGET_MS). It also says whether the result equals the committed generated/.
 *
 * The runs happen in a scratch copy of the inputs, not in the working tree: orval empties its
 * output folders while it writes, and a dev server or test reading generated/ at that moment
 * would fail for no reason of its own.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from './lib/bundle.ts';

/**
 * 232 operations, 1,074 generated files: 13–14 s with the generators one after another, 8–13 s
 * with them side by side (gen-parallel.ts) on a 2-core runner, the first run of a fresh clone
 * the slowest (cold caches). The target is printed; the run fails only past the ceiling, which
 * catches a generator gone wrong (a loop, a step run twice) without failing CI on a busy runner.
 */
const GEN_TARGET_MS = 12_000;
const GEN_CEILING_MS = 30_000;
/** What `npm run gen` reads; everything else in the repository is irrelevant to it. */
const INPUTS = ['package.json', 'codegen.config.ts', 'redocly.yaml', 'tsconfig.json', 'openapi', 'src/api'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One hash over every file's relative path and bytes, in sorted order. */
export function hashTree(dir: string): { hash: string; files: number } {
  const hash = createHash('sha256');
  const files = filesUnder(dir);
  for (const file of files) {
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return { hash: hash.digest('hex'), files: files.length };
}

function runGen(cwd: string): number {
  rmSync(join(cwd, 'generated'), { recursive: true, force: true });
  const started = performance.now();
  execFileSync('npm', ['run', '-s', 'gen'], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PATH: `${ROOT}node_modules/.bin:${process.env.PATH ?? ''}` },
  });
  return performance.now() - started;
}

const scratch = mkdtempSync(join(tmpdir(), 'gen-repeat-'));
try {
  for (const input of INPUTS) cpSync(join(ROOT, input), join(scratch, input), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  const runs = [1, 2].map((run) => {
    const ms = runGen(scratch);
    const tree = hashTree(join(scratch, 'generated'));
    console.log(
      `run ${String(run)}: ${(ms / 1000).toFixed(2)} s, ${String(tree.files)} files, sha256 ${tree.hash}`,
    );
    return { ms, ...tree };
  });
  const [first, second] = runs as [(typeof runs)[number], (typeof runs)[number]];

  const committed = existsSync(join(ROOT, 'generated')) ? hashTree(join(ROOT, 'generated')).hash : '';
  console.log(
    first.hash === committed
      ? 'The result equals generated/ in the working tree.'
      : 'The result differs from generated/ in the working tree (run `npm run gen`, or see gen:check).',
  );

  const problems: string[] = [];
  if (first.hash !== second.hash) problems.push('the two runs produced different generated/ trees');
  for (const [i, run] of runs.entries()) {
    const took = `run ${String(i + 1)} took ${(run.ms / 1000).toFixed(2)} s`;
    if (run.ms > GEN_CEILING_MS) problems.push(`${took} (ceiling ${String(GEN_CEILING_MS / 1000)} s)`);
    else if (run.ms > GEN_TARGET_MS)
      console.warn(`${took}, over the ${String(GEN_TARGET_MS / 1000)} s target`);
  }
  if (problems.length) {
    console.error(`gen:repeat failed: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Deterministic, each run within the ${String(GEN_CEILING_MS / 1000)} s ceiling.`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
