import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHttp } from './free-port.ts';
import { REPO_ROOT } from './nginx.ts';

export interface RunningPrism {
  /** e.g. http://127.0.0.1:41234: give it to startNginx({ apiUpstream }). */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Prism on the bundled contract (generated/openapi.yaml) on a free loopback port, in static
 * mode: every answer is the contract's example, so the end-to-end runs are deterministic.
 */
export async function startPrism(): Promise<RunningPrism> {
  const port = await freePort();
  const bin = path.join(REPO_ROOT, 'node_modules/.bin/prism');
  const child = spawn(
    bin,
    ['mock', 'generated/openapi.yaml', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      // 74 s measured to start at load 33 on the shared machine: 60 s failed the e2e global setup.
      waitForHttp(origin, 180_000),
      exited.then(() => Promise.reject(new Error(`prism exited: ${stderr}`))),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
