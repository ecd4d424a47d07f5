import { createHash } from 'node:crypto';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * @vitejs/plugin-legacy decides modern or legacy with an `import 'data:text/javascript,…'` (in an
 * inline module of the HTML and at the top of the modern entry chunk). Our CSP (script-src 'self'
 * plus hashes, deploy/nginx.conf) blocks data: scripts, so under it every engine failed both
 * checks: a white page on current Chromium. Allowing data: in script-src would let any injected
 * <script src="data:…"> run. This plugin keeps the plugin's cut-off (engines with
 * `import.meta.resolve` run the modern chunks) without a data: import:
 *
 *   - the entry is no longer a <script type="module" src> but a modulepreload link (fetched as
 *     early, by the preload scanner) that MODERN_LOADER imports only where the cut-off holds;
 *   - the guard the plugin prepends to the modern entry goes (it only repeated that check), so
 *     the modern first load carries no byte for the legacy build.
 *
 * The plugin's other inline scripts (Safari 10 nomodule fix, SystemJS start, dynamic fallback)
 * stay as they are, allowed by the hashes the plugin exports (deploy/build/csp.test.ts).
 */
export const MODERN_LOADER =
  'import.meta.url;import("_").catch(()=>1);(async function*(){})().next();' +
  'if(import.meta.resolve){window.__vite_is_modern_browser=true;import(document.getElementById("app-entry").href)}';

/** The plugin's own detector, replaced by MODERN_LOADER (its text is what the plugin injects). */
export const PLUGIN_DETECTOR =
  /<script type="module">import'data:text\/javascript,[^<]*__vite_is_modern_browser=true<\/script>/;
/** The guard the plugin prepends to the modern entry chunk. */
export const PLUGIN_ENTRY_GUARD =
  /^import'data:text\/javascript,[^']*';export function __vite_legacy_guard\(\)\{import\.meta\.url;import\("_"\)\.catch\(\(\)=>1\);\(async function\*\(\)\{\}\)\(\)\.next\(\)\};/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** An inline script's CSP source expression: 'sha256-…' of its exact text. */
export const cspHashOf = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function legacyLoader(): Plugin {
  return {
    name: 'trust-h5:legacy-loader',
    apply: 'build',
    enforce: 'post',
    renderChunk: {
      // After plugin-legacy's renderChunk, which prepends the guard.
      order: 'post',
      handler(code, chunk) {
        if (!chunk.isEntry || chunk.fileName.includes('-legacy')) return null;
        const guard = PLUGIN_ENTRY_GUARD.exec(code);
        if (!guard) this.error(`legacy-loader: the modern entry guard was not found in ${chunk.fileName}`);
        const ms = new MagicString(code);
        ms.remove(0, guard[0].length);
        return { code: ms.toString(), map: ms.generateMap({ hires: 'boundary' }) };
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        // The legacy output's pass over the HTML: the modern pass writes the file.
        if (chunk?.fileName.includes('-legacy')) return html;
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry || !PLUGIN_DETECTOR.test(html))
          throw new Error('legacy-loader: the entry script or the plugin-legacy detector was not found');
        return html
          .replace(entry[0], `<link rel="modulepreload" crossorigin id="app-entry" href="${entry[1]}">`)
          .replace(PLUGIN_DETECTOR, `<script type="module">${MODERN_LOADER}</script>`);
      },
    },
  };
}
