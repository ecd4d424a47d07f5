import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

describe('updateInvestor', () => {
  it('makes the certified demo investor professional, then ordinary again', async () => {
    expect((await checkedCall('certificationStatus')).result.data).toMatchObject({
      investorType: 'ORDINARY',
    });
    const up = await checkedCall('updateInvestor', { investorType: 'PROFESSIONAL' });
    expect(up.result.data).toMatchObject({ investorType: 'PROFESSIONAL' });
    expect((await checkedCall('certificationStatus')).result.data).toMatchObject({
      investorType: 'PROFESSIONAL',
    });
    expect((await checkedCall('updateInvestor', { investorType: 'PROFESSIONAL' })).result.statusCode).toBe(
      '05080211',
    );
    expect((await checkedCall('updateInvestor', { investorType: 'ORDINARY' })).result.statusCode).toBe(
      '00000000',
    );
  });
});

describe('salesBehaviorQuestionnaireStatus', () => {
  it('lists the orders whose return visit is due, with their count', async () => {
    const status = (
      await checkedCall<{ pendingCount: number; visits: { orderNo: string }[] }>(
        'salesBehaviorQuestionnaireStatus',
      )
    ).result.data!;
    expect(status.pendingCount).toBe(status.visits.length);
  });
});
