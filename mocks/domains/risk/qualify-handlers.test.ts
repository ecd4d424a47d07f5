import { afterEach, describe, expect, it } from 'vitest';
import type { CertificationImageData } from '@gen/model/certificationImageData';
import type { CertificationStatusData } from '@gen/model/certificationStatusData';
import type { CreateQualifierFlowData } from '@gen/model/createQualifierFlowData';
import type { QualifierFlowPage } from '@gen/model/qualifierFlowPage';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday } from '@mocks/db/seed/story';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { investorProfile } from './profile';
import { REVIEW_REJECT_REASON, setQualifyReview } from './qualify-review';
import { SEED_REJECT_REASON } from './seed';

/** Qualified-investor certification over the wire (fresh seed per test). */
setupMockApi();
afterEach(async () => {
  setQualifyReview(undefined);
  await setInvestorVariant('default');
});

const status = async () =>
  (await checkedCall('certificationStatus', {})).result.data as CertificationStatusData;
const flows = async () =>
  (await checkedCall('queryQualifierList', { pageNum: 1, pageSize: 10 })).result.data as QualifierFlowPage;

const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
async function uploadProof(bizType = 'QUALIFIED_PROOF'): Promise<string> {
  const data = await callData<{ fileId: string }>('uploadImage', {
    bizType,
    fileName: 'proof.png',
    contentType: 'image/png',
    base64Content: PIXEL,
  });
  return data.fileId;
}
async function submit(extra: object = {}) {
  return checkedCall('createQualifierFlow', {
    way: 'INCOME',
    proofFileIds: [await uploadProof(), await uploadProof()],
    experienceFileIds: [await uploadProof()],
    promiseConfirmed: true,
    ...extra,
  });
}

describe('qualified-investor certification mock', () => {
  it('the conditions are the contract’s example (what Prism serves is what the mock serves)', async () => {
    const data = (await checkedCall('certificationCondition', {})).result.data;
    const prism = (responseExampleOf('certificationCondition') as { result: { data: unknown } }).result.data;
    expect(data).toEqual(prism);
  });

  it('the default 张伟 is certified through an approved request with its three images', async () => {
    const now = await status();
    expect(now).toMatchObject({ qualifiedState: 'CERTIFIED', qualifiedStateName: '已认证' });
    expect(now.certifiedOn).toBe(daysFromToday(-120));
    const page = await flows();
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      flowNo: now.latestFlowNo,
      status: 'APPROVED',
      way: 'FINANCIAL_ASSETS',
      wayName: '家庭金融资产不低于500万元',
      proofCount: 2,
      experienceCount: 1,
    });
    const images = (await checkedCall('certificationImage', { flowNo: now.latestFlowNo })).result
      .data as CertificationImageData;
    expect(images.images.map((i) => i.proofType)).toEqual(['FINANCIAL', 'FINANCIAL', 'EXPERIENCE']);
  });

  it('a certified investor with more than 30 days left is refused (05080202)', async () => {
    expect((await submit()).result.statusCode).toBe('05080202');
  });

  it('an unqualified investor submits: 审核中 in the status, the list and the profile; a second one is refused', async () => {
    await setInvestorVariant('unqualified');
    expect((await status()).qualifiedState).toBe('NONE');
    expect((await flows()).total).toBe(0);
    const answer = await submit();
    expect(answer.result).toMatchObject({ statusCode: '00000000', msg: '提交成功' });
    const created = answer.result.data as CreateQualifierFlowData;
    expect(created).toMatchObject({ status: 'REVIEWING', reviewDays: 2 });
    expect(await status()).toMatchObject({
      qualifiedState: 'REVIEWING',
      latestFlowNo: created.flowNo,
      latestWay: 'INCOME',
    });
    expect((await flows()).list[0]).toMatchObject({
      flowNo: created.flowNo,
      wayName: '近3年本人年均收入不低于40万元',
    });
    expect(investorProfile(DEMO_INVESTOR.customerId).qualifiedState).toBe('REVIEWING');
    expect((await submit()).result.statusCode).toBe('05080201');
  });

  it('refuses images that are not the investor’s proof uploads (05080203)', async () => {
    await setInvestorVariant('unqualified');
    expect((await submit({ experienceFileIds: ['F209901010001'] })).result.statusCode).toBe('05080203');
    const opinionImage = await uploadProof('OPINION');
    expect((await submit({ experienceFileIds: [opinionImage] })).result.statusCode).toBe('05080203');
    const same = await uploadProof();
    expect((await submit({ proofFileIds: [same], experienceFileIds: [same] })).result.statusCode).toBe(
      '05080203',
    );
  });

  it('the review switch approves a request in review: 已认证 for a year', async () => {
    await setInvestorVariant('qualify-reviewing');
    expect((await status()).qualifiedState).toBe('REVIEWING');
    setQualifyReview('approve');
    const now = await status();
    expect(now).toMatchObject({ qualifiedState: 'CERTIFIED', certifiedOn: daysFromToday(0) });
    expect(now.validUntil).toBe(daysFromToday(365));
    expect((await flows()).list[0]).toMatchObject({ status: 'APPROVED', validUntil: daysFromToday(365) });
  });

  it('the review switch rejects with the reviewer’s reason; the investor may then submit again', async () => {
    await setInvestorVariant('unqualified');
    await submit();
    setQualifyReview('reject');
    expect(await status()).toMatchObject({ qualifiedState: 'REJECTED', rejectReason: REVIEW_REJECT_REASON });
    expect((await flows()).list[0]).toMatchObject({ status: 'REJECTED', rejectReason: REVIEW_REJECT_REASON });
    setQualifyReview(undefined);
    expect((await submit()).result.statusCode).toBe('00000000');
  });

  it('the variants’ requests agree with the profile', async () => {
    await setInvestorVariant('qualify-rejected');
    expect(await status()).toMatchObject({ qualifiedState: 'REJECTED', rejectReason: SEED_REJECT_REASON });
    expect((await flows()).list[0]).toMatchObject({ status: 'REJECTED', rejectReason: SEED_REJECT_REASON });
    await setInvestorVariant('qualify-expired');
    expect((await status()).qualifiedState).toBe('EXPIRED');
    expect((await flows()).list[0]?.status).toBe('APPROVED');
    expect((await submit()).result.statusCode).toBe('00000000');
  });

  it('another request’s images are refused (05080205)', async () => {
    expect((await checkedCall('certificationImage', { flowNo: 'QF209901010001' })).result.statusCode).toBe(
      '05080205',
    );
  });
});
