import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrResult } from '@gen/model/drResult';
import type { DrSession } from '@gen/model/drSession';
import type { DrTask } from '@gen/model/drTask';
import { checkedCall, statusOf } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { readAllRequired, SIGNATURE_PNG, startFlow } from '../contract/testing';
import { findOrder } from '../order/rules';
import { REVIEW_MS, setDrOptions } from './seed';
import { FACE_FRAME, passFaceCheck } from './testing';

/** The double-record mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

afterEach(() => {
  vi.useRealTimers();
  setDrOptions({ enforceServiceHours: false, shortScript: false });
});

const TO_SIGN = 'OD202611200001'; // 追加 100万 鑫享稳健1号, needs recording once signed
const TO_RECORD = 'OD202611220004'; // 待双录, its first recording rejected

async function signAll(orderNo: string) {
  await readAllRequired(orderNo);
  const { signFlowId } = await startFlow(orderNo, `HT${orderNo.slice(2)}`);
  await callData('submitContractSign', {
    orderNo,
    contractNo: `HT${orderNo.slice(2)}`,
    signMethod: 'ESIGN',
    signFlowId,
    vendorResult: 'SUCCESS',
  });
  await callData('submitContractSign', {
    orderNo,
    contractNo: `FX${orderNo.slice(2)}`,
    signMethod: 'HANDWRITTEN',
    signatureImage: SIGNATURE_PNG,
  });
}

describe('double-record mock', () => {
  it('lists the tasks: the rejected one to redo first, then the passed ones; unsigned orders have none', async () => {
    const list = (await checkedCall('toDrList', {})).result.data as DrTask[];
    expect(list[0]).toMatchObject({
      orderNo: TO_RECORD,
      status: 'REJECTED',
      rejectReason: expect.any(String),
    });
    expect(list.some((t) => t.orderNo === TO_SIGN)).toBe(false);
    expect(list.filter((t) => t.status === 'PASSED').length).toBeGreaterThan(0);
    expect((await checkedCall('toDrList', { status: 'PASSED' })).result.data).toSatisfy((tasks: DrTask[]) =>
      tasks.every((t) => t.status === 'PASSED'),
    );
  });

  it('signing the order creates its pending task', async () => {
    await signAll(TO_SIGN);
    const result = (await checkedCall('selectDoubleRecordResult', { orderNo: TO_SIGN })).result
      .data as DrResult;
    expect(result).toMatchObject({ status: 'PENDING', canRetry: true });
  });

  it('face check → recording → review passes a complete recording and moves the order to 待打款', async () => {
    await signAll(TO_SIGN);
    vi.useFakeTimers({ toFake: ['Date'] });
    const faceToken = await passFaceCheck(TO_SIGN);
    const session = (await checkedCall('initiateDr', { orderNo: TO_SIGN, faceToken })).result
      .data as DrSession;
    expect(session.status).toBe('RECORDING');
    expect(session.script).toHaveLength(8);
    expect(session.script[0]?.text).toContain('张伟本人');
    expect(session.script[2]?.text).toContain('R3');
    const report = (
      await checkedCall('doubleRecordFinishReport', {
        drId: session.drId,
        durationSeconds: 60,
        completedSteps: 8,
      })
    ).result.data as DrResult;
    expect(report.status).toBe('REVIEWING');
    vi.setSystemTime(Date.now() + REVIEW_MS + 1);
    const result = (await checkedCall('selectDoubleRecordResult', { orderNo: TO_SIGN })).result
      .data as DrResult;
    expect(result).toMatchObject({ status: 'PASSED', canRetry: false });
    expect(findOrder(TO_SIGN)?.status).toBe('TO_PAY');
    expect(await statusOf('initiateDr', { orderNo: TO_SIGN, faceToken: await passFaceCheck(TO_SIGN) })).toBe(
      '05171004',
    );
  });

  it('an incomplete recording is rejected with the reason and may be redone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await callData<DrSession>('initiateDr', {
      orderNo: TO_RECORD,
      faceToken: await passFaceCheck(TO_RECORD),
    });
    await callData('doubleRecordFinishReport', {
      drId: session.drId,
      durationSeconds: 20,
      completedSteps: 3,
    });
    vi.setSystemTime(Date.now() + REVIEW_MS + 1);
    expect(await callData('selectDoubleRecordResult', { orderNo: TO_RECORD })).toMatchObject({
      status: 'REJECTED',
      canRetry: true,
    });
    expect(findOrder(TO_RECORD)?.status).toBe('TO_RECORD');
  });

  it('refusals: no task, no valid face check, a token used twice, out of hours, no attempts left', async () => {
    expect(await statusOf('selectDoubleRecordResult', { orderNo: TO_SIGN })).toBe('05171001');
    expect(await statusOf('initiateDr', { orderNo: TO_RECORD, faceToken: 'FT999' })).toBe('05171005');
    const token = await passFaceCheck(TO_RECORD);
    await callData('initiateDr', { orderNo: TO_RECORD, faceToken: token });
    expect(await statusOf('initiateDr', { orderNo: TO_RECORD, faceToken: token })).toBe('05171005');
    for (let i = 0; i < 4; i += 1) await passFaceCheck(TO_RECORD); // 5 in all today
    expect(
      await statusOf('getFaceImage', {
        orderNo: TO_RECORD,
        imageBase64: FACE_FRAME,
        consentVersion: '2025.06',
      }),
    ).toBe('05171003');
    // Another day (23:30 in China) outside the service hours, with the option on.
    setDrOptions({ enforceServiceHours: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T23:30:00+08:00'));
    expect(
      await statusOf('initiateDr', { orderNo: TO_RECORD, faceToken: await passFaceCheck(TO_RECORD) }),
    ).toBe('05171002');
  });

  it('a blank frame or an old consent does not pass, and counts', async () => {
    expect(
      await callData('getFaceImage', {
        orderNo: TO_RECORD,
        imageBase64: '/9j/AAAA',
        consentVersion: '2025.06',
      }),
    ).toMatchObject({ passed: false, attemptsLeft: 4, failReason: expect.stringContaining('人脸') });
    expect(
      await callData('getFaceImage', {
        orderNo: TO_RECORD,
        imageBase64: FACE_FRAME,
        consentVersion: '2024.01',
      }),
    ).toMatchObject({ passed: false, attemptsLeft: 3 });
  });

  it('records SDK failures without any image', async () => {
    expect(
      (
        await checkedCall('saveSdkFailReason', {
          orderNo: TO_RECORD,
          stage: 'CAMERA',
          errorName: 'NotAllowedError',
          errorMessage: 'Permission denied',
        })
      ).result.data,
    ).toEqual({ recorded: true });
  });
});
