/**
 * A small PDF writer for the product domain's documents and disclosures: A4 pages of Chinese
 * text in the standard Adobe-GB1 font STSong-Light, not embedded, encoded UniGB-UCS2-H — the way
 * many Chinese back offices print their notices. pdf.js draws it with the CMaps the viewer
 * bundles (src/page-kit/document-viewer/pdfjs.ts) and the system's CJK font, so every one of the
 * hundreds of disclosures gets its own file with its own title, dates and figures, and the repo
 * keeps no binary for them. Deterministic: the same input gives the same bytes.
 */

export interface PdfBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'fact' | 'note';
  text: string;
}

export interface PdfPage {
  blocks: PdfBlock[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN_X = 56;
const TOP = 770;
const BOTTOM = 80;

const STYLE: Record<PdfBlock['kind'], { size: number; gap: number; indent: number; center?: boolean }> = {
  title: { size: 17, gap: 14, indent: 0, center: true },
  heading: { size: 13.5, gap: 8, indent: 0 },
  paragraph: { size: 11.5, gap: 7, indent: 2 },
  fact: { size: 11.5, gap: 3, indent: 0 },
  note: { size: 10, gap: 6, indent: 0 },
};

/** Width of a character in em: half for ASCII (the font's proportional Latin), full otherwise. */
const charWidth = (ch: string) => (ch.charCodeAt(0) < 0x80 ? 0.5 : 1);

/** Breaks text into lines that fit `width` points at `size` (the first line indented by `indent` em). */
export function wrapText(text: string, size: number, width: number, indent = 0): string[] {
  const lines: string[] = [];
  let line = '';
  let used = indent;
  for (const ch of text) {
    const w = charWidth(ch);
    if ((used + w) * size > width && line) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += ch;
    used += w;
  }
  if (line) lines.push(line);
  return lines;
}

/** UTF-16BE hex of a string, as UniGB-UCS2-H reads it (BMP only; others become a space). */
function hex(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x20;
    out += (code > 0xffff ? 0x20 : code).toString(16).padStart(4, '0').toUpperCase();
  }
  return out;
}

const lineWidth = (text: string, size: number) =>
  [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size;

function pageStream(page: PdfPage, header: string, footer: string): string {
  const ops: string[] = [];
  const text = (x: number, y: number, size: number, content: string, gray = 0.13) => {
    ops.push(`BT ${gray} g /F1 ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td <${hex(content)}> Tj ET`);
  };
  // Running header and footer, with rules under and over them.
  text(MARGIN_X, PAGE_HEIGHT - 40, 9, header, 0.45);
  ops.push(
    `0.55 0.11 0.09 RG 0.6 w ${MARGIN_X} ${PAGE_HEIGHT - 46} m ${PAGE_WIDTH - MARGIN_X} ${PAGE_HEIGHT - 46} l S`,
  );
  ops.push(`0.7 G 0.5 w ${MARGIN_X} 52 m ${PAGE_WIDTH - MARGIN_X} 52 l S`);
  text((PAGE_WIDTH - lineWidth(footer, 9)) / 2, 38, 9, footer, 0.45);

  const width = PAGE_WIDTH - 2 * MARGIN_X;
  let y = TOP;
  for (const block of page.blocks) {
    const style = STYLE[block.kind];
    const lines = wrapText(block.text, style.size, width, style.indent);
    const leading = style.size * (block.kind === 'paragraph' ? 1.75 : 1.5);
    lines.forEach((line, i) => {
      if (y < BOTTOM) return; // The content of a page is written to fit; never draw over the footer.
      const indent = i === 0 ? style.indent * style.size : 0;
      const x = style.center ? (PAGE_WIDTH - lineWidth(line, style.size)) / 2 : MARGIN_X + indent;
      text(x, y, style.size, line, block.kind === 'note' ? 0.4 : 0.13);
      y -= leading;
    });
    y -= style.gap;
  }
  return ops.join('\n');
}

/**
 * The PDF bytes of pages of blocks, with the header on every page and the footer
 * "<footer> · 第 n 页 / 共 N 页".
 */
export function writePdf({
  pages,
  header,
  footer,
  title,
}: {
  pages: PdfPage[];
  header: string;
  footer: string;
  title: string;
}): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const fontDescriptor = add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const cidFont = add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> ' +
      `/FontDescriptor ${fontDescriptor} 0 R /DW 1000 /W [1 95 500] >>`,
  );
  const font = add(
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H ' +
      `/DescendantFonts [${cidFont} 0 R] >>`,
  );
  const info = add(`<< /Title <FEFF${hex(title)}> /Producer (Huaxin Trust mock) >>`);
  const kids: number[] = [];
  pages.forEach((page, i) => {
    const stream = pageStream(page, header, `${footer} · 第 ${i + 1} 页 / 共 ${pages.length} 页`);
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  // Every operator and hex string above is ASCII, so string length = byte length.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
