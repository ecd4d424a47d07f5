import { globSync, readFileSync } from 'node:fs';

/**
 * The files of the three unit projects (vitest.config.ts), told apart by what they contain:
 *
 * - `node`: files that say `// @vitest-environment node`, and the build's own code (deploy/):
 *   no DOM at all.
 * - `isolated`: files that replace a module (`vi.mock`, `vi.doMock`, `vi.unmock`) or empty the
 *   module registry (`vi.resetModules`): a mock only takes effect in a module graph loaded after
 *   it, and the modules bound to it must not serve the next file. Also files that say
 *   `// unit-isolated: <why>`: they read a module's state as no other file has left it. Each
 *   such file gets a fresh worker.
 * - `shared`: every other file, which shares its worker's jsdom and modules
 *   (tests/setup/unit-shared.ts puts back what a file leaves behind).
 */
const UNIT_GLOBS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.{ts,tsx}',
  'tests/flows/**/*.test.{ts,tsx}',
  'tests/setup/**/*.test.ts',
  'deploy/**/*.test.ts',
];

const NODE_ENVIRONMENT = /^\s*\/\/\s*@vitest-environment\s+node\b/m;
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|unmock|resetModules)\(|^\/\/ unit-isolated: /m;

const files = globSync(UNIT_GLOBS, { cwd: import.meta.dirname + '/../..' }).map((file) => ({
  file: file.replaceAll('\\', '/'),
  source: readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'),
}));

const isNode = ({ file, source }: { file: string; source: string }) =>
  file.startsWith('deploy/') || NODE_ENVIRONMENT.test(source);

export const UNIT_FILES = {
  globs: UNIT_GLOBS,
  node: files.filter(isNode).map(({ file }) => file),
  isolated: files.filter((f) => !isNode(f) && NEEDS_ISOLATION.test(f.source)).map(({ file }) => file),
};
