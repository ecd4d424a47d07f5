import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { shellReports } from './shell-handlers';

setupMockApi();

describe('the shell calls', () => {
  it('answers the home notice and the app versions per platform', async () => {
    const popup = await checkedCall('appletPopup', { scene: 'APPLET_HOME' });
    expect(popup.result.data).toMatchObject({ show: true, popupId: 'PP202611200001', frequency: 'ONCE' });
    const android = await checkedCall('getVersionNo', { platform: 'ANDROID' });
    const ios = await checkedCall('getVersionNo', { platform: 'IOS' });
    expect(android.result.data).toMatchObject({
      latestVersion: '5.2.0',
      minVersion: '5.0.0',
      packageSize: '86.4MB',
    });
    expect(ios.result.data).toMatchObject({ latestVersion: '5.2.0', packageSize: '142.8MB' });
  });

  it('keeps each event, and one row per visit that its leave report completes', async () => {
    await checkedCall('insertReporting', {
      eventCode: 'POPUP_CLICK',
      pagePath: '/phone/appletHome',
      targetId: 'PP202611200001',
      occurredAt: '2026-11-20T10:30:00+08:00',
    });
    const visit = {
      visitId: 'v-1732069800000-k3x9',
      pagePath: '/phone/inforDetail',
      enterTime: '2026-11-20T10:30:00+08:00',
    };
    await checkedCall('updateEnterTime', visit);
    await checkedCall('updateEnterTime', { ...visit, stayMs: 48200 });
    expect(shellReports.findMany()).toEqual([
      expect.objectContaining({ kind: 'event', eventCode: 'POPUP_CLICK', targetId: 'PP202611200001' }),
      expect.objectContaining({ kind: 'visit', key: visit.visitId, stayMs: 48200 }),
    ]);
  });
});
