import { callData } from '@mocks/testing/post-call';

/**
 * For tests (this domain's, the schema test's PREPARED requests and page flows): what an
 * investor does before signing, done through the calls themselves.
 */

interface Doc {
  docId: string;
  pageCount: number;
  required: boolean;
  minReadSeconds: number;
}

/** Reads every required document of the order to its end, for its minimum time. */
export async function readAllRequired(orderNo: string): Promise<void> {
  const { documents } = await callData<{ documents: Doc[] }>('productContractDocuments', { orderNo });
  for (const doc of documents.filter((d) => d.required)) {
    await callData('setPdfViewTime', {
      orderNo,
      docId: doc.docId,
      lastPage: doc.pageCount,
      pageCount: doc.pageCount,
      reachedEnd: true,
      readSeconds: doc.minReadSeconds,
    });
  }
}

/** A vendor flow for an e-signature contract (after reading): its id and the vendor's page. */
export function startFlow(orderNo: string, contractNo: string) {
  return callData<{ signFlowId: string; signUrl: string }>('resendContract', {
    orderNo,
    contractNo,
    returnUrl: `http://localhost/xtmk/apph5/phone/signatureMiddlePage?orderNo=${orderNo}&contractNo=${contractNo}&back=1`,
  });
}

/** Base64 that starts like a PNG and is long enough for the mock (the sheet sends a real one). */
export const SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg' +
  'A'.repeat(200);
