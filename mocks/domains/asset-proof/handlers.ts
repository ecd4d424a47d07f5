import { http, HttpResponse } from 'msw';
import certificateEnUrl from './assets/asset-certificate-en.pdf?url';
import certificateZhUrl from './assets/asset-certificate-zh.pdf?url';
import { defineCalls } from '@mocks/http/define-call';
import { certificate, history, openAsset, sendEmail, template, verifyAndIssue } from './rules';

/**
 * Stateful asset-certificate handlers (./rules.ts) for the signed-in investor. SMS code: 123456.
 * Every certificate's PDF is one of two samples (tests/e2e/make-asset-certificate-pdfs.ts).
 */
export const assetProofHandlers = defineCalls({
  assetProofTemplate: ({ requestData, investor }) => template(investor, requestData.asOfDate),
  openAsset: {
    successMsg: '验证码已发送',
    resolve: ({ requestData, investor }) => openAsset(investor, requestData),
  },
  openAssetVerify: {
    successMsg: '资产证明已开具',
    resolve: ({ requestData, investor }) => verifyAndIssue(investor, requestData),
  },
  proofOfAssetsList: ({ requestData, investor }) => certificate(investor, requestData.certNo),
  proofOfAssetsCustomerHistory: ({ requestData, investor }) =>
    history(investor.customerId, requestData.pageNum, requestData.pageSize),
  openAssetSendCustomerEmail: {
    successMsg: '邮件已发送',
    resolve: ({ requestData, investor }) => sendEmail(investor, requestData.certNo, requestData.email),
  },
});

/** The image preview path (product spec, section 7), as mocks/domains/file serves it. */
const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';
/** certificateFileId(): FAC + the certificate's date and sequence + ZH or EN. */
const CERTIFICATE_FILE = /^FAC\d{12}(ZH|EN)$/;

/**
 * The certificates' PDFs on the preview path: a redirect to the sample that ships with the demo
 * build (as a file server hands out a storage URL). Other file ids fall through to the next
 * preview handler.
 */
export const assetProofFileHandlers = [
  http.get(`*${FILE_PREVIEW_PATH}`, ({ request }) => {
    const match = CERTIFICATE_FILE.exec(new URL(request.url).searchParams.get('fileId') ?? '');
    if (!match) return undefined;
    const target = new URL(match[1] === 'EN' ? certificateEnUrl : certificateZhUrl, request.url);
    return HttpResponse.redirect(target.href, 302);
  }),
];
