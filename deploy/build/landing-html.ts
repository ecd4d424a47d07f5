import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * A landing page's own HTML: index.html plus, in its head, the page's chunks and styles, so the
 * browser fetches them alongside the entry instead of after it has run (one round trip less
 * before the first paint on a slow network: Lighthouse on /phone/about). nginx serves the file
 * for that one path (deploy/nginx.conf); every other path keeps the plain index.html, so a deep
 * link to another page never downloads the landing page.
 */
export interface LandingPage {
  /** Output file, e.g. `about.html`. */
  html: string;
  /** The page module, relative to the project, e.g. `src/features/content/pages/about-page.tsx`. */
  module: string;
}

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** The chunk files a chunk needs before it can run (its static imports, transitively), itself first. */
function staticClosure(bundle: OutputBundle, start: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The CSS files Vite attaches to these chunks (what its dynamic-import helper would load). */
function stylesOf(bundle: OutputBundle, chunks: readonly string[]): string[] {
  return chunks.flatMap((fileName) => {
    const chunk = bundle[fileName];
    const css = isChunk(chunk)
      ? (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss
      : undefined;
    return css ? [...css] : [];
  });
}

export function landingPageHtml(pages: readonly LandingPage[]): Plugin {
  let base = '/';
  return {
    name: 'trust-h5:landing-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // not the app build (e.g. a library or SSR build)
      const entry = Object.values(bundle).find((file) => isChunk(file) && file.isEntry);
      if (!isChunk(entry)) this.error('landing-html: no entry chunk');
      const onFirstLoad = new Set(staticClosure(bundle, entry.fileName));
      const firstLoadStyles = new Set(stylesOf(bundle, [...onFirstLoad]));
      for (const page of pages) {
        const chunk = Object.values(bundle).find(
          (file) => isChunk(file) && file.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${page.module}`),
        );
        if (!isChunk(chunk)) this.error(`landing-html: no chunk for ${page.module}`);
        // The chunk that imports the page (its domain's loader, deploy/build/domain-page-loaders.ts, or
        // the entry for a page imported directly) and the page.
        const loaders = Object.values(bundle)
          .filter((file) => isChunk(file) && file.dynamicImports.includes(chunk.fileName))
          .flatMap((file) => staticClosure(bundle, file.fileName));
        const scripts = [...new Set([...loaders, ...staticClosure(bundle, chunk.fileName)])].filter(
          (file) => !onFirstLoad.has(file),
        );
        const styles = [...new Set(stylesOf(bundle, staticClosure(bundle, chunk.fileName)))].filter(
          (file) => !firstLoadStyles.has(file),
        );
        const links = [
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ];
        const html = String(index.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: page.html, source: html });
      }
    },
  };
}
