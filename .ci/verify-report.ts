/**
 * Per-file times of the vitest stages of `npm run verify`, read from the JSON reporter's files
 * (.tmp/verify/<stage>.json): every e2e file, the slowest files of the other projects.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages?: string[];
}

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  message?: string;
  assertionResults: AssertionResult[];
}

const FAILURE_LINES = 25;

const SHOWN: Record<string, number> = { e2e: Infinity, unit: 10, contract: 5 };

export function printSlowestFiles(logDir: string): void {
  for (const [stage, shown] of Object.entries(SHOWN)) {
    const file = path.join(logDir, `${stage}.json`);
    if (!existsSync(file)) continue;
    const results = (JSON.parse(readFileSync(file, 'utf8')) as { testResults: FileResult[] }).testResults;
    const rows = results
      .map((result) => ({
        file: path.relative(path.resolve(logDir, '../..'), result.name),
        ms: result.endTime - result.startTime,
        tests: result.assertionResults.length,
        status: result.status,
      }))
      .sort((a, b) => b.ms - a.ms);
    const sum = rows.reduce((total, row) => total + row.ms, 0);
    const title = shown === Infinity ? 'every file' : `the ${String(Math.min(shown, rows.length))} slowest`;
    console.log(
      `\n${stage}: ${String(rows.length)} files, ${(sum / 1000).toFixed(1)} s summed over workers; ${title}:`,
    );
    for (const row of rows.slice(0, shown)) {
      console.log(
        `  ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${String(row.tests).padStart(4)} tests  ${row.file}` +
          (row.status === 'passed' ? '' : `  (${row.status})`),
      );
    }
  }
}

/**
 * What failed, at the end of the output where CI keeps it: each failed test with the head of its
 * message from the stage's JSON report, or the tail of the stage's log when it wrote no report.
 */
export function printFailures(logDir: string, failedStages: string[]): void {
  for (const stage of failedStages) {
    console.log(`\n${stage} failed:`);
    const json = path.join(logDir, `${stage}.json`);
    if (!existsSync(json)) {
      const log = path.join(logDir, `${stage}.log`);
      const lines = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n') : [];
      for (const line of lines.slice(-FAILURE_LINES)) console.log(`  ${line}`);
      continue;
    }
    const results = (JSON.parse(readFileSync(json, 'utf8')) as { testResults: FileResult[] }).testResults;
    for (const result of results.filter((file) => file.status !== 'passed')) {
      const file = path.relative(path.resolve(logDir, '../..'), result.name);
      const failed = result.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0)
        console.log(`  ${file}: ${(result.message ?? result.status).split('\n')[0] ?? ''}`);
      for (const test of failed) {
        console.log(`  ${file} > ${test.fullName}`);
        const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, FAILURE_LINES);
        for (const line of message) console.log(`      ${line}`);
      }
    }
  }
}
