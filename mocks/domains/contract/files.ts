import { http, HttpResponse } from 'msw';
import { orderContractPdf } from './order-contract-pdf';
import { DEMO_FILES } from './seed';

/** The file-preview path (product spec, section 7), as mocks/domains/file serves it. */
const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';
/** Where the demo and msw builds serve mocks/public/mock-files/contract/. */
export const DEMO_FILES_BASE = '/xtmk/apph5/mock-files/contract/';

/**
 * The signing area's PDFs on the preview path: an order's trust contract printed for the order
 * (./order-contract-pdf.ts); for the other documents the file gateway answers a redirect to the demo
 * build's static copy (mocks/public is served only by the demo and msw builds), so the PDF bytes
 * are real files and the browser streams them as it would from the gateway. Other fileIds fall
 * through to the next file handler.
 */
export const contractFileHandlers = [
  http.get(`*${FILE_PREVIEW_PATH}`, ({ request }) => {
    const fileId = new URL(request.url).searchParams.get('fileId') ?? '';
    const own = orderContractPdf(fileId);
    if (own)
      return new HttpResponse(own, {
        headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' },
      });
    const demo = DEMO_FILES[fileId];
    if (!demo) return undefined;
    return new HttpResponse(null, {
      status: 302,
      headers: { Location: `${DEMO_FILES_BASE}${demo.file}`, 'Cache-Control': 'no-store' },
    });
  }),
];
