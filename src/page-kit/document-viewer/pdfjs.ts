/**
 * pdf.js, set up for this app. Imported only by pdf-document.tsx, which the viewer loads on
 * demand, so none of this reaches a page that shows no PDF.
 *
 * - The legacy build: the modern one supports only the latest browsers; legacy supports Chrome
 *   110+ and Safari 16.4+ (pdf.js FAQ), which covers current WeChat and app WebViews. Older
 *   WebViews fail to load it; the viewer then offers 重试 and opening the file directly.
 * - Everything is self-hosted, never a CDN: the worker is bundled by Vite as a worker chunk
 *   (`?worker&url` gives it a .js name, which every server sends as JavaScript; a raw .mjs is
 *   application/octet-stream on stock nginx and a module worker refuses that), and the CMaps
 *   (Chinese PDFs with non-embedded fonts need them) and standard fonts are emitted as hashed
 *   assets. Hashed names are not a directory pdf.js can append a file name to, so a data
 *   factory maps each requested file name to its asset URL; it works the same in dev, build
 *   and tests.
 * - No eval (the CSP has no 'unsafe-eval') and no WebAssembly (no 'wasm-unsafe-eval'): the
 *   rare JPEG 2000 and JBIG2 images then do not render; text and vector content do.
 */
import { fetchData, getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentInitParameters, PDFDocumentLoadingTask } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?worker&url';

GlobalWorkerOptions.workerSrc = workerUrl;

const cMaps = byFileName(
  import.meta.glob<string>('/node_modules/pdfjs-dist/cmaps/*.bcmap', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
);
const standardFonts = byFileName(
  import.meta.glob<string>('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
);

function byFileName(urls: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(urls).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1), url]));
}

/** File name → URL of a bundled CMap (kind cMapUrl) or standard font (kind standardFontDataUrl). */
export function bundledDataUrl(kind: string, filename: string): string | undefined {
  if (kind === 'cMapUrl') return cMaps.get(filename);
  if (kind === 'standardFontDataUrl') return standardFonts.get(filename);
  return undefined;
}

/**
 * pdf.js's BinaryDataFactory contract: `fetch({ kind, filename })` resolves with the bytes.
 * Used because `useWorkerFetch: false` makes the worker ask the main thread for these files.
 */
class BundledDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = bundledDataUrl(kind, filename);
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which is not bundled`);
    return (await fetchData(url, 'bytes')) as Uint8Array;
  }
}

export type PdfSource = { url: string } | { data: Uint8Array };

export function openPdf(source: PdfSource): PDFDocumentLoadingTask {
  const params: DocumentInitParameters = {
    // pdf.js transfers `data` to its worker (detaching it): give it a copy, so 重试 still has the bytes.
    ...('url' in source ? { url: source.url } : { data: source.data.slice() }),
    BinaryDataFactory: BundledDataFactory,
    useWorkerFetch: false,
    cMapPacked: true,
    isEvalSupported: false,
    useWasm: false,
    // Forms and scripts in contracts are not ours to run; the canvas shows their appearance.
    enableXfa: false,
  };
  return getDocument(params);
}

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist/types/src/display/api';
export { RenderingCancelledException } from 'pdfjs-dist/legacy/build/pdf.mjs';
