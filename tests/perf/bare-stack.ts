import { chmod, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BASE } from '../../vite.config.ts';
import { precompressAssets } from '../../deploy/build/precompress.ts';
import { ROOT } from './build-if-needed.ts';

/** The title the bare page sets once its query has resolved (the measurement waits for it). */
export const BARE_TITLE = '关于我们';

/**
 * The floor the first load is judged against: the libraries every page of this app needs (React,
 * React DOM, React Router, TanStack Query, zod/mini), each really used, in one tiny page that
 * renders a route and a query. Nothing of the app itself.
 */
const MAIN = `
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const Envelope = z.object({ code: z.string(), result: z.optional(z.object({ data: z.unknown() })) });

function About() {
  const query = useQuery({
    queryKey: ['about'],
    queryFn: async () => Envelope.parse({ code: '00000000', result: { data: '${BARE_TITLE}' } }),
  });
  const title = query.data ? String(query.data.result?.data) : '';
  useEffect(() => { if (title) document.title = title; }, [title]);
  return <main><h1>{title}</h1><Link to="/phone/other">other</Link></main>;
}

const router = createBrowserRouter([{ path: '*', element: <About /> }], { basename: '${BASE.replace(/\/$/, '')}' });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`;

const HTML = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>bare</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

export interface BareBuild {
  /** The built page, world-readable (nginx's workers may run unprivileged). */
  distDir: string;
  remove(): Promise<void>;
}

/**
 * Builds the bare-stack page in a temporary directory with this repository's Vite, the same
 * React plugin and base path, production mode; node_modules is this repository's (a symlink),
 * so the library versions are exactly the app's.
 */
export async function buildBareStack(): Promise<BareBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trust-h5-bare-stack-'));
  await chmod(dir, 0o755);
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await writeFile(path.join(dir, 'main.tsx'), MAIN);
  await writeFile(path.join(dir, 'index.html'), HTML);
  const distDir = path.join(dir, 'dist');
  await build({
    root: dir,
    base: BASE,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    mode: 'production',
    // Served like the app: precompressed at gzip's highest level (deploy/build/precompress.ts).
    plugins: [react(), precompressAssets()],
    build: { outDir: distDir, emptyOutDir: true },
  });
  return { distDir, remove: () => rm(dir, { recursive: true, force: true }) };
}
