import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './free-port.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const NGINX_BIN = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin)) ?? 'nginx';

export interface NginxOptions {
  /**
   * The build to serve, relative to the repository root or absolute: 'dist' (production build,
   * `npm run build`) or 'dist-demo' (the in-browser mock build, `npm run build:demo`). It must
   * be world-readable: started by root, nginx's workers run as an unprivileged user.
   */
  distDir: string;
  /** Where /xtmk/apph5/services/ and /appgw/ go, e.g. a Prism child process. Default: nothing listens (502). */
  apiUpstream?: string;
  /** Extra connect-src origins for the CSP (deploy/nginx.conf's ${CSP_CONNECT_EXTRA}). */
  cspConnectExtra?: string;
}

export interface RunningNginx {
  /** e.g. http://127.0.0.1:43123 (no trailing slash); the app is under `${origin}/xtmk/apph5/`. */
  origin: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with its envsubst variables filled in (the same file production uses). */
export async function renderDeployConfig(vars: Record<string, string>): Promise<string> {
  const template = await readFile(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/**
 * Starts Debian's nginx, unprivileged, on a free loopback port with deploy/nginx.conf serving
 * `distDir` under /xtmk/apph5/, exactly as in production. Everything it writes (config, pid,
 * logs, temp files) lives in a fresh temporary directory that stop() removes.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const appRoot = path.resolve(REPO_ROOT, options.distDir);
  if (!existsSync(path.join(appRoot, 'index.html'))) {
    throw new Error(`${appRoot}/index.html is missing: build first (npm run build / npm run build:demo)`);
  }
  const port = await freePort();
  const prefix = await mkdtemp(path.join(tmpdir(), 'trust-h5-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const server = await renderDeployConfig({
    LISTEN_PORT: `127.0.0.1:${port}`,
    APP_ROOT: appRoot,
    // Port 9 (discard) on loopback: nothing listens, so the API answers 502 when no upstream is given.
    API_UPSTREAM: options.apiUpstream ?? 'http://127.0.0.1:9',
    CSP_CONNECT_EXTRA: options.cspConnectExtra ?? '',
  });
  await writeFile(path.join(prefix, 'server.conf'), server);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${prefix}/logs/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
      ),
      `  include ${prefix}/server.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(NGINX_BIN, ['-p', prefix, '-c', `${prefix}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${origin}/xtmk/apph5/`, 15_000),
      exited.then(() => Promise.reject(new Error(`nginx exited: ${stderr}`))),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }

  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
