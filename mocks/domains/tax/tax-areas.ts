import type { SelectAreaRequest } from '@gen/model/selectAreaRequest';
import type { TaxArea } from '@gen/model/taxArea';
import { cities, provinces } from '@mocks/db/db';
import { refuseWith } from '@mocks/http/refusal';

/**
 * selectArea: the regions of a country for the CRS address. China comes from the area reference
 * data (the same provinces and cities as selectAreaCity); a few countries where the demo's
 * investors live abroad have a curated list (first level ISO 3166-2, a handful of cities each);
 * any other country answers 05090201 and the form takes the address as text.
 */
const ABROAD: Readonly<Record<string, readonly { code: string; name: string; cities: readonly string[] }[]>> =
  {
    USA: [
      { code: 'US-CA', name: '加利福尼亚州', cities: ['洛杉矶', '旧金山', '圣地亚哥', '尔湾'] },
      { code: 'US-NY', name: '纽约州', cities: ['纽约', '布法罗'] },
      { code: 'US-WA', name: '华盛顿州', cities: ['西雅图', '贝尔维尤'] },
    ],
    CAN: [
      { code: 'CA-BC', name: '不列颠哥伦比亚省', cities: ['温哥华', '列治文', '维多利亚'] },
      { code: 'CA-ON', name: '安大略省', cities: ['多伦多', '渥太华'] },
    ],
    AUS: [
      { code: 'AU-NSW', name: '新南威尔士州', cities: ['悉尼'] },
      { code: 'AU-VIC', name: '维多利亚州', cities: ['墨尔本'] },
    ],
    SGP: [{ code: 'SG-01', name: '新加坡', cities: ['新加坡'] }],
  };

export function taxAreas({ countryCode, parentCode }: SelectAreaRequest): TaxArea[] {
  if (countryCode === 'CHN') {
    if (!parentCode)
      return provinces
        .findMany()
        .map((p) => ({ areaCode: p.provinceCode, areaName: p.provinceName, leaf: false }));
    return cities
      .findMany((q) => q.where({ provinceCode: parentCode }))
      .map((c) => ({ areaCode: c.cityCode, areaName: c.cityName, leaf: true }));
  }
  const regions = ABROAD[countryCode];
  if (!regions) refuseWith('05090201');
  if (!parentCode) return regions.map((r) => ({ areaCode: r.code, areaName: r.name, leaf: false }));
  const region = regions.find((r) => r.code === parentCode);
  return (region?.cities ?? []).map((name, index) => ({
    areaCode: `${region!.code}-${String(index + 1).padStart(2, '0')}`,
    areaName: name,
    leaf: true,
  }));
}
