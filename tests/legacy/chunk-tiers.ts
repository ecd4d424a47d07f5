/**
 * `node tests/legacy/chunk-tiers.ts [dist]`: the gate that keeps every engine of the support
 * matrix able to run what dist/ ships (README "Supported engines").
 *
 *   - Every emitted script parses at its tier's syntax (tiers.ts): legacy chunks (`*-legacy-*`,
 *     the SystemJS build old engines run) at ES2019 without regex lookbehind, everything else
 *     (modern chunks, the pdf.js workers) at ES2022.
 *   - A legacy chunk uses a built-in that some engine of the floor lacks only if the legacy
 *     polyfill chunk defines it: the polyfill chunk runs in a Node VM with those built-ins
 *     deleted first, and each one used must exist afterwards.
 *   - A modern chunk uses no built-in above the modern floor (Chrome 105 / iOS 16.4).
 *   - Every inline script of every HTML file is allowed by its hash in deploy/nginx.conf's CSP,
 *     and the CSP lists no hash that no page uses.
 *
 * Reads the build only (run it after `vite build`); exits 1 with a list of what fails.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse, type Node, type Options } from 'acorn';
import { APIS_ABOVE_FLOOR, APIS_ABOVE_MODERN, TIERS, type FloorApi, type Tier } from './tiers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.argv[2] ?? 'dist');

const tierOf = (file: string): Tier => (/-legacy[-.]/.test(file) ? 'legacy' : 'modern');

/**
 * What a chunk's code names: free identifiers, `.method` names and `Static.name` pairs, the
 * `Static.name` pairs it tests with `typeof` (a use with a fallback), and the built-ins it defines
 * itself with core-js (`$({ target: 'Promise', stat: true }, { withResolvers })`, as pdf.js's
 * legacy build and zod do).
 */
interface Names {
  globals: Set<string>;
  methods: Set<string>;
  statics: Set<string>;
  typeofTested: Set<string>;
  polyfilled: Set<string>;
  regexes: string[];
}

/** A core-js definition: the target's name and the object literal of what it adds. */
function polyfillsOf(node: Record<string, unknown>): string[] {
  if (node.type !== 'CallExpression') return [];
  const [target, added] = (node.arguments as { type: string; properties?: unknown[] }[]) ?? [];
  if (target?.type !== 'ObjectExpression' || added?.type !== 'ObjectExpression') return [];
  const keyName = (property: unknown) => {
    const key = (property as { key?: { name?: string; value?: unknown } }).key;
    return key?.name ?? (typeof key?.value === 'string' ? key.value : undefined);
  };
  const targetProperty = target.properties?.find((property) => keyName(property) === 'target') as
    { value: { type: string; value?: unknown; quasis?: { value: { cooked: string } }[] } } | undefined;
  const value = targetProperty?.value;
  const owner =
    value?.type === 'Literal' && typeof value.value === 'string'
      ? value.value
      : value?.type === 'TemplateLiteral' && value.quasis?.length === 1
        ? value.quasis[0]?.value.cooked
        : undefined;
  if (!owner) return [];
  return (added.properties ?? []).map(keyName).flatMap((name) => (name ? [`${owner}.${name}`] : []));
}

