import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssAssetName, INLINE_STYLE, linkStylesheet } from './legacy-stylesheets.ts';

/** The installed Vite's own source: the injection it writes into legacy chunks is not exported. */
const viteChunks = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'dist/node/chunks',
);
const viteSource = readFileSync(path.join(viteChunks, 'node.js'), 'utf8');

describe('legacy-stylesheets', () => {
  it('finds the style injection the installed Vite writes into a legacy chunk', () => {
    expect(viteSource).toContain(
      "const injectCode = `var ${style} = document.createElement('style');${style}.textContent = ${cssString};document.head.appendChild(${style});`;",
    );
    const css = '.a{color:red}\n.b::after{content:"\\"x\\""}';
    const injected = `var __vite_style__ = document.createElement('style');__vite_style__.textContent = ${JSON.stringify(css)};document.head.appendChild(__vite_style__);`;
    const match = INLINE_STYLE.exec(`import{a}from"./x.js";${injected}a();`);
    expect(match?.[0]).toBe(injected);
    expect(JSON.parse(match?.[1] ?? '""')).toBe(css);
  });

  it('links the stylesheet without a top-level await', () => {
    const code = linkStylesheet('/xtmk/apph5/assets/about-page-abc.css');
    expect(code).not.toContain('await');
    expect(code).toContain("link.rel='stylesheet'");
    expect(code).toContain('link.href="/xtmk/apph5/assets/about-page-abc.css"');
    expect(code).not.toContain("createElement('style')");
  });

  it('names the file as Vite names the modern chunk CSS, so both outputs share it', () => {
    expect(cssAssetName({ name: 'about-page', isEntry: false })).toBe('about-page.css');
    expect(cssAssetName({ name: 'src/index', isEntry: true })).toBe('index.css');
  });
});
