/**
 * pdf.js for the engines below the modern tier (Chromium 69–104, iOS 12–16.3), which run the
 * legacy chunks: pdf.js 5 (even its legacy build) needs Chrome 110 / iOS 16.4, and pdf.js 3.11's
 * legacy build is ES2022 (private fields, `?.`, `||=`), so these engines read with pdfjs-dist
 * 2.16 (the npm alias pdfjs-dist-v2), whose legacy build is ES2018 and brings its own polyfills.
 *
 * Its two files are served as they are published (hashed assets, `*-legacy-*` like the other
 * legacy scripts): the library is added as a classic <script> (a UMD file: it defines
 * `pdfjsLib`) when the first PDF opens, the worker starts from its own URL. Same-origin files
 * under `script-src 'self'` and `worker-src 'self'`: no CSP change. Only the legacy chunks
 * import this module; the modern path never fetches either file.
 *
 * The data the worker asks for (CMaps, standard fonts) come from the files pdf.js 5 bundles
 * (bundledDataUrl): the binary CMap and font formats did not change between the versions.
 */
import libUrl from 'pdfjs-dist-v2/legacy/build/pdf.min.js?url';
import workerUrl from 'pdfjs-dist-v2/legacy/build/pdf.worker.min.js?url';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist/types/src/display/api';
import { bundledDataUrl, type PdfSource } from './pdf-data';

/** What pdf.js 2 offers that the reader uses (its getPage/getViewport/render as in pdf.js 5). */
interface LegacyPage {
  render(params: { canvasContext: CanvasRenderingContext2D; viewport: unknown }): unknown;
}
interface LegacyDocument {
  getPage(pageNumber: number): Promise<LegacyPage>;
}
interface LegacyLoadingTask {
  promise: Promise<LegacyDocument>;
  destroy(): Promise<void>;
}
interface PdfjsV2 {
  version: string;
  GlobalWorkerOptions: { workerSrc: string };
  getDocument(params: Record<string, unknown>): LegacyLoadingTask;
}

let library: Promise<PdfjsV2> | undefined;

/** Adds the library's script once; a failed load is tried again on the next document (重试). */
function loadLibrary(): Promise<PdfjsV2> {
  library ??= new Promise<PdfjsV2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = libUrl;
    script.onload = () => {
      // pdf.js 5, in the same legacy chunk, defines pdfjsLib too: pdf.js 2 replaces it as it runs.
      const lib = (window as unknown as { pdfjsLib?: PdfjsV2 }).pdfjsLib;
      if (!lib?.version.startsWith('2.')) return reject(new Error('pdf.js 2 did not define pdfjsLib'));
      lib.GlobalWorkerOptions.workerSrc = workerUrl;
      resolve(lib);
    };
    script.onerror = () => reject(new Error('pdf.js could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** Reads a bundled file's bytes (pdf.js 5's fetchData: the app's own calls go through src/api). */
export type ReadBytes = (url: string) => Promise<Uint8Array>;

/** pdf.js 2's CMap and standard-font factories (`fetch({ name })`, `fetch({ filename })`). */
function bundledFactories(readBytes: ReadBytes) {
  class BundledCMapReader {
    async fetch({ name }: { name: string }) {
      const url = bundledDataUrl('cMapUrl', `${name}.bcmap`);
      if (!url) throw new Error(`pdf.js asked for CMap ${name}, which is not bundled`);
      // CMapCompressionType.BINARY
      return { cMapData: await readBytes(url), compressionType: 1 };
    }
  }
  class BundledStandardFonts {
    async fetch({ filename }: { filename: string }) {
      const url = bundledDataUrl('standardFontDataUrl', filename);
      if (!url) throw new Error(`pdf.js asked for font ${filename}, which is not bundled`);
      return readBytes(url);
    }
  }
  return { CMapReaderFactory: BundledCMapReader, StandardFontDataFactory: BundledStandardFonts };
}

/**
 * pdf.js 2 draws into a context; the reader hands pdf.js 5's `{ canvas, viewport }`. pdf.js
 * returns the same page object on every getPage: each page is adapted once.
 */
export function drawingOnCanvases(doc: LegacyDocument): LegacyDocument {
  const getPage = doc.getPage.bind(doc);
  const adapted = new WeakSet<LegacyPage>();
  doc.getPage = async (pageNumber) => {
    const page = await getPage(pageNumber);
    if (adapted.has(page)) return page;
    adapted.add(page);
    const render = page.render.bind(page);
    page.render = (params) => {
      const { canvas, viewport } = params as unknown as { canvas: HTMLCanvasElement; viewport: unknown };
      const canvasContext = canvas.getContext('2d', { alpha: false });
      if (!canvasContext) throw new Error('no 2d context');
      return render({ canvasContext, viewport });
    };
    return page;
  };
  return doc;
}

/** Opens a PDF with pdf.js 2: the same settings as pdf.js 5 (no eval, no XFA, bundled data). */
export function openLegacyPdf(source: PdfSource, readBytes: ReadBytes): PDFDocumentLoadingTask {
  let task: LegacyLoadingTask | undefined;
  let destroyed = false;
  const promise = loadLibrary().then((lib) => {
    if (destroyed) throw new Error('pdf.js loading task destroyed');
    task = lib.getDocument({
      ...('url' in source ? { url: source.url } : { data: source.data.slice() }),
      ...bundledFactories(readBytes),
      cMapUrl: 'bundled/',
      cMapPacked: true,
      standardFontDataUrl: 'bundled/',
      useWorkerFetch: false,
      isEvalSupported: false,
      enableXfa: false,
    });
    return task.promise.then(drawingOnCanvases);
  });
  return {
    promise,
    destroy: async () => {
      destroyed = true;
      await task?.destroy();
    },
  } as unknown as PDFDocumentLoadingTask;
}
