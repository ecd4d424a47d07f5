import { afterEach, describe, expect, it } from 'vitest';
import type { ContactInfo } from '@gen/model/contactInfo';
import type { CustomerInfo } from '@gen/model/customerInfo';
import type { ManagerPage } from '@gen/model/managerPage';
import type { PersonMessage } from '@gen/model/personMessage';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { UserManagerData } from '@gen/model/userManagerData';
import { requestExampleOf, responseExampleOf } from '@mocks/contract/contract-examples';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { checkedCall, dataOf } from '@mocks/testing/checked-call';
import { callData, postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pinyinNameOf } from './rules';

setupMockApi();
afterEach(() => setInvestorVariant('default'));

const smsFor = (bizType: string) => callData<SmsTicket>('sendBusiSms', { bizType });
const exampleData = (name: string) => (responseExampleOf(name) as { result: { data: unknown } }).result.data;

const NEW_ADDRESS = {
  provinceCode: '310000',
  provinceName: '上海市',
  cityCode: '310100',
  cityName: '上海市',
  districtCode: '310104',
  districtName: '徐汇区',
  detail: '漕溪北路88号圣爱大厦1806室',
};

describe('customer mock: the same 张伟 as the contract’s examples', () => {
  it('selectCustomerInfo, selectContactInfo and selectUserManager answer exactly the examples', async () => {
    expect(await dataOf('selectCustomerInfo')).toEqual(exampleData('selectCustomerInfo'));
    expect(await dataOf('selectContactInfo')).toEqual(exampleData('selectContactInfo'));
    expect(await dataOf('selectUserManager')).toEqual(exampleData('selectUserManager'));
    expect(await dataOf('findCustManager', requestExampleOf('findCustManager'))).toEqual(
      exampleData('findCustManager'),
    );
  });

  it('queryPersonMessage joins the risk profile, CRS, the manager and the login name', async () => {
    const message = await dataOf<PersonMessage>('queryPersonMessage');
    expect(message).toMatchObject({
      loginName: 'zhangwei_1978',
      surnamePinyin: 'ZHANG',
      givenNamePinyin: 'WEI',
      riskLevel: 'C3',
      riskLevelName: '平衡型',
      qualifiedState: 'CERTIFIED',
      taxResidency: 'CN_ONLY',
      managerName: '李娜',
    });
  });

  it('the id-expired variant: the ID expired, 长期 not set', async () => {
    await setInvestorVariant('id-expired');
    const info = await dataOf<CustomerInfo>('selectCustomerInfo');
    expect(info).toMatchObject({ idState: 'EXPIRED', idValidTo: '2025-11-20', idLongTerm: false });
  });
});

