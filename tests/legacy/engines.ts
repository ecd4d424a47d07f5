import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createBrotliDecompress } from 'node:zlib';

const run = promisify(execFile);

/**
 * Real old Chromium engines, as the npm registry ships them inside chrome-aws-lambda (a
 * brotli-compressed headless Chromium for serverless platforms): the engine inside an Android
 * System WebView of the same major. 69 is the floor of the support matrix (README.md).
 */
export interface Engine {
  major: number;
  /** The chrome-aws-lambda release that carries it. */
  version: string;
}

export const ENGINES: readonly Engine[] = [
  { major: 69, version: '1.6.3' },
  { major: 78, version: '1.20.4' },
  { major: 83, version: '3.1.1' },
  { major: 88, version: '5.5.0' },
  { major: 92, version: '10.1.0' },
];

/** Below the floor: it must get the Chinese upgrade page, never a white one. */
export const BELOW_FLOOR: Engine = { major: 67, version: '67.0.3372' };

export interface InstalledEngine extends Engine {
  executable: string;
  /** LD_LIBRARY_PATH for the NSS libraries the package brings (empty when it brings none). */
  libraryPath: string;
  /** Milliseconds spent downloading and unpacking (0 when it was already in the cache). */
  fetchMs: number;
}

/**
 * Outside the repository and kept between runs: about 45 MB compressed and 130 MB unpacked per
 * engine, fetched once per machine. TRUST_H5_ENGINES_DIR overrides.
 */
export const cacheDir = () =>
  process.env.TRUST_H5_ENGINES_DIR ??
  path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'trust-h5-engines');

async function unbrotli(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(target));
}

/**
 * Downloads the package with `npm pack`, unpacks the Chromium binary (bin/chromium.br, or
 * bin/chromium-<version>.br in the oldest releases) and the NSS libraries (bin/aws.tar.br) into a
 * scratch folder and renames it into place: two runs at once never see a half-written engine.
 */
async function install(engine: Engine, target: string): Promise<void> {
  const root = cacheDir();
  await mkdir(root, { recursive: true });
  const scratch = await mkdtemp(path.join(root, `.partial-${engine.major}-`));
  try {
    const { stdout } = await run(
      'npm',
      ['pack', `chrome-aws-lambda@${engine.version}`, '--silent', '--pack-destination', scratch],
      { cwd: scratch, maxBuffer: 1 << 20 },
    );
    const tarball = path.join(scratch, stdout.trim().split('\n').pop() ?? '');
    await run('tar', ['xzf', tarball, '-C', scratch]);
    await rm(tarball);
    const bin = path.join(scratch, 'package/bin');
    const compressed = (await readdir(bin)).find((name) => /^chromium(-[\d.]+)?\.br$/.test(name));
    if (!compressed) throw new Error(`chrome-aws-lambda@${engine.version}: no bin/chromium*.br`);
    const out = path.join(scratch, 'engine');
    await mkdir(out);
    await unbrotli(path.join(bin, compressed), path.join(out, 'chromium'));
    await chmod(path.join(out, 'chromium'), 0o755);
    if (existsSync(path.join(bin, 'aws.tar.br'))) {
      await unbrotli(path.join(bin, 'aws.tar.br'), path.join(scratch, 'aws.tar'));
      await run('tar', ['xf', path.join(scratch, 'aws.tar'), '-C', out]);
    }
    await rename(out, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another run installed it first: theirs is as good.
      if (!existsSync(path.join(target, 'chromium'))) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The engine, from the cache or fetched now. */
export async function ensureEngine(engine: Engine): Promise<InstalledEngine> {
  if (engine === CURRENT)
    return {
      ...engine,
      executable: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      libraryPath: '',
      fetchMs: 0,
    };
  const target = path.join(cacheDir(), `chromium-${engine.major}-${engine.version}`);
  const started = performance.now();
  const cached = existsSync(path.join(target, 'chromium'));
  if (!cached) await install(engine, target);
  const lib = path.join(target, 'lib');
  return {
    ...engine,
    executable: path.join(target, 'chromium'),
    libraryPath: existsSync(lib) ? lib : '',
    fetchMs: cached ? 0 : performance.now() - started,
  };
}

/**
 * The engines this run uses: all, or the majors listed in LEGACY_ENGINES (e.g. "69,78"). The
 * name "current" adds Debian's Chromium, driven the same way: a control that tells a fault of the
 * sweep from a fault of an old engine.
 */
export function selectedEngines(): Engine[] {
  const wanted = process.env.LEGACY_ENGINES?.split(',').map((name) => name.trim());
  if (!wanted) return [...ENGINES];
  return wanted.map((name) => {
    if (name === 'current') return CURRENT;
    const engine = ENGINES.find((known) => String(known.major) === name);
    if (!engine)
      throw new Error(`LEGACY_ENGINES: no engine ${name} (known: ${ENGINES.map((e) => e.major)}, current)`);
    return engine;
  });
}

/** Debian's Chromium (the e2e suite's browser), as a control. */
const CURRENT: Engine = { major: 0, version: 'current' };

/** The engines, fetched one after the other (each download already takes the line). */
export async function ensureEngines(
  engines: readonly Engine[] = selectedEngines(),
): Promise<InstalledEngine[]> {
  const installed: InstalledEngine[] = [];
  for (const engine of engines) installed.push(await ensureEngine(engine));
  return installed;
}

/** The environment an engine runs in: its own NSS libraries first. */
export function engineEnv(engine: InstalledEngine): NodeJS.ProcessEnv {
  if (!engine.libraryPath) return process.env;
  const inherited = process.env.LD_LIBRARY_PATH;
  return {
    ...process.env,
    LD_LIBRARY_PATH: inherited ? `${engine.libraryPath}:${inherited}` : engine.libraryPath,
  };
}

// `node tests/legacy/engines.ts`: fetch every engine into the cache and say what each is.
if (import.meta.main) {
  for (const engine of await ensureEngines()) {
    const fetched = engine.fetchMs ? `fetched in ${(engine.fetchMs / 1000).toFixed(1)} s` : 'cached';
    console.log(
      `Chromium ${engine.major} (chrome-aws-lambda@${engine.version}): ${fetched}, ${engine.executable}`,
    );
  }
}
