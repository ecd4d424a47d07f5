/**
 * pdf.js, set up for this app. Imported only by pdf-document.tsx, which the viewer loads on
 * demand, so none of this reaches a page that shows no PDF.
 *
 * - pdf.js 5's legacy build: the modern one supports only the latest browsers; legacy supports
 *   Chrome 110+ and Safari 16.4+ (pdf.js FAQ), which covers the modern chunks' engines (Chrome
 *   105–109 and iOS 16.4 aside, which get 重试 and opening the file directly). The legacy chunks
 *   (Chromium 69–104, iOS 12–16.3) open PDFs with pdf.js 2 instead (pdfjs-legacy.ts).
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
import { bundledDataUrl, type PdfSource } from './pdf-data';
import { openLegacyPdf } from './pdfjs-legacy';

GlobalWorkerOptions.workerSrc = workerUrl;

const readBundled = async (url: string) => (await fetchData(url, 'bytes')) as Uint8Array;

/**
 * pdf.js's BinaryDataFactory contract: `fetch({ kind, filename })` resolves with the bytes.
 * Used because `useWorkerFetch: false` makes the worker ask the main thread for these files.
 */
class BundledDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = bundledDataUrl(kind, filename);
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which is not bundled`);
    return readBundled(url);
  }
}

/** Opens a PDF: pdf.js 5 in modern chunks, pdf.js 2 in the legacy chunks (pdfjs-legacy.ts). */
export function openPdf(source: PdfSource): PDFDocumentLoadingTask {
  if (import.meta.env.LEGACY) return openLegacyPdf(source, readBundled);
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

export type { PdfSource } from './pdf-data';
export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist/types/src/display/api';
export { RenderingCancelledException } from 'pdfjs-dist/legacy/build/pdf.mjs';
