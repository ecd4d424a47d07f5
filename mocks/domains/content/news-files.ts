import { http, HttpResponse } from 'msw';
import { SEED_ARTICLES, type SeedArticle } from './news-articles';

/** The image preview path (product spec, section 7), as mocks/domains/file serves it. */
const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';

/** Cover tones per category: the look of a CMS's designed covers, drawn as SVG. */
const TONES: Record<string, [string, string]> = {
  COMPANY_NEWS: ['#8c1d18', '#c0392b'],
  RESEARCH: ['#13315c', '#2e5a88'],
  WEALTH_CLASS: ['#7a5a12', '#c9a227'],
  RISK_NOTICE: ['#5b2333', '#a23b55'],
  LIVE: ['#1d4e4e', '#2f8f83'],
};

function coverSvg(article: SeedArticle): string {
  const [from, to] = TONES[article.categoryCode] ?? ['#3b4a5a', '#6b7f94'];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="480" height="270" fill="url(#g)"/>',
    '<circle cx="400" cy="60" r="120" fill="#fff" fill-opacity=".08"/><circle cx="60" cy="250" r="90" fill="#fff" fill-opacity=".06"/>',
    '<path d="M0 210 C120 170 240 240 480 180 L480 270 L0 270 Z" fill="#fff" fill-opacity=".1"/>',
    `<text x="32" y="60" font-size="22" fill="#fff" fill-opacity=".9" font-family="sans-serif">华信信托 · ${article.categoryName}</text>`,
    '</svg>',
  ].join('');
}

/** An image inside an article (a photo in the CMS): a calm placeholder scene, no text. */
const PHOTO_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
  '<rect width="640" height="360" fill="#e9edf3"/><rect y="240" width="640" height="120" fill="#cfd8e3"/>',
  '<rect x="80" y="110" width="480" height="130" rx="6" fill="#8c1d18"/>',
  '<rect x="120" y="140" width="400" height="14" rx="7" fill="#f5d78e"/><rect x="180" y="170" width="280" height="10" rx="5" fill="#f5d78e" fill-opacity=".7"/>',
  '</svg>',
].join('');

/**
 * A one-page PDF of a research report (a stand-in for the CMS's file): built here so the repo
 * keeps no binary. The standard font has no Chinese glyphs, hence the English lines.
 */
export function reportPdf(title: string): Uint8Array<ArrayBuffer> {
  const lines = [
    'Huaxin Trust Co., Ltd. - Research & Development Dept.',
    title,
    '',
    'Sample document served by the mock backend.',
    'The full report is delivered by the file service in production.',
  ];
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 1 ? 16 : 12} Tf 56 ${760 - i * 28} Td (${line.replace(/[()\\]/g, '')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const REPORT_TITLES: Record<string, string> = {
  FRPT202407050001: 'Q2 2024 Macro and Asset Allocation Report',
  FRPT202404100001: 'Q1 2024 Trust Market Review',
  FRPT202401150001: '2023 Family Wealth Management White Paper',
};

const ARTICLE_PHOTOS = new Set(['F202406280004', 'F202406120002', 'F202405080002']);

/**
 * The news area's files on the preview path: covers drawn per category, article photos, the
 * reports' PDFs. Any other fileId falls through to mocks/domains/file (its placeholder).
 */
export const newsFileHandlers = [
  http.get(`*${FILE_PREVIEW_PATH}`, ({ request }) => {
    const fileId = new URL(request.url).searchParams.get('fileId') ?? '';
    const report = REPORT_TITLES[fileId];
    if (report) {
      return new HttpResponse(reportPdf(report), { headers: { 'Content-Type': 'application/pdf' } });
    }
    const svg = ARTICLE_PHOTOS.has(fileId)
      ? PHOTO_SVG
      : (() => {
          const article = SEED_ARTICLES.find((a) => a.coverFileId === fileId);
          return article ? coverSvg(article) : undefined;
        })();
    if (!svg) return undefined;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
