import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST } from '../build-if-needed.ts';

/**
 * The page kit's heavy libraries: only the pages that show a PDF, a chart, a
 * signature pad or an image upload may load them. Found in the build by the source maps that
 * `vite build` writes beside every chunk (their `sources` name every bundled module), plus
 * pdf.js's worker, which is emitted as a file of its own.
 */
export const HEAVY_LIBRARIES: { name: string; module: RegExp; file?: RegExp }[] = [
  { name: 'pdf.js (pdfjs-dist)', module: /node_modules\/pdfjs-dist\//, file: /pdf\.worker/ },
  { name: 'chart (uPlot)', module: /node_modules\/uplot\// },
  { name: 'signature (signature_pad)', module: /node_modules\/signature_pad\// },
  { name: 'image compression (compressorjs)', module: /node_modules\/compressorjs\// },
];

export interface HeavyChunks {
  library: string;
  /** assets/… files that hold (part of) the library; empty when the build does not use it yet. */
  files: string[];
}

export function findHeavyChunks(dist = DIST): HeavyChunks[] {
  const assets = path.join(dist, 'assets');
  const names = existsSync(assets) ? readdirSync(assets) : [];
  const sourcesOf = new Map<string, string[]>();
  for (const name of names.filter((n) => /\.m?js$/.test(n))) {
    const map = path.join(assets, `${name}.map`);
    const sources = existsSync(map)
      ? ((JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [])
      : [];
    sourcesOf.set(name, sources);
  }
  return HEAVY_LIBRARIES.map((library) => ({
    library: library.name,
    files: [...sourcesOf]
      .filter(([name, sources]) => library.file?.test(name) || sources.some((s) => library.module.test(s)))
      .map(([name]) => `assets/${name}`)
      .sort(),
  }));
}
