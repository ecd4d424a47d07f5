import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import path from 'node:path';

/** pdf.js's packed CMaps, which the viewer bundles (src/page-kit/document-viewer/pdfjs.ts). */
const CMAPS = `${path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist/cmaps')}/`;

/**
 * The text of every page of a PDF the mock makes, as pdf.js reads it (what the viewer draws and a
 * screen reader gets). For node-environment tests.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: bytes.slice(),
    cMapUrl: CMAPS,
    cMapPacked: true,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}
