import { describe, expect, it } from 'vitest';
import { setScenario, getScenario } from '../../scenarios/scenario-store';
import { setSessionStatus } from '../../scenarios/session';
import { callData, postCall } from '../../testing/post-call';
import { setupMockApi } from '../../testing/setup-mock-api';

setupMockApi();

describe('login brings the demo session back', () => {
  it('ends the session-expired scenario', async () => {
    setScenario({ outcome: 'session-expired' });
    expect((await postCall('queryOrderList', {})).json).toMatchObject({ code: '00000008' });
    const login = await callData<{ apptoken: string; phoneMasked: string }>('authorizeMessageLogin', {});
    expect(login.apptoken).toBe('demo-apptoken-0001');
    expect(login.phoneMasked).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(getScenario()).toBeUndefined();
    expect((await postCall('queryOrderList', {})).json).toMatchObject({ code: '00000000' });
  });

  it('activates a logged-out session, and leaves other scenarios alone', async () => {
    await setSessionStatus('loggedOut');
    setScenario({ outcome: 'http500', call: 'selectAreaCity' });
    expect((await postCall('queryTotalHolding', {})).json).toMatchObject({ code: '06060010' });
    await callData('authorizeLoginSubmit', {});
    expect((await postCall('queryTotalHolding', {})).json).toMatchObject({ code: '00000000' });
    expect(getScenario()).toMatchObject({ outcome: 'http500' });
  });
});
