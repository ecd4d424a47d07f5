/**
 * `npm run verify`: every check of the project as named stages, run side by side as far as the
 * machine's cores allow, each timed. Prints the stage table at the end (and the slowest test
 * files of each vitest stage) and exits 1 when a stage failed, naming it.
 *
 *   node .ci/verify.ts                 all stages
 *   node .ci/verify.ts unit e2e        only these stages (their prerequisites are not run:
 *                                      build them first, e.g. `node .ci/verify.ts build build:demo`)
 *
 * Each stage has a weight (the cores it keeps busy); a stage starts when the stages it needs
 * have passed and its weight fits in what is free, in the order of STAGES. Output goes to
 * .tmp/verify/<stage>.log and to the terminal, each line prefixed with the stage's name.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { STAGES, type Stage } from './verify-stages.ts';
import { printFailures, printSlowestFiles } from './verify-report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const LOG_DIR = path.join(ROOT, '.tmp/verify');
const CORES = Math.max(2, availableParallelism());

type Status = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';
interface Run {
  stage: Stage;
  status: Status;
  startedAt?: number;
  ms?: number;
  reason?: string;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const runs: Run[] = STAGES.filter((stage) => !wanted.length || wanted.includes(stage.name)).map((stage) => ({
  stage,
  status: 'pending',
}));
const byName = new Map(runs.map((run) => [run.stage.name, run]));

rmSync(LOG_DIR, { recursive: true, force: true });
mkdirSync(LOG_DIR, { recursive: true });

const t0 = performance.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const binPath = `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

function runStage(run: Run): Promise<void> {
  const { stage } = run;
  run.status = 'running';
  run.startedAt = performance.now();
  const log = createWriteStream(path.join(LOG_DIR, `${stage.name.replaceAll(':', '-')}.log`));
  const prefix = `[${stage.name}] `;
  console.log(`${prefix}start (${seconds(run.startedAt - t0)} s): ${stage.command}`);
  const child = spawn('bash', ['-c', stage.command], {
    cwd: ROOT,
    env: { ...process.env, PATH: binPath, FORCE_COLOR: '0', ...stage.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => {
      if (rest) process.stdout.write(`${prefix}${rest}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      run.ms = performance.now() - (run.startedAt ?? 0);
      run.status = code === 0 ? 'passed' : 'failed';
      if (code !== 0) run.reason = signal ? `killed by ${signal}` : `exit ${String(code)}`;
      console.log(`${prefix}${run.status} in ${seconds(run.ms)} s`);
      log.end(resolve);
    });
  });
}

/** Starts every stage whose prerequisites passed and whose weight fits; marks the hopeless ones skipped. */
async function schedule(): Promise<void> {
  const active = new Set<Promise<void>>();
  let busy = 0;
  for (;;) {
    for (const run of runs) {
      if (run.status !== 'pending') continue;
      const needs = (run.stage.needs ?? [])
        .map((name) => byName.get(name))
        .filter((dep) => dep !== undefined);
      const broken = needs.find((dep) => dep.status === 'failed' || dep.status === 'skipped');
      if (broken) {
        run.status = 'skipped';
        run.reason = `${broken.stage.name} did not pass`;
        continue;
      }
      if (needs.some((dep) => dep.status !== 'passed')) continue;
      const weight = Math.min(run.stage.weight, CORES);
      if (busy + weight > CORES) continue;
      busy += weight;
      const done: Promise<void> = runStage(run).then(() => {
        busy -= weight;
        active.delete(done);
      });
      active.add(done);
    }
    if (active.size === 0) return;
    await Promise.race(active);
  }
}

await schedule();
const totalMs = performance.now() - t0;

printSlowestFiles(LOG_DIR);
printFailures(
  LOG_DIR,
  runs.filter((run) => run.status === 'failed').map((run) => run.stage.name),
);
console.log(`\nStage table (${String(CORES)} cores; start and duration in seconds):\n`);
const width = Math.max(...runs.map((run) => run.stage.name.length));
console.log(`${'stage'.padEnd(width)}  ${'start'.padStart(6)}  ${'took'.padStart(6)}  result`);
for (const run of runs) {
  const start = run.startedAt === undefined ? '' : seconds(run.startedAt - t0);
  const took = run.ms === undefined ? '' : seconds(run.ms);
  const result = run.reason ? `${run.status} (${run.reason})` : run.status;
  console.log(`${run.stage.name.padEnd(width)}  ${start.padStart(6)}  ${took.padStart(6)}  ${result}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padStart(6)}  ${seconds(totalMs).padStart(6)}`);

const failed = runs.filter((run) => run.status !== 'passed');
if (failed.length) {
  console.error(
    `\nverify failed: ${failed.map((run) => `${run.stage.name} (${run.reason ?? run.status})`).join(', ')}. ` +
      `Logs: ${path.relative(ROOT, LOG_DIR)}/<stage>.log`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nverify passed in ${seconds(totalMs)} s.`);
}
