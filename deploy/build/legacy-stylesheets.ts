import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Vite writes a legacy chunk's CSS into the chunk as a `<style>` element it appends at run time.
 * Our CSP (`style-src 'self'`, deploy/nginx.conf) blocks inline style elements, so on legacy
 * engines every page drew unstyled. This plugin turns each such injection into a stylesheet file,
 * the same file the modern chunk links (same name, same text, so the same content hash), loaded by
 * a `<link rel="stylesheet">` the chunk appends as it runs: the page draws styled, as on modern.
 * The entry's CSS is linked by the HTML already, so the entry chunk only drops its injection.
 */
export const INLINE_STYLE =
  /var __vite_style__ = document\.createElement\('style'\);__vite_style__\.textContent = ("(?:[^"\\]|\\.)*");document\.head\.appendChild\(__vite_style__\);/;

/**
 * Appends the chunk's stylesheet link as the chunk runs, where Vite appended its `<style>`. Not
 * awaited: a top-level await makes the SystemJS chunk async, and an importer in a chunk cycle
 * could then run before the bindings it imports are set.
 */
export const linkStylesheet = (href: string): string =>
  `(function(){var link=document.createElement('link');link.rel='stylesheet';` +
  `link.href=${JSON.stringify(href)};document.head.appendChild(link)})();`;

/** The name Vite gives a chunk's CSS file in the modern output (vite:css-post). */
export const cssAssetName = (chunk: { name: string; isEntry: boolean }): string =>
  chunk.isEntry ? `${path.basename(chunk.name)}.css` : `${chunk.name}.css`;

export function legacyStylesheets(base: string): Plugin {
  return {
    name: 'trust-h5:legacy-stylesheets',
    apply: 'build',
    // After vite:css-post (which writes the injection) and, listed before plugin-legacy in the
    // config, before its post-process (which turns the chunk into SystemJS).
    enforce: 'post',
    renderChunk(code, chunk) {
      if (!chunk.fileName.includes('-legacy')) return null;
      const inline = INLINE_STYLE.exec(code);
      if (!inline) return null;
      const ms = new MagicString(code);
      if (chunk.isEntry) {
        ms.remove(inline.index, inline.index + inline[0].length);
      } else {
        const css = JSON.parse(inline[1] ?? '""') as string;
        const referenceId = this.emitFile({ type: 'asset', name: cssAssetName(chunk), source: css });
        ms.overwrite(
          inline.index,
          inline.index + inline[0].length,
          linkStylesheet(base + this.getFileName(referenceId)),
        );
      }
      return { code: ms.toString(), map: ms.generateMap({ hires: 'boundary' }) };
    },
  };
}
