import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

describe('szbLogin', () => {
  it('exchanges a partner ticket once for the demo session', async () => {
    const first = await checkedCall('szbLogin', { szbTicket: 'SZB2026112010300001' });
    expect(first.result.statusCode).toBe('00000000');
    expect(first.result.data).toMatchObject({ nameMasked: '张*', phoneMasked: '138****5678' });
    const again = await checkedCall('szbLogin', { szbTicket: 'SZB2026112010300001' });
    expect(again.result.statusCode).toBe('05200014');
  });

  it('refuses an expired ticket and an account linked to no customer', async () => {
    expect((await checkedCall('szbLogin', { szbTicket: 'SZBEXPIRED0001' })).result.statusCode).toBe(
      '05200014',
    );
    expect((await checkedCall('szbLogin', { szbTicket: 'SZBUNLINKED0001' })).result.statusCode).toBe(
      '05200015',
    );
  });
});
