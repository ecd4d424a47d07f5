/**
 * npm run gen:repeat — generation must be deterministic and fast: runs `npm run gen` twice
 * and fails unless both runs produce byte-identical generated/ trees and each takes at most
 * GEN_CEILING_MS of CPU time (it prints a warning past GEN_TARGET_MS). It also says whether the result equals the committed generated/.
 *
 * With --check (what `npm run verify` runs) it is also the drift check, so the generator runs
 * twice per verify, not three times: it fails when the first run differs from generated/ in the
 * working tree (naming the files) or when git sees generated/ changed or untracked files in it.
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
 * Both are CPU time (user + system of the generator's processes; about 30 s a run), not wall
 * time: on a 2-core machine shared with other work one run took 156 s of wall time for 31 s of
 * CPU, and a ceiling in wall time failed for the load, not for the generator.
 */
const GEN_TARGET_MS = 35_000;
const GEN_CEILING_MS = 75_000;
/** What `npm run gen` reads; everything else in the repository is irrelevant to it. */
const INPUTS = [
  'package.json',
  'codegen.config.ts',
  'deploy/build/landing-calls.ts',
  'redocly.yaml',
  'tsconfig.json',
  'openapi',
  'src/api',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One hash over every file's relative path and bytes, in sorted order, and each file's own hash. */
export function hashTree(dir: string): { hash: string; files: number; each: Map<string, string> } {
  const hash = createHash('sha256');
  const files = filesUnder(dir);
  const each = new Map<string, string>();
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(relative(dir, file)).update('\0').update(bytes).update('\0');
    each.set(relative(dir, file), createHash('sha256').update(bytes).digest('hex'));
  }
  return { hash: hash.digest('hex'), files: files.length, each };
}

/** The paths that differ between two trees (changed, missing on either side), sorted. */
function differingPaths(a: Map<string, string>, b: Map<string, string>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => a.get(p) !== b.get(p)).sort();
}

/** One `npm run gen` in `cwd`: its wall time and the CPU time of its processes (bash's `times`). */
function runGen(cwd: string): { wallMs: number; ms: number } {
  rmSync(join(cwd, 'generated'), { recursive: true, force: true });
  const started = performance.now();
  const times = execFileSync('bash', ['-c', 'npm run -s gen >/dev/null && times'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PATH: `${ROOT}node_modules/.bin:${process.env.PATH ?? ''}` },
  });
  const wallMs = performance.now() - started;
  // `times` prints the shell's own user/system time, then its children's: "0m12.345s 0m1.234s".
  const children = times.trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  if (seconds.length !== 2) throw new Error(`gen:repeat: cannot read the CPU time from "${times}"`);
  return { wallMs, ms: (seconds[0] ?? 0) * 1000 + (seconds[1] ?? 0) * 1000 };
}

const scratch = mkdtempSync(join(tmpdir(), 'gen-repeat-'));
try {
  for (const input of INPUTS) cpSync(join(ROOT, input), join(scratch, input), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  const runs = [1, 2].map((run) => {
    const { ms, wallMs } = runGen(scratch);
    const tree = hashTree(join(scratch, 'generated'));
    console.log(
      `run ${String(run)}: ${(ms / 1000).toFixed(2)} s of CPU (${(wallMs / 1000).toFixed(2)} s wall), ` +
        `${String(tree.files)} files, sha256 ${tree.hash}`,
    );
    return { ms, ...tree };
  });
  const [first, second] = runs as [(typeof runs)[number], (typeof runs)[number]];

  const committed = existsSync(join(ROOT, 'generated'))
    ? hashTree(join(ROOT, 'generated'))
    : { hash: '', files: 0, each: new Map<string, string>() };
  console.log(
    first.hash === committed.hash
      ? 'The result equals generated/ in the working tree.'
      : 'The result differs from generated/ in the working tree (run `npm run gen`, or see gen:check).',
  );

  const problems: string[] = [];
  if (process.argv.includes('--check')) {
    if (first.hash !== committed.hash) {
      const differing = differingPaths(first.each, committed.each);
      console.error(
        `Generated code differs from the contract. Run \`npm run gen\` and commit:\n` +
          differing
            .slice(0, 30)
            .map((p) => `  generated/${p}`)
            .join('\n') +
          (differing.length > 30 ? `\n  … ${String(differing.length - 30)} more` : ''),
      );
      problems.push('generated/ is not what the contract generates');
    }
    const status = execFileSync('git', ['status', '--porcelain', '--', 'generated'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (status.trim()) {
      console.error(`git sees generated/ changed (commit what \`npm run gen\` wrote):\n${status}`);
      problems.push('generated/ differs from the commit');
    }
  }
  if (first.hash !== second.hash) problems.push('the two runs produced different generated/ trees');
  for (const [i, run] of runs.entries()) {
    const took = `run ${String(i + 1)} took ${(run.ms / 1000).toFixed(2)} s of CPU`;
    if (run.ms > GEN_CEILING_MS) problems.push(`${took} (ceiling ${String(GEN_CEILING_MS / 1000)} s)`);
    else if (run.ms > GEN_TARGET_MS)
      console.warn(`${took}, over the ${String(GEN_TARGET_MS / 1000)} s target`);
  }
  if (problems.length) {
    console.error(`gen:repeat failed: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Deterministic, each run within the ${String(GEN_CEILING_MS / 1000)} s CPU ceiling.`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
