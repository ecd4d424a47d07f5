import { describe, expect, it } from 'vitest';
import type { Banner } from '@gen/model/banner';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { bannersOf } from './about-rules';

setupMockApi();

async function banners(position: string) {
  const answer = await postCall('bannerList', { position });
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf('bannerList')!.safeParse(answer.json);
  expect(parsed.success, parsed.error?.message).toBe(true);
  return (answer.json as { result: { statusCode: string; data: Banner[] } }).result;
}

describe('about mock: bannerList', () => {
  it('serves the landing carousel of the contract example, in order, without the retired banner', async () => {
    const result = await banners('ABOUT');
    expect(result.statusCode).toBe('00000000');
    expect(result.data.map((b) => b.bannerId)).toEqual([
      'BN202406010001',
      'BN202406010002',
      'BN202406010003',
    ]);
    expect(result.data[0]).not.toHaveProperty('linkUrl');
    expect(result.data[2]?.linkUrl).toBe('/phone/publicity');
  });

  it('keeps positions apart and answers an empty list where nothing is online', async () => {
    expect((await banners('PRODUCT')).data.map((b) => b.title)).toEqual(['鑫享稳健1号 火热募集中']);
    expect((await banners('HOME')).data).toEqual([]);
  });

  it('shows a banner only inside its online window (Beijing dates)', () => {
    const holiday = bannersOf('ABOUT', new Date('2023-12-31T20:00:00+08:00'));
    expect(holiday.map((b) => b.bannerId)).toEqual(['BN202312200004']);
    // 2024-01-05 23:30 in Shanghai is still the last online day, though UTC says 15:30.
    expect(bannersOf('ABOUT', new Date('2024-01-05T15:30:00Z')).map((b) => b.bannerId)).toEqual([
      'BN202312200004',
    ]);
  });

  it('refuses a position outside the contract', async () => {
    const answer = await postCall('bannerList', { position: 'SIDEBAR' });
    expect((answer.json as { result: { statusCode: string } }).result.statusCode).toBe('00000001');
  });
});
