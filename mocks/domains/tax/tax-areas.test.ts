import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

describe('selectArea', () => {
  it('lists a country’s states, then a state’s cities', async () => {
    const states = (
      await checkedCall<{ areaCode: string; areaName: string; leaf: boolean }[]>('selectArea', {
        countryCode: 'USA',
      })
    ).result.data!;
    expect(states[0]).toEqual({ areaCode: 'US-CA', areaName: '加利福尼亚州', leaf: false });
    const cities = (
      await checkedCall<{ areaName: string; leaf: boolean }[]>('selectArea', {
        countryCode: 'USA',
        parentCode: 'US-CA',
      })
    ).result.data!;
    expect(cities.map((c) => c.areaName)).toContain('洛杉矶');
    expect(cities.every((c) => c.leaf)).toBe(true);
  });

  it('serves China from the area reference data, and refuses a country it has no list for', async () => {
    const provinces = (await checkedCall<unknown[]>('selectArea', { countryCode: 'CHN' })).result.data!;
    expect(provinces).toHaveLength(34);
    expect((await checkedCall('selectArea', { countryCode: 'FRA' })).result.statusCode).toBe('05090201');
  });
});
