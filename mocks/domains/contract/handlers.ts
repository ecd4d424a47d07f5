import { defineCalls } from '@mocks/http/define-call';
import { demoPageUrl, ESIGN_DEMO_FILE } from '@mocks/http/demo-pages';
import { refuseWith } from '@mocks/http/refusal';
import { agreementFileName, agreementsOf, AGREEMENTS } from './agreements';
import {
  contractsView,
  customerInfo,
  documentsView,
  documentView,
  elementsOf,
  fileDownload,
  orderDocumentDownload,
  orderOf,
  recordReading,
  signedDownload,
  unreadRequired,
} from './rules';
import { publicDocumentsOf } from './seed';
import { transferElements } from './transfer-elements';
import { startSignFlow, submitSignature } from './sign-rules';

/**
 * Stateful contract handlers (openapi/paths/contract.yaml, plus resendContract of the order
 * tag): the signed-in investor's order documents and their read states, the contracts and
 * their signatures, downloads and agreements. Orders come from the order mock, products from
 * the product mock. transferContractElements stays with the generated fallback (unknown).
 */
export const contractHandlers = defineCalls({
  transferContractElements: ({ requestData, investor }) => transferElements(investor, requestData),
  productContractDocuments: ({ requestData, investor }) =>
    documentsView(orderOf(investor.customerId, requestData.orderNo)),
  getProductContracts: ({ requestData, investor }) =>
    contractsView(orderOf(investor.customerId, requestData.orderNo)),
  checkContractIsRead: ({ requestData, investor }) =>
    documentView(orderOf(investor.customerId, requestData.orderNo), requestData.docId),
  checkViewAllPdf: ({ requestData, investor }) =>
    unreadRequired(orderOf(investor.customerId, requestData.orderNo)),
  getContractCustomerInfo: ({ requestData, investor }) => {
    orderOf(investor.customerId, requestData.orderNo);
    return customerInfo(investor);
  },
  getContractElements: ({ requestData, investor }) =>
    elementsOf(orderOf(investor.customerId, requestData.orderNo), requestData.contractNo, investor),
  getProductContract: ({ requestData }) =>
    publicDocumentsOf(requestData.productCode) ?? refuseWith('05050002'),
  queryCustomerAgmtList: ({ requestData }) => agreementsOf(requestData.agmtType),
  agreementInfo: ({ requestData }) => AGREEMENTS[requestData.agreementCode],
  setPdfViewTime: {
    successMsg: '记录成功',
    resolve: ({ requestData, investor }) =>
      recordReading(orderOf(investor.customerId, requestData.orderNo), requestData),
  },
  recordDownloadPdf: { successMsg: '记录成功', resolve: () => ({ recorded: true }) },
  tempDownloadPdf: {
    successMsg: '获取成功',
    resolve: ({ requestData, investor }) =>
      orderDocumentDownload(orderOf(investor.customerId, requestData.orderNo), requestData.docId),
  },
  fileDownload: {
    successMsg: '获取成功',
    resolve: ({ requestData }) => fileDownload(requestData.fileId, agreementFileName(requestData.fileId)),
  },
  download: {
    successMsg: '获取成功',
    resolve: ({ requestData, investor }) =>
      signedDownload(orderOf(investor.customerId, requestData.orderNo), requestData.contractNo),
  },
  resendContract: {
    successMsg: '发起成功',
    resolve: ({ requestData, investor, request }) =>
      startSignFlow(investor, requestData, demoPageUrl(request, ESIGN_DEMO_FILE)),
  },
  submitContractSign: {
    successMsg: '签署成功',
    resolve: ({ requestData, investor }) => submitSignature(investor.customerId, requestData),
  },
});
