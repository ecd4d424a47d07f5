/**
 * The files pdf.js asks for beside the PDF, emitted as hashed assets: the CMaps (Chinese PDFs with
 * non-embedded fonts need them) and the standard fonts. Hashed names are not a directory pdf.js
 * can append a file name to, so each requested file name maps to its asset URL.
 */
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

export type PdfSource = { url: string } | { data: Uint8Array };