describe('changes confirmed by SMS', () => {
  it('updates the address and employer with code 123456; a wrong code and a spent ticket are refused', async () => {
    const sms = await smsFor('UPDATE_CONTACT_INFO');
    const request = {
      address: NEW_ADDRESS,
      employer: '上海徐汇投资咨询有限公司',
      smsSerialNo: sms.smsSerialNo,
    };
    expect(
      (await checkedCall('updateContactInfo', { ...request, smsCode: '000000' })).result.statusCode,
    ).toBe('05210001');
    expect((await checkedCall('updateContactInfo', { ...request, smsCode: '123456' })).result.msg).toBe(
      '修改成功',
    );
    expect(
      (await checkedCall('updateContactInfo', { ...request, smsCode: '123456' })).result.statusCode,
    ).toBe('05210002');
    const contact = await dataOf<ContactInfo>('selectContactInfo');
    expect(contact.address).toEqual(NEW_ADDRESS);
    expect(contact.employer).toBe('上海徐汇投资咨询有限公司');
    expect(contact.emailMasked).toBe('zha***@163.com');
  });

  it('refuses a district outside the city, and a ticket for another business', async () => {
    const wrongBiz = await smsFor('UPDATE_CUSTOMER_INFO');
    const answer = await checkedCall('updateContactInfo', {
      address: NEW_ADDRESS,
      smsCode: '123456',
      smsSerialNo: wrongBiz.smsSerialNo,
    });
    expect(answer.result.statusCode).toBe('05210002');
    const sms = await smsFor('UPDATE_CONTACT_INFO');
    const mismatch = await checkedCall('updateContactInfo', {
      address: { ...NEW_ADDRESS, districtCode: '440305' },
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(mismatch.result.statusCode).toBe('05210006');
  });

  it('renews an expired ID (same number, new validity, 长期) and its state is valid again', async () => {
    await setInvestorVariant('id-expired');
    const sms = await smsFor('UPDATE_CUSTOMER_INFO');
    const base = {
      nationalityCode: 'CHN',
      occupationCode: '3',
      idType: '0',
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    };
    expect(
      (await checkedCall('updateCustomerInfo', { ...base, idValidFrom: '2025-11-10', idLongTerm: false }))
        .result.statusCode,
    ).toBe('05210004');
    expect(
      (
        await checkedCall('updateCustomerInfo', {
          ...base,
          idNo: '110101199001011234',
          idValidFrom: '2025-11-10',
          idLongTerm: true,
        })
      ).result.statusCode,
    ).toBe('05210003');
    const ok = await checkedCall('updateCustomerInfo', {
      ...base,
      idNo: DEMO_INVESTOR.idNo,
      idValidFrom: '2025-11-10',
      idLongTerm: true,
    });
    expect(ok.result.msg).toBe('修改成功');
    expect(await dataOf<CustomerInfo>('selectCustomerInfo')).toMatchObject({
      idState: 'VALID',
      idLongTerm: true,
      occupationCode: '3',
      occupationName: '办事人员和有关人员',
    });
    expect((await dataOf<CustomerInfo>('selectCustomerInfo')).idValidTo).toBeUndefined();
  });

  it('a new ID type needs its number (05210005)', async () => {
    const sms = await smsFor('UPDATE_CUSTOMER_INFO');
    const answer = await checkedCall('updateCustomerInfo', {
      nationalityCode: 'CHN',
      occupationCode: '2',
      idType: '1',
      idValidFrom: '2024-01-01',
      idValidTo: '2034-01-01',
      idLongTerm: false,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(answer.result.statusCode).toBe('05210005');
  });
});

describe('name in pinyin and cancellation', () => {
  it('saves the pinyin other domains read', async () => {
    expect(
      (await checkedCall('savePersonMessage', { surnamePinyin: 'Z', givenNamePinyin: '' })).result.statusCode,
    ).toBe('00000001');
    expect(
      (await checkedCall('savePersonMessage', { surnamePinyin: 'ZHANG', givenNamePinyin: 'WEI' })).result.msg,
    ).toBe('保存成功');
    expect(pinyinNameOf(DEMO_INVESTOR.customerId)).toEqual({
      surnamePinyin: 'ZHANG',
      givenNamePinyin: 'WEI',
    });
  });

  it('refuses to close an account whose card still carries a product (05210010)', async () => {
    expect((await checkedCall('cancelSendSms', {})).result.statusCode).toBe('05210010');
  });

  it('closes the account without cards in use, and the session ends', async () => {
    await setInvestorVariant('no-card');
    const sms = await dataOf<SmsTicket>('cancelSendSms');
    expect(sms.sentToMasked).toBe(DEMO_INVESTOR.phoneMasked);
    expect(
      (
        await checkedCall('cancelCustomer', {
          reason: 'NO_NEED',
          smsCode: '654321',
          smsSerialNo: sms.smsSerialNo,
        })
      ).result.statusCode,
    ).toBe('05210001');
    const done = await checkedCall('cancelCustomer', {
      reason: 'NO_NEED',
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(done.result.msg).toBe('注销成功');
    expect((await postCall('selectCustomerInfo', {})).json).toMatchObject({ code: '06060010' });
  });
});

describe('relationship managers', () => {
  it('pages the managers and searches by name or code', async () => {
    const first = await dataOf<ManagerPage>('queryCustomerManagerList', { pageNum: 1, pageSize: 5 });
    expect(first).toMatchObject({ total: 12, pageNum: 1, pageSize: 5 });
    expect(first.list.map((m) => m.managerCode)).toEqual(['M0102', 'M0215', 'M0308', 'M0411', 'M0520']);
    const found = await dataOf<ManagerPage>('queryCustomerManagerList', {
      pageNum: 1,
      pageSize: 10,
      keyword: 'm0308',
    });
    expect(found.list.map((m) => m.managerName)).toEqual(['陈静']);
    expect((await checkedCall('findCustManager', { managerCode: 'M9999' })).result.statusCode).toBe(
      '05210020',
    );
  });

  it('a change waits for review, one at a time; the current manager cannot be applied for', async () => {
    expect((await checkedCall('applyCustomerManager', { managerCode: 'M0102' })).result.statusCode).toBe(
      '05210022',
    );
    const change = await dataOf<{ result: string }>('applyCustomerManager', {
      managerCode: 'M0215',
      reason: '离家更近',
    });
    expect(change.result).toBe('APPLYING');
    const state = await dataOf<UserManagerData>('selectUserManager');
    expect(state).toMatchObject({
      bindState: 'APPLYING',
      manager: { managerName: '李娜' },
      applying: { managerName: '王磊' },
    });
    expect((await checkedCall('applyCustomerManager', { managerCode: 'M0308' })).result.statusCode).toBe(
      '05210021',
    );
  });

  it('a first manager is bound at once (no-manager variant)', async () => {
    await setInvestorVariant('no-manager');
    expect(await dataOf<UserManagerData>('selectUserManager')).toEqual({ bindState: 'NONE' });
    expect((await dataOf<{ result: string }>('applyCustomerManager', { managerCode: 'M0308' })).result).toBe(
      'BOUND',
    );
    expect(await dataOf<UserManagerData>('selectUserManager')).toMatchObject({
      bindState: 'BOUND',
      manager: { managerName: '陈静' },
    });
  });
});
