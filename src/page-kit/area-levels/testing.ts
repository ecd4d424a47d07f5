import { http, HttpResponse } from 'msw';
import { API, envelope, type setupMswServer } from '@tests/support/msw-server';

type MswServer = ReturnType<typeof setupMswServer>;

/** Test data for the area widgets: a tiny province → city → zone tree and a country dictionary. */
export const PROVINCES = [
  { provinceName: '广东省', provinceCode: '440000' },
  { provinceName: '浙江省', provinceCode: '330000' },
];
export const CITIES: Record<string, { cityName: string; cityCode: string }[]> = {
  '440000': [
    { cityName: '广州市', cityCode: '440100' },
    { cityName: '深圳市', cityCode: '440300' },
  ],
  '330000': [{ cityName: '杭州市', cityCode: '330100' }],
};
export const ZONES: Record<string, { zoneName: string; zoneCode: string }[]> = {
  '440100': [{ zoneName: '天河区', zoneCode: '440106' }],
  '440300': [
    { zoneName: '福田区', zoneCode: '440304' },
    { zoneName: '南山区', zoneCode: '440305' },
  ],
  '330100': [{ zoneName: '西湖区', zoneCode: '330106' }],
};
export const COUNTRIES = [
  { note: '中国', fldm: 'CHN' },
  { note: '新加坡', fldm: 'SGP' },
];

export type AreaRequest = { provinceCode: string; cityCode: string };

/** Answers selectAreaCity and selectExternalDict(cnty_cd); returns the area requests seen. */
export function serveAreas(server: MswServer) {
  const seen: AreaRequest[] = [];
  const dictCodes: string[] = [];
  server.use(
    http.post(API('selectAreaCity'), async ({ request }) => {
      const { requestData } = (await request.json()) as { requestData: AreaRequest };
      seen.push(requestData);
      const { provinceCode, cityCode } = requestData;
      const data = cityCode
        ? (ZONES[cityCode] ?? [])
        : provinceCode
          ? (CITIES[provinceCode] ?? [])
          : PROVINCES;
      return HttpResponse.json(envelope(data));
    }),
    http.post(API('selectExternalDict'), async ({ request }) => {
      const { requestData } = (await request.json()) as { requestData: { dictCode: string } };
      dictCodes.push(requestData.dictCode);
      return HttpResponse.json(envelope({ dictList: COUNTRIES }));
    }),
  );
  return { seen, dictCodes };
}
