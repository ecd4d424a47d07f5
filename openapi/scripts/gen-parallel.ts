/**
 * The second half of `npm run gen`: once bundle-spec.ts has written generated/openapi.yaml, the
 * five generators read only that file and write apart (operations and call facts, paths.d.ts,
 * orval's hooks with their models, the landing page's own hooks, orval's zod schemas), so they run side by side. Sequentially
 * they took 13–14 s on this machine with 232 operations, over gen:repeat's budget.
 * Fails when any of them fails, after all have ended, with each one's output as it was.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { spawn } from 'node:child_process';

const STEPS: readonly (readonly string[])[] = [
  ['node', 'openapi/scripts/gen-operations.ts'],
  ['openapi-typescript', 'generated/openapi.yaml', '-o', 'generated/paths.d.ts', '--redocly', 'redocly.yaml'],
  ['orval', '--config', 'codegen.config.ts', '--project', 'hooks'],
  ['orval', '--config', 'codegen.config.ts', '--project', 'landing'],
  ['orval', '--config', 'codegen.config.ts', '--project', 'zod'],
];

interface Ended {
  command: string;
  code: number | null;
  output: string;
}

function run([command, ...args]: readonly string[]): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(command ?? '', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) =>
      resolve({ command: [command, ...args].join(' '), code: 1, output: String(error) }),
    );
    child.on('close', (code) => resolve({ command: [command, ...args].join(' '), code, output }));
  });
}

const ended = await Promise.all(STEPS.map(run));
for (const step of ended) if (step.output.trim()) process.stdout.write(step.output);
const failed = ended.filter((step) => step.code !== 0);
for (const step of failed) console.error(`gen: \`${step.command}\` exited ${String(step.code)}`);
process.exitCode = failed.length > 0 ? 1 : 0;
