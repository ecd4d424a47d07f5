import { describe, expect, it } from 'vitest';
import type { AssetCertificate } from '@gen/model/assetCertificate';
import type { AssetCertificateSummaryPage } from '@gen/model/assetCertificateSummaryPage';
import type { AssetProofTemplateData } from '@gen/model/assetProofTemplateData';
import type { OpenAssetData } from '@gen/model/openAssetData';
import { requestExampleOf, responseExampleOf } from '@mocks/contract/contract-examples';
import { daysFromToday } from '@mocks/db/seed/story';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { productsOn } from './rules';

/** The stateful asset-certificate mock over the wire (fresh seed per test). */
setupMockApi();

const yesterday = daysFromToday(-1);
const apply = (extra: object = {}) =>
  callData<OpenAssetData>('openAsset', {
    asOfDate: '2026-11-21',
    productCodes: ['XT2024001', 'JZ2022003'],
    language: 'EN',
    pinyinName: 'ZHANG WEI',
    ...extra,
  });

describe('asset-proof mock', () => {
  it('shows the six products held on 2026-11-21 and their exact total, as the contract’s example', async () => {
    const data = (await checkedCall('assetProofTemplate', { asOfDate: '2026-11-21' })).result
      .data as AssetProofTemplateData;
    expect(data.products.map((p) => [p.productCode, p.amount])).toEqual([
      ['XT2024001', '3000000.00'],
      ['XT2023008', '1000000.00'],
      ['XT2022011', '1000000.00'],
      ['JZ2022003', '1423200.00'],
      ['XJ2021001', '500000.00'],
      ['JT2020006', '32856400.00'],
    ]);
    expect(data.totalAmount).toBe('39779600.00');
    expect(data).toMatchObject({ holderName: '张伟', minDate: '2020-09-01', maxDate: yesterday });
  });

  it('prices by date: before a plan began it is absent, the cleared plan appears in its years, NAVs move', async () => {
    const early = await callData<AssetProofTemplateData>('assetProofTemplate', { asOfDate: '2022-06-30' });
    expect(early.products.map((p) => p.productCode)).toEqual([
      'JZ2022003',
      'XJ2021001',
      'JT2020006',
      'XT2021009',
    ]);
    expect(early.products[0]).toMatchObject({ nav: '1.0000', navDate: '2022-03-18', amount: '1200000.00' });
    expect(productsOn('2026-10-19').find((p) => p.productCode === 'JZ2022003')?.amount).toBe('1395600.00');
  });

  it('defaults to yesterday and refuses a date outside the range (05150001)', async () => {
    expect((await callData<AssetProofTemplateData>('assetProofTemplate', {})).asOfDate).toBe(yesterday);
    const future = await checkedCall('assetProofTemplate', { asOfDate: daysFromToday(0) });
    expect(future.result).toMatchObject({ statusCode: '05150001', msg: '截止日期超出可选范围，请重新选择' });
  });

  it('applies, sends the SMS, verifies 123456 and issues the English certificate', async () => {
    const sms = await apply();
    expect(sms).toMatchObject({ sentToMasked: '138****5678', resendAfterSeconds: 60, expiresInSeconds: 300 });
    const answer = await checkedCall('openAssetVerify', {
      applyNo: sms.applyNo,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(answer.result.msg).toBe('资产证明已开具');
    const cert = answer.result.data as AssetCertificate;
    expect(cert).toMatchObject({
      language: 'EN',
      pinyinName: 'ZHANG WEI',
      totalAmount: '4423200.00',
      asOfDate: '2026-11-21',
      emailMasked: 'zha***@163.com',
    });
    expect(cert.fileId).toMatch(/^FAC\d{12}EN$/);
    const again = await callData<AssetCertificate>('proofOfAssetsList', { certNo: cert.certNo });
    expect(again.products).toHaveLength(2);
    const page = await callData<AssetCertificateSummaryPage>('proofOfAssetsCustomerHistory', {
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.total).toBe(3);
    expect(page.list[0]?.certNo).toBe(cert.certNo);
  });

  it('refuses a wrong code (05150006), then a spent one (05150007)', async () => {
    const sms = await apply();
    const proof = { applyNo: sms.applyNo, smsSerialNo: sms.smsSerialNo };
    expect((await checkedCall('openAssetVerify', { ...proof, smsCode: '000000' })).result.statusCode).toBe(
      '05150006',
    );
    await checkedCall('openAssetVerify', { ...proof, smsCode: '123456' });
    expect((await checkedCall('openAssetVerify', { ...proof, smsCode: '123456' })).result.statusCode).toBe(
      '05150007',
    );
  });

  it('refuses a product not held (05150002), English without pinyin (05150003), a resend too soon (05150005)', async () => {
    expect(
      (
        await checkedCall('openAsset', {
          asOfDate: '2022-06-30',
          productCodes: ['XT2024001'],
          language: 'ZH',
        })
      ).result.statusCode,
    ).toBe('05150002');
    expect(
      (
        await checkedCall('openAsset', {
          asOfDate: '2026-11-21',
          productCodes: ['XT2024001'],
          language: 'EN',
        })
      ).result.statusCode,
    ).toBe('05150003');
    const first = await apply();
    expect(
      (
        await checkedCall('openAsset', {
          asOfDate: '2026-11-21',
          productCodes: ['XT2024001', 'JZ2022003'],
          language: 'EN',
          pinyinName: 'ZHANG WEI',
          applyNo: first.applyNo,
        })
      ).result.statusCode,
    ).toBe('05150005');
  });

  it('issues at most five a day (05150004)', async () => {
    for (let i = 0; i < 5; i += 1) {
      const sms = await apply();
      await callData('openAssetVerify', {
        applyNo: sms.applyNo,
        smsCode: '123456',
        smsSerialNo: sms.smsSerialNo,
      });
    }
    expect((await callData<AssetProofTemplateData>('assetProofTemplate', {})).remainingToday).toBe(0);
    expect(
      (
        await checkedCall('openAsset', {
          asOfDate: '2026-11-21',
          productCodes: ['XT2024001'],
          language: 'ZH',
        })
      ).result.statusCode,
    ).toBe('05150004');
  });

  it('e-mails a certificate to the address on record or another one, masked; unknown number is 05150008', async () => {
    const sent = await checkedCall('openAssetSendCustomerEmail', { certNo: 'ZM202610200003' });
    expect(sent.result.data).toMatchObject({ sentToMasked: 'zha***@163.com' });
    await checkedCall('openAssetSendCustomerEmail', { certNo: 'ZM202610200003', email: 'wei.zhang@qq.com' });
    const cert = await callData<AssetCertificate>('proofOfAssetsList', { certNo: 'ZM202610200003' });
    expect(cert.sentEmails.map((e) => e.sentToMasked)).toEqual([
      'wei***@qq.com',
      'zha***@163.com',
      'zha***@163.com',
    ]);
    expect((await checkedCall('proofOfAssetsList', { certNo: 'ZM209901010001' })).result.statusCode).toBe(
      '05150008',
    );
  });

  it('tells the contract’s story: the template, a certificate and the history equal Prism’s examples', async () => {
    const prism = (call: string) => (responseExampleOf(call) as { result: { data: object } }).result.data;
    const mock = (call: string) => callData<object>(call, requestExampleOf(call));
    expect(await mock('assetProofTemplate')).toEqual({ ...prism('assetProofTemplate'), maxDate: yesterday });
    expect(await mock('proofOfAssetsList')).toEqual(prism('proofOfAssetsList'));
    expect(await mock('proofOfAssetsCustomerHistory')).toEqual(prism('proofOfAssetsCustomerHistory'));
  });

  it('serves the certificate PDFs on the preview path as a redirect to the sample', async () => {
    const response = await fetch(
      `${location.origin}/xtmk/apph5/appgw/crm/file/preview?fileId=FAC202611220001EN`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/asset-certificate-en\.pdf/);
  });
});
