import { describe, expect, it } from 'vitest';
import { EMPTY_AREA } from '@/page-kit/area-levels';
import { birthPlaceText } from './birth-place';

const place = (countryName: string, countryCode: string, provinceName = '', cityName = '') => ({
  ...EMPTY_AREA,
  countryName,
  countryCode,
  provinceName,
  provinceCode: provinceName ? '310000' : '',
  cityName,
  cityCode: cityName ? '310100' : '',
});

describe('birthPlaceText', () => {
  it('writes a mainland place as country, province and city; a municipality once', () => {
    expect(birthPlaceText(place('中国', 'CHN', '广东省', '深圳市'))).toBe('中国广东省深圳市');
    expect(birthPlaceText(place('中国', 'CHN', '上海市', '上海市'))).toBe('中国上海市');
  });

  it('needs the city of a mainland place; another country is the whole answer', () => {
    expect(birthPlaceText(place('中国', 'CHN', '广东省'))).toBeUndefined();
    expect(birthPlaceText(place('新加坡', 'SGP'))).toBe('新加坡');
    expect(birthPlaceText(EMPTY_AREA)).toBeUndefined();
  });
});