function namesOf(program: Node): Names {
  const names: Names = {
    globals: new Set(),
    methods: new Set(),
    statics: new Set(),
    typeofTested: new Set(),
    polyfilled: new Set(),
    regexes: [],
  };
  const propertyNodes = new WeakSet<object>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Record<string, unknown> & { type?: string };
    if (n.type === 'MemberExpression' && !n.computed) {
      const property = n.property as { type: string; name?: string };
      const object = n.object as { type: string; name?: string };
      propertyNodes.add(property);
      if (property.type === 'Identifier' && property.name) {
        names.methods.add(property.name);
        if (object.type === 'Identifier' && object.name) names.statics.add(`${object.name}.${property.name}`);
      }
    }
    if (
      (n.type === 'Property' || n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') &&
      !n.computed
    )
      propertyNodes.add(n.key as object);
    if (n.type === 'Identifier' && !propertyNodes.has(n)) names.globals.add(n.name as string);
    if (n.type === 'UnaryExpression' && n.operator === 'typeof') {
      const argument = n.argument as {
        type: string;
        computed?: boolean;
        object?: { name?: string };
        property?: { name?: string };
      };
      if (
        argument.type === 'MemberExpression' &&
        !argument.computed &&
        argument.object?.name &&
        argument.property?.name
      )
        names.typeofTested.add(`${argument.object.name}.${argument.property.name}`);
    }
    for (const defined of polyfillsOf(n)) names.polyfilled.add(defined);
    if (n.type === 'Literal' && n.regex) names.regexes.push((n.regex as { pattern: string }).pattern);
    for (const [key, value] of Object.entries(n))
      if (key !== 'loc' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return names;
}

const uses = (names: Names, api: FloorApi): boolean => {
  const used = api.usedAs;
  const owned = `${api.path[0]}.${api.path[api.path.length - 1]}`;
  if (names.polyfilled.has(owned) || names.typeofTested.has(owned)) return false;
  if ('global' in used) return names.globals.has(used.global);
  if ('method' in used) return names.methods.has(used.method);
  return names.statics.has(`${used.staticOf}.${used.name}`);
};
const apiName = (api: FloorApi) => api.path.join('.');

/** Which floor APIs are still missing once the legacy polyfill chunk has run where all were deleted. */
function missingAfterPolyfills(polyfillCode: string): Set<string> {
  // The web globals core-js extends or wraps (a browser has them; a bare VM context does not).
  const context = vm.createContext({
    DOMException,
    AbortController,
    AbortSignal,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    MessageChannel,
    setTimeout,
    clearTimeout,
    navigator: { userAgent: '' },
    location: new URL('http://localhost/'),
  });
  const deletions = APIS_ABOVE_FLOOR.map((api) =>
    api.path.length === 1 ? `delete this.${api.path[0]};` : `delete ${api.path.join('.')};`,
  ).join('');
  vm.runInContext(`var self = this, window = this;${deletions}`, context);
  vm.runInContext(polyfillCode, context, { timeout: 10_000 });
  return new Set(
    APIS_ABOVE_FLOOR.filter((api) => {
      const expression = api.path.length === 1 ? `this.${api.path[0]}` : api.path.join('.');
      return vm.runInContext(`typeof ${expression}`, context) === 'undefined';
    }).map(apiName),
  );
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function checkCsp(dist: string, nginxConf: string): string[] {
  const scriptSrc = /script-src ([^;]+);/.exec(nginxConf)?.[1] ?? '';
  const allowed = new Set(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")));
  const used = new Set<string>();
  const problems: string[] = [];
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = sha256(match[1] ?? '');
      used.add(hash);
      if (!allowed.has(hash))
        problems.push(`${path.relative(dist, file)}: inline script ${hash} is not in the CSP`);
    }
  }
  for (const hash of allowed)
    if (!used.has(hash)) problems.push(`deploy/nginx.conf: CSP hash ${hash} is used by no page`);
  return [...new Set(problems)];
}

function main(): number {
  const assets = path.join(DIST, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js') || file.endsWith('.mjs'));
  const polyfill = scripts.find((file) => file.startsWith('polyfills-legacy-'));
  const problems: string[] = [];
  if (!polyfill) problems.push('no legacy polyfill chunk (polyfills-legacy-*.js) in dist/assets');
  const missing = polyfill
    ? missingAfterPolyfills(readFileSync(path.join(assets, polyfill), 'utf8'))
    : new Set(APIS_ABOVE_FLOOR.map(apiName));
  const count: Record<Tier, number> = { modern: 0, legacy: 0 };

  for (const file of scripts) {
    const tier = tierOf(file);
    const rule = TIERS[tier];
    const code = readFileSync(path.join(assets, file), 'utf8');
    const options: Options = {
      ecmaVersion: rule.ecmaVersion,
      // The SystemJS build and the polyfill IIFE are classic scripts; the rest are modules.
      sourceType: tier === 'legacy' ? 'script' : 'module',
      allowHashBang: false,
    };
    let program: Node;
    try {
      program = parse(code, options);
    } catch (error) {
      problems.push(
        `${file} (${tier}): does not parse at ES${rule.ecmaVersion}: ${(error as Error).message}`,
      );
      continue;
    }
    count[tier] += 1;
    const names = namesOf(program);
    for (const { pattern, why } of rule.forbiddenRegex ?? [])
      if (names.regexes.some((regex) => pattern.test(regex))) problems.push(`${file} (${tier}): ${why}`);
    if (tier === 'legacy' && file !== polyfill) {
      for (const api of APIS_ABOVE_FLOOR)
        if (missing.has(apiName(api)) && uses(names, api))
          problems.push(`${file} (legacy): uses ${apiName(api)}, which the legacy polyfills do not define`);
    }
    if (tier === 'modern') {
      for (const api of APIS_ABOVE_MODERN)
        if (uses(names, api))
          problems.push(`${file} (modern): uses ${apiName(api)}, above Chrome 105 / iOS 16.4`);
    }
  }
  problems.push(...checkCsp(DIST, readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')));

  console.log(
    `Chunk tiers of ${path.relative(ROOT, DIST)}/: ${count.modern} modern scripts at ES${TIERS.modern.ecmaVersion}, ` +
      `${count.legacy} legacy at ES${TIERS.legacy.ecmaVersion}; the legacy polyfills leave ` +
      `${missing.size ? [...missing].join(', ') : 'no floor API'} undefined.`,
  );
  if (problems.length === 0) return 0;
  console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  return 1;
}

// Exit now: the polyfills run in the VM leave a MessageChannel open, which would keep Node waiting.
process.exit(main());
