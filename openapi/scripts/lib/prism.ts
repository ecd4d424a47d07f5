/**
 * Starts Prism (mock or validating proxy) as a child process on loopback and stops it again.
 * Shared by spec:verify and the contract tests. Prism's own entry point runs under the Node
 * that runs us (process.execPath), never whatever `node` is first on PATH.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { BUNDLE_PATH, ROOT } from './bundle.ts';

const PRISM_ENTRY = `${ROOT}node_modules/@stoplight/prism-cli/dist/index.js`;
const HOST = '127.0.0.1';
const READY = /Prism is listening on/;

export interface PrismOptions {
  mode: 'mock' | 'proxy';
  /** Required in proxy mode: the server Prism forwards to. */
  upstream?: string;
  port?: number;
  /** Extra CLI arguments, e.g. ['--errors'] or ['-d']. */
  args?: string[];
  document?: string;
  startTimeoutMs?: number;
  /** Every line Prism prints (stdout and stderr), as it prints it. */
  onLine?: (line: string) => void;
}

export interface PrismProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything Prism printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port the OS reports free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startPrism(options: PrismOptions): Promise<PrismProcess> {
  if (options.mode === 'proxy' && !options.upstream) throw new Error('Prism proxy needs an upstream URL');
  const port = options.port ?? (await freePort());
  const args = [PRISM_ENTRY, options.mode, options.document ?? BUNDLE_PATH];
  if (options.mode === 'proxy') args.push(options.upstream as string);
  args.push('--host', HOST, '--port', String(port), ...(options.args ?? []));

  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let pending = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) options.onLine?.(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // Never leave Prism behind, however this process ends (a crash, process.exit, a test runner).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const prism: PrismProcess = {
    url: `http://${HOST}:${String(port)}`,
    port,
    child,
    output: () => output,
    stop: () => stopChild(child),
  };

  // 5 s on a quiet machine; over 30 s on a 2-core machine shared with a test run and other work.
  // A Prism that cannot start exits, which fails at once (onExit); this only bounds a hang.
  const timeoutMs = options.startTimeoutMs ?? 100_000;
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
    };
    const fail = (reason: string) => {
      settle();
      void stopChild(child).then(() => reject(new Error(`${reason}\n${output.slice(-2000)}`)));
    };
    const onExit = (code: number | null) => fail(`Prism exited early (code ${String(code)})`);
    const poll = setInterval(() => {
      if (!READY.test(output)) return;
      settle();
      resolve();
    }, 50);
    const timer = setTimeout(() => fail(`Prism did not start within ${String(timeoutMs)} ms`), timeoutMs);
    child.once('exit', onExit);
  });
  return prism;
}
