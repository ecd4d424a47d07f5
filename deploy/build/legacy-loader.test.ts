import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PLUGIN_DETECTOR, PLUGIN_ENTRY_GUARD } from './legacy-loader.ts';

/** The installed plugin's own source: the strings it injects are not exported. */
const pluginSource = readFileSync(createRequire(import.meta.url).resolve('@vitejs/plugin-legacy'), 'utf8');
const constant = (name: string) => {
  const value = new RegExp(`const ${name} = \`([^\`]+)\`;`).exec(pluginSource)?.[1];
  if (!value) throw new Error(`${name} not found in @vitejs/plugin-legacy`);
  return value;
};

describe('legacy-loader finds what the installed plugin-legacy injects', () => {
  const detector = constant('detectModernBrowserDetector');
  const resolveCheck = (chunk: string) =>
    `data:text/javascript,${chunk}if(!import.meta.resolve)throw Error("import.meta.resolve not supported")`;

  it('the guard at the top of the modern entry, and nothing after it', () => {
    const guard = `import'${resolveCheck('"assets/index-!~{000}~.js";')}';export function __vite_legacy_guard(){${detector}};`;
    expect(pluginSource).toContain('export function __vite_legacy_guard(){${detectModernBrowserDetector}}');
    const match = PLUGIN_ENTRY_GUARD.exec(`${guard}import{a}from"./x.js";a();`);
    expect(match?.[0]).toBe(guard);
  });

  it('the inline detector in the HTML', () => {
    const html = `<script type="module">import'${resolveCheck('')}';${detector};window.__vite_is_modern_browser=true</script>`;
    expect(pluginSource).toContain(
      "`import'${createDetectImportMetaResolveSupportModule(null)}';${detectModernBrowserDetector};window.${detectModernBrowserVarName}=true`",
    );
    expect(PLUGIN_DETECTOR.test(html)).toBe(true);
  });
});
