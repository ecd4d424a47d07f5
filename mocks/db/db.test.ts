import { beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, demoInvestor, ensureMockDb, mockDbCounts, resetMockDb, zones } from './db';
import { idCheckDigit } from './seed/investor';

describe('mock db seed', () => {
  beforeAll(() => ensureMockDb());

  it('holds the reference data from the packages', () => {
    const counts = mockDbCounts();
    expect(counts).toMatchObject({ provinces: 34, banks: 22, dictTypes: 54, investors: 1, sessions: 1 });
    expect(counts.cities).toBeGreaterThan(360);
    expect(counts.zones).toBeGreaterThan(3400);
    expect(counts.countries).toBeGreaterThanOrEqual(249);
  });

  it("folds 重庆's counties into 重庆市 and keeps municipalities as one city", () => {
    expect(cities.findMany((q) => q.where({ provinceCode: '500000' })).map((c) => c.cityName)).toEqual([
      '重庆市',
    ]);
    expect(zones.findMany((q) => q.where({ cityCode: '500100' })).map((z) => z.zoneName)).toContain('巫山县');
    expect(cities.findMany((q) => q.where({ provinceCode: '110000' })).map((c) => c.cityName)).toEqual([
      '北京市',
    ]);
  });

  it('labels Hong Kong, Macao and Taiwan the mainland way, China first', () => {
    const all = countries.findMany(undefined, { orderBy: { sort: 'asc' } });
    expect(all.slice(0, 4).map((c) => [c.note, c.fldm])).toEqual([
      ['中国', 'CHN'],
      ['中国香港', 'HKG'],
      ['中国澳门', 'MAC'],
      ['中国台湾', 'TWN'],
    ]);
  });

  it('seeds the same demo investor every time, with a valid ID number', async () => {
    const first = demoInvestor();
    await resetMockDb();
    expect(demoInvestor()).toEqual(first);
    expect(first.idNo.slice(-1)).toBe(idCheckDigit(first.idNo.slice(0, 17)));
    expect(first.idNoMasked).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(first.phoneMasked).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('is the investor of the contract’s examples (Prism tells the same story): 张伟, 138****5678', () => {
    expect(demoInvestor()).toMatchObject({
      name: '张伟',
      phone: '13812345678',
      phoneMasked: '138****5678',
      idNoMasked: '3101**********053X',
      birthDate: '1978-03-16',
      gender: '1',
    });
  });
});
