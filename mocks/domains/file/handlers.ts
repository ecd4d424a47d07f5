import { http, HttpResponse } from 'msw';

/** The image preview path (product spec, section 7), outside trustAppApi. */
export const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * filePreview: any fileId answers a placeholder image naming it (uploaded proofs, ID photos,
 * QR codes render in the demo instead of broken images); no fileId is the contract's 404.
 */
export const fileHandlers = [
  http.get(`*${FILE_PREVIEW_PATH}`, ({ request }) => {
    const fileId = new URL(request.url).searchParams.get('fileId');
    if (!fileId) return new HttpResponse(null, { status: 404, statusText: 'Not Found' });
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
      '<rect width="320" height="200" fill="#eef2f7"/>',
      '<path d="M40 160l60-70 40 45 30-30 70 55z" fill="#c5d0de"/>',
      `<text x="160" y="40" font-size="14" text-anchor="middle" fill="#667">${escapeXml(fileId)}</text>`,
      '</svg>',
    ].join('');
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
