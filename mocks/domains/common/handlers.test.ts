import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { callData, postCall } from '@mocks/testing/post-call';

setupMockApi();

type Row = Record<string, string>;

describe('selectAreaCity', () => {
  it('lists the provinces when both codes are empty', async () => {
    const provinces = await callData<Row[]>('selectAreaCity', { provinceCode: '', cityCode: '' });
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ provinceName: '北京市', provinceCode: '110000' });
    expect(provinces).toContainEqual({ provinceName: '广东省', provinceCode: '440000' });
    expect(provinces.every((p) => Object.keys(p).join() === 'provinceName,provinceCode')).toBe(true);
  });

  it("lists a province's cities for a provinceCode", async () => {
    const cities = await callData<Row[]>('selectAreaCity', { provinceCode: '440000', cityCode: '' });
    expect(cities).toHaveLength(21);
    expect(cities).toContainEqual({ cityName: '深圳市', cityCode: '440300' });
  });

  it("lists a city's zones for a cityCode", async () => {
    const zones = await callData<Row[]>('selectAreaCity', { provinceCode: '440000', cityCode: '440300' });
    expect(zones).toContainEqual({ zoneName: '南山区', zoneCode: '440305' });
    expect(zones.every((z) => z.zoneCode?.startsWith('4403'))).toBe(true);
  });

  it('gives a municipality one city of its own name, and 重庆 all its districts and counties', async () => {
    expect(await callData('selectAreaCity', { provinceCode: '310000', cityCode: '' })).toEqual([
      { cityName: '上海市', cityCode: '310100' },
    ]);
    expect(await callData('selectAreaCity', { provinceCode: '500000', cityCode: '' })).toEqual([
      { cityName: '重庆市', cityCode: '500100' },
    ]);
    const chongqing = await callData<Row[]>('selectAreaCity', { provinceCode: '500000', cityCode: '500100' });
    expect(chongqing.map((z) => z.zoneName)).toEqual(expect.arrayContaining(['渝中区', '巫山县']));
  });

  it('answers an unknown code with an empty list', async () => {
    expect(await callData('selectAreaCity', { provinceCode: '990000', cityCode: '' })).toEqual([]);
  });
});

describe('selectExternalDict', () => {
  it('serves the cnty_cd country dictionary as {note, fldm}', async () => {
    const { dictList } = await callData<{ dictList: Row[] }>('selectExternalDict', { dictCode: 'cnty_cd' });
    expect(dictList.length).toBeGreaterThanOrEqual(249);
    expect(dictList.slice(0, 4)).toEqual([
      { note: '中国', fldm: 'CHN' },
      { note: '中国香港', fldm: 'HKG' },
      { note: '中国澳门', fldm: 'MAC' },
      { note: '中国台湾', fldm: 'TWN' },
    ]);
    expect(dictList).toContainEqual({ note: '新加坡', fldm: 'SGP' });
    expect(dictList.map((d) => d.note)).not.toContain('中国台湾省');
  });

  it('serves a section 3 dictionary type by its code, and nothing for an unknown one', async () => {
    const { dictList } = await callData<{ dictList: Row[] }>('selectExternalDict', { dictCode: 'user_sex' });
    expect(dictList).toEqual([
      { note: '男', fldm: '1' },
      { note: '女', fldm: '2' },
      { note: '未知', fldm: '0' },
    ]);
    expect(await callData('selectExternalDict', { dictCode: 'no_such_dict' })).toEqual({ dictList: [] });
  });
});

describe('newSelectCountryList', () => {
  it('finds countries whose name contains areaName', async () => {
    const found = await callData<Row[]>('newSelectCountryList', { areaName: '中国' });
    expect(found).toEqual([
      { areaName: '中国' },
      { areaName: '中国香港' },
      { areaName: '中国澳门' },
      { areaName: '中国台湾' },
    ]);
    expect(await callData('newSelectCountryList', { areaName: '加坡' })).toEqual([{ areaName: '新加坡' }]);
  });

  it('lists every country for an empty areaName and none for a miss', async () => {
    expect((await callData<Row[]>('newSelectCountryList', { areaName: '' })).length).toBeGreaterThanOrEqual(
      249,
    );
    expect(await callData('newSelectCountryList', { areaName: '火星' })).toEqual([]);
  });
});

describe('queryBankCardHeadList', () => {
  it('filters the main banks by bnkName', async () => {
    expect(await callData('queryBankCardHeadList', { bnkName: '招商' })).toEqual([{ bnkName: '招商银行' }]);
    const china = await callData<Row[]>('queryBankCardHeadList', { bnkName: '中国' });
    expect(china.map((b) => b.bnkName)).toEqual([
      '中国工商银行',
      '中国农业银行',
      '中国银行',
      '中国建设银行',
      '中国邮政储蓄银行',
      '中国光大银行',
      '中国民生银行',
    ]);
  });

  it('lists all 22 banks for an empty keyword', async () => {
    const all = await callData<Row[]>('queryBankCardHeadList', { bnkName: '' });
    expect(all).toHaveLength(22);
    expect(all[0]).toEqual({ bnkName: '中国工商银行' });
  });
});

describe('dictionary calls (payload proposed by the mock)', () => {
  it('dictBaseService lists the section 3 dictionary types', async () => {
    const types = await callData<Row[]>('dictBaseService', {});
    expect(types).toHaveLength(54); // the section 3 types + 职业 (occupation, GB/T 6565) + 信托资金来源 (fund_source)
    expect(types).toContainEqual({ dictType: 'order_status', dictName: '订单状态' });
    expect(await callData('dictBaseService', { dictType: 'product_level' })).toEqual([
      { dictType: 'product_level', dictName: '产品风险等级' },
    ]);
  });

  it("dictDetail gives one type's values, and a business failure for an unknown type", async () => {
    const detail = await callData<{ dictName: string; dictList: Row[] }>('dictDetail', {
      dictType: 'product_level',
    });
    expect(detail.dictName).toBe('产品风险等级');
    expect(detail.dictList.map((d) => d.fldm)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    const unknown = await postCall('dictDetail', { dictType: 'nope' });
    expect(unknown.json).toMatchObject({ code: '00000000', result: { statusCode: '00000001' } });
  });
});

describe('requests that break the contract', () => {
  it('are refused with 00000001 naming the field, as Prism would refuse them', async () => {
    const answer = await postCall('selectAreaCity', { provinceCode: '440000' });
    expect(answer.json).toMatchObject({
      code: '00000000',
      result: { statusCode: '00000001', msg: expect.stringContaining('cityCode') },
    });
    expect((await postCall('selectExternalDict', { dictCode: '' })).json).toMatchObject({
      result: { statusCode: '00000001' },
    });
  });
});
