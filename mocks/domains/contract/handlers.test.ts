import { describe, expect, it } from 'vitest';
import type { ContractDocumentsData } from '@gen/model/contractDocumentsData';
import type { ProductContractsData } from '@gen/model/productContractsData';
import { STORY_ORDERS } from '@mocks/db/seed/story';
import { checkedCall, statusOf } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { findOrder } from '../order/rules';
import { readAllRequired, SIGNATURE_PNG, startFlow } from './testing';

/** The stateful contract mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

const TO_SIGN = STORY_ORDERS.toSign.orderNo; // OD202611200001, 追加 100万 鑫享稳健1号
const REDEEM = STORY_ORDERS.redemptionToSign.orderNo; // RD202611190001
const HT = 'HT202611200001';
const FX = 'FX202611200001';

const documents = () => callData<ContractDocumentsData>('productContractDocuments', { orderNo: TO_SIGN });
const contracts = (orderNo: string = TO_SIGN) =>
  callData<ProductContractsData>('getProductContracts', { orderNo });

describe('contract mock: documents and forced reading', () => {
  it('derives the 追加 order’s four documents from the order and the product, none read', async () => {
    const answer = await checkedCall('productContractDocuments', { orderNo: TO_SIGN });
    const data = answer.result.data as ContractDocumentsData;
    expect(data).toMatchObject({ orderType: 'ADDITIONAL', productName: '鑫享稳健1号集合资金信托计划' });
    expect(data.documents.map((d) => [d.docName, d.fileId, d.pageCount, d.required, d.readState])).toEqual([
      ['鑫享稳健1号集合资金信托计划信托合同', 'FORD-OD202611200001-HT', 6, true, 'UNREAD'],
      ['风险申明书', 'FXT2024001FXSM', 2, true, 'UNREAD'],
      ['认购风险揭示书', 'FXT2024001FXJS', 2, true, 'UNREAD'],
      ['鑫享稳健1号集合资金信托计划说明书', 'FDOC-XT2024001-PROSPECTUS', 4, false, 'UNREAD'],
    ]);
    expect(data.allRequiredRead).toBe(false);
  });

  it('marks a document read only once its end was on screen for the minimum time, adding visits up', async () => {
    const doc = { orderNo: TO_SIGN, docId: 'DOC2026112000011', pageCount: 6 };
    const first = await checkedCall('setPdfViewTime', {
      ...doc,
      lastPage: 4,
      reachedEnd: false,
      readSeconds: 6,
    });
    expect(first.result.data).toEqual({
      docId: doc.docId,
      readState: 'READING',
      lastPage: 4,
      readSeconds: 6,
    });
    // The end without enough time is not yet read; an end claimed on page 3 is not believed.
    const early = await checkedCall('setPdfViewTime', {
      ...doc,
      lastPage: 3,
      reachedEnd: true,
      readSeconds: 1,
    });
    expect(early.result.data).toMatchObject({ readState: 'READING', lastPage: 4, readSeconds: 7 });
    const end = await checkedCall('setPdfViewTime', {
      ...doc,
      lastPage: 99,
      reachedEnd: true,
      readSeconds: 3,
    });
    expect(end.result.data).toEqual({ docId: doc.docId, readState: 'READ', lastPage: 6, readSeconds: 10 });
    expect(await callData('checkContractIsRead', { orderNo: TO_SIGN, docId: doc.docId })).toMatchObject({
      readState: 'READ',
      lastPage: 6,
    });
  });

  it('checkViewAllPdf names the required documents still unread, then opens the gate', async () => {
    expect(await callData('checkViewAllPdf', { orderNo: TO_SIGN })).toMatchObject({
      allRead: false,
      unreadDocs: [
        { docName: '鑫享稳健1号集合资金信托计划信托合同' },
        { docName: '风险申明书' },
        { docName: '认购风险揭示书' },
      ],
    });
    await readAllRequired(TO_SIGN);
    expect(await callData('checkViewAllPdf', { orderNo: TO_SIGN })).toEqual({
      orderNo: TO_SIGN,
      allRead: true,
      unreadDocs: [],
    });
    expect((await documents()).allRequiredRead).toBe(true);
  });

  it('shows an order past signing as read and signed', async () => {
    const toPay = STORY_ORDERS.toPay.orderNo;
    const docs = await callData<ContractDocumentsData>('productContractDocuments', { orderNo: toPay });
    expect(docs.documents.every((d) => d.readState === 'READ')).toBe(true);
    const signed = await contracts(toPay);
    expect(signed.allSigned).toBe(true);
    expect(signed.contracts.every((c) => c.signState === 'SIGNED' && c.signedAt)).toBe(true);
  });

  it('refuses another investor’s or an unknown order (05050001) and an unknown document (05050002)', async () => {
    expect(await statusOf('productContractDocuments', { orderNo: 'OD209912310001' })).toBe('05050001');
    expect(await statusOf('checkContractIsRead', { orderNo: TO_SIGN, docId: 'DOC9999' })).toBe('05050002');
  });
});

describe('contract mock: elements, downloads, agreements', () => {
  it('gives the contract elements: amount, the tier’s benchmark (追加 on 300万 held), the masked card, today as signing date', async () => {
    const answer = await checkedCall('getContractElements', { orderNo: TO_SIGN, contractNo: HT });
    expect(answer.result.data).toMatchObject({
      contractNo: HT,
      amount: '1000000.00',
      benchmarkRate: '5.60',
      bankName: '招商银行',
      cardNoMasked: '6214********5678',
      acctName: '张伟',
      trusteeName: '华信信托股份有限公司',
    });
    expect(await statusOf('getContractElements', { orderNo: TO_SIGN, contractNo: 'HT209912310001' })).toBe(
      '05050004',
    );
  });

  it('hands out ticketed same-origin addresses; a signed copy only once signed (05050006)', async () => {
    const temp = await callData<{ url: string; fileName: string }>('tempDownloadPdf', {
      orderNo: TO_SIGN,
      docId: 'DOC2026112000011',
    });
    expect(temp.url).toMatch(
      /^\/xtmk\/apph5\/appgw\/crm\/file\/preview\?fileId=FORD-OD202611200001-HT&ticket=DL/,
    );
    expect(temp.fileName).toBe('鑫享稳健1号集合资金信托计划信托合同.pdf');
    expect(await statusOf('download', { orderNo: TO_SIGN, contractNo: HT })).toBe('05050006');
    expect(
      await statusOf('download', { orderNo: STORY_ORDERS.toPay.orderNo, contractNo: 'HT202611180002' }),
    ).toBe('00000000');
    expect(await statusOf('fileDownload', { fileId: 'F-NOT-OURS' })).toBe('05050002');
  });

  it('serves the demo PDFs on the preview path as a redirect to the demo build’s copy', async () => {
    const response = await fetch(
      `${location.origin}/xtmk/apph5/appgw/crm/file/preview?fileId=FXT2024001SMS`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/xtmk/apph5/mock-files/contract/prospectus-XT2024001.pdf');
  });

  it('lists the three wallet agreements and the face-data consent text', async () => {
    const wallet = await callData<{ agmtName: string }[]>('queryCustomerAgmtList', { agmtType: 'WALLET' });
    expect(wallet.map((a) => a.agmtName)).toEqual([
      '钱包支付服务协议',
      '快捷支付服务授权书',
      '钱包个人信息处理授权书',
    ]);
    expect(await callData('agreementInfo', { agreementCode: 'FACE_CONSENT' })).toMatchObject({
      title: '人脸信息处理单独同意书',
      version: '2025.06',
    });
  });
});

describe('contract mock: signing', () => {
  it('refuses the vendor hand-off before every required document is read (05050003)', async () => {
    const answer = await checkedCall('resendContract', {
      orderNo: TO_SIGN,
      contractNo: HT,
      returnUrl: 'http://localhost/xtmk/apph5/phone/signatureMiddlePage',
    });
    expect(answer.result.statusCode).toBe('05050003');
  });

  it('signs electronically through the vendor, then by hand; the order moves to 待双录', async () => {
    await readAllRequired(TO_SIGN);
    const flow = await startFlow(TO_SIGN, HT);
    const page = new URL(flow.signUrl);
    // The vendor's demo page, on the origin the call went to, under the app's base.
    expect(page.origin).toBe(location.origin);
    expect(page.pathname).toBe(`${import.meta.env.BASE_URL}mock-esign/sign.html`);
    expect(page.searchParams.get('flowId')).toBe(flow.signFlowId);
    expect(page.searchParams.get('return')).toContain('signatureMiddlePage');
    expect((await contracts()).contracts[0]?.signState).toBe('SIGNING');

    const esign = await checkedCall('submitContractSign', {
      orderNo: TO_SIGN,
      contractNo: HT,
      signMethod: 'ESIGN',
      signFlowId: flow.signFlowId,
      vendorResult: 'SUCCESS',
    });
    expect(esign.result.data).toMatchObject({ signState: 'SIGNED', allSigned: false, nextStep: 'SIGN' });
    expect(findOrder(TO_SIGN)?.status).toBe('TO_SIGN');

    const hand = await checkedCall('submitContractSign', {
      orderNo: TO_SIGN,
      contractNo: FX,
      signMethod: 'HANDWRITTEN',
      signatureImage: SIGNATURE_PNG,
    });
    expect(hand.result.data).toMatchObject({
      signState: 'SIGNED',
      allSigned: true,
      nextStep: 'DOUBLE_RECORD',
    });
    expect(findOrder(TO_SIGN)?.status).toBe('TO_RECORD');
    expect(
      await statusOf('submitContractSign', {
        orderNo: TO_SIGN,
        contractNo: FX,
        signMethod: 'HANDWRITTEN',
        signatureImage: SIGNATURE_PNG,
      }),
    ).toBe('05050005');
  });

  it('a cancel at the vendor leaves the contract unsigned with the reason; the flow cannot be reused (05050007)', async () => {
    await readAllRequired(TO_SIGN);
    const flow = await startFlow(TO_SIGN, HT);
    const cancel = { orderNo: TO_SIGN, contractNo: HT, signMethod: 'ESIGN', signFlowId: flow.signFlowId };
    const answer = await checkedCall('submitContractSign', { ...cancel, vendorResult: 'CANCEL' });
    expect(answer.result.data).toMatchObject({ signState: 'FAILED', failReason: '您已取消签署，合同未签署' });
    expect(await statusOf('submitContractSign', { ...cancel, vendorResult: 'SUCCESS' })).toBe('05050007');
    // 重新签署: a new flow.
    const again = await startFlow(TO_SIGN, HT);
    expect(again.signFlowId).not.toBe(flow.signFlowId);
  });

  it('refuses a scribble that is no PNG (05050008) and the vendor for a handwritten contract (05044001)', async () => {
    await readAllRequired(TO_SIGN);
    const bad = { orderNo: TO_SIGN, contractNo: FX, signMethod: 'HANDWRITTEN', signatureImage: 'AAAA' };
    expect(await statusOf('submitContractSign', bad)).toBe('05050008');
    expect(
      await statusOf('resendContract', { orderNo: TO_SIGN, contractNo: FX, returnUrl: 'http://localhost/x' }),
    ).toBe('05044001');
  });

  it('signs the redemption confirmation by hand and the redemption is submitted', async () => {
    const docs = await callData<ContractDocumentsData>('productContractDocuments', { orderNo: REDEEM });
    expect(docs.documents.map((d) => [d.docName, d.fileId, d.pageCount])).toEqual([
      ['赎回确认书', 'FJZ2022003SHQR', 2],
    ]);
    expect(await contracts(REDEEM)).toMatchObject({ shares: '200000.00', doubleRecordRequired: false });
    await readAllRequired(REDEEM);
    const answer = await checkedCall('submitContractSign', {
      orderNo: REDEEM,
      contractNo: 'SH202611190001',
      signMethod: 'HANDWRITTEN',
      signatureImage: SIGNATURE_PNG,
    });
    expect(answer.result.data).toMatchObject({ allSigned: true, nextStep: 'DONE' });
    expect(findOrder(REDEEM)?.status).toBe('SUBMITTED');
  });

  it('refuses to sign a cancelled order (05044002)', async () => {
    expect(
      await statusOf('resendContract', {
        orderNo: 'OD202610280013',
        contractNo: 'HT202610280013',
        returnUrl: 'http://localhost/x',
      }),
    ).toBe('05044002');
  });

  it('signs the supplementary agreement of 华信恒远3号 electronically; nothing follows', async () => {
    await readAllRequired('SA202611150001');
    const flow = await startFlow('SA202611150001', 'BC202611150001');
    const answer = await checkedCall('submitContractSign', {
      orderNo: 'SA202611150001',
      contractNo: 'BC202611150001',
      signMethod: 'ESIGN',
      signFlowId: flow.signFlowId,
      vendorResult: 'SUCCESS',
    });
    expect(answer.result.data).toMatchObject({ allSigned: true, nextStep: 'DONE' });
    expect((await contracts('SA202611150001')).allSigned).toBe(true);
  });
});
