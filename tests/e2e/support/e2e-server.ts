import { startNginx, type NginxOptions, type RunningNginx } from './nginx.ts';
import { startPrism, type RunningPrism } from './prism.ts';

export interface E2eServer {
  /** Where nginx listens, e.g. http://127.0.0.1:43123. */
  origin: string;
  /** The app's base URL: `${origin}/xtmk/apph5`. Append a route path ("/phone/about"). */
  appUrl: string;
  stop(): Promise<void>;
}

/**
 * nginx with deploy/nginx.conf serving a build, its API proxied to a Prism child process on the
 * contract (skip Prism with `api: 'none'`, e.g. for the demo build whose mock runs in the page).
 *
 * Reuse: `startE2eServer({ distDir: 'dist-demo', api: 'none' })` serves the demo build.
 */
export async function startE2eServer(
  options: Omit<NginxOptions, 'apiUpstream'> & { api?: 'prism' | 'none' },
): Promise<E2eServer> {
  let prism: RunningPrism | undefined;
  let nginx: RunningNginx | undefined;
  try {
    if ((options.api ?? 'prism') === 'prism') prism = await startPrism();
    nginx = await startNginx({ ...options, ...(prism ? { apiUpstream: prism.origin } : {}) });
  } catch (error) {
    await prism?.stop();
    throw error;
  }
  const running = nginx;
  return {
    origin: running.origin,
    appUrl: `${running.origin}/xtmk/apph5`,
    async stop() {
      await running.stop();
      await prism?.stop();
    },
  };
}
