import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAllRequired, SIGNATURE_PNG, startFlow } from '@mocks/domains/contract/testing';
import { sdkFailures, setDrOptions } from '@mocks/domains/double-record/seed';
import { FACE_FRAME } from '@mocks/domains/double-record/testing';
import { findOrder } from '@mocks/domains/order/rules';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';
import { expectLocation, footer } from '../contract/helpers';

vi.setConfig({ testTimeout: 60_000 });

/** jsdom has no camera and draws no video: a stand-in frame of the size a capture has. */
vi.mock('@/features/double-record/model/camera', async (original) => ({
  ...(await original<typeof import('@/features/double-record/model/camera')>()),
  captureFrame: () => FACE_FRAME,
}));

const server = setupMockApi();

/** The requests a call received, as they reach the mock server. */
function requestsTo(call: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/${call}`)) bodies.push(await request.clone().json());
  });
  return bodies;
}

const ORDER = 'OD202611200001'; // 追加 100万 鑫享稳健1号, recorded once signed
const REJECTED = 'OD202611220004'; // 待双录, the first recording rejected

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue(stream);
  track.stop.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  setDrOptions({ shortScript: true });
});
afterEach(() => {
  setDrOptions({ shortScript: false });
  vi.restoreAllMocks();
});

const denied = () => Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

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

async function agreeToFaceConsent() {
  expect(await screen.findByRole('heading', { name: '人脸信息处理单独同意书' })).toBeInTheDocument();
  const start = within(footer()).getByRole('button', { name: '同意并开始人脸识别' });
  expect(start).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: /本人已阅读并单独同意/ }));
  await userEvent.click(start);
}

describe('doubleLinkH5 (the recording tasks and an order’s recording)', () => {
  it('lists the tasks: the rejected one first with its reason', async () => {
    renderRoute('/phone/doubleLinkH5');
    const rows = await screen.findAllByRole('link');
    expect(rows[0]).toHaveTextContent('不通过');
    expect(rows[0]).toHaveTextContent('录制中未完整朗读风险揭示内容，请重新录制');
    expect(rows.some((row) => row.textContent?.includes('通过'))).toBe(true);
  });

  it('a rejected recording shows the reason and 重新录制 → the liveness check', async () => {
    const { location } = renderRoute(`/phone/doubleLinkH5?orderNo=${REJECTED}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('不通过原因：录制中未完整朗读风险揭示内容');
    await userEvent.click(within(footer()).getByRole('button', { name: '重新录制' }));
    await expectLocation(location, `/phone/livingBodyPage?orderNo=${REJECTED}`);
  });

  it('an order not signed yet has no task: it says so and leads to the signing', async () => {
    renderRoute(`/phone/doubleLinkH5?orderNo=${ORDER}`);
    expect(await screen.findByText('该订单暂无双录任务')).toBeInTheDocument();
  });

  // A dozen steps, each loading its page on first use: over 30 s on a loaded 2-core machine.
  it(
    'the whole way: consent → camera → face check → script step by step → 质检中 → 通过 → 去打款',
    { timeout: 60_000 },
    async () => {
      await signAll(ORDER);
      const initiated = requestsTo('initiateDr');
      const { location } = renderRoute(`/phone/doubleLinkH5?orderNo=${ORDER}`);
      expect(await screen.findByText('待双录', {}, { timeout: 15_000 })).toBeInTheDocument();
      await userEvent.click(within(footer()).getByRole('button', { name: '开始双录' }));
      await expectLocation(location, `/phone/livingBodyPage?orderNo=${ORDER}`);
      await agreeToFaceConsent();
      expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
      await userEvent.click(await within(footer()).findByRole('button', { name: '开始识别' }));
      // The countdown (3 s), the check, then back to the order with the face token.
      await expectLocation(location, `/phone/doubleLinkH5?orderNo=${ORDER}`);
      expect(
        await screen.findByText(/本次录音录像用于记录您追加认购/, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(getUserMedia).toHaveBeenLastCalledWith(expect.objectContaining({ audio: true }));
      for (let step = 1; step < 8; step += 1) {
        const next = within(footer()).getByRole('button', { name: '下一步' });
        await vi.waitFor(() => expect(next).toBeEnabled(), { timeout: 3000 });
        await userEvent.click(next);
      }
      const done = within(footer()).getByRole('button', { name: '完成录制' });
      await vi.waitFor(() => expect(done).toBeEnabled(), { timeout: 3000 });
      await userEvent.click(done);
      expect(await screen.findByText('录制已提交质检，结果出来后本页自动更新。')).toBeInTheDocument();
      expect(track.stop).toHaveBeenCalled();
      // The mock's reviewers take 3 s; the page polls.
      expect(
        await within(footer()).findByRole('button', { name: '双录已通过，去打款' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(findOrder(ORDER)?.status).toBe('TO_PAY');
      // The face token was spent on the one recording: coming back to the status starts none again.
      expect(initiated).toHaveLength(1);
    },
  );

  it('each script step waits its time before 下一步', async () => {
    setDrOptions({ shortScript: false });
    await signAll(ORDER);
    renderRoute(`/phone/livingBodyPage?orderNo=${ORDER}`);
    await agreeToFaceConsent();
    await userEvent.click(await within(footer()).findByRole('button', { name: '开始识别' }));
    expect(await screen.findByText(/本次录音录像用于记录/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(footer()).getByText(/第 1\/8 步 · 请阅读 \d 秒/)).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: '下一步' })).toBeDisabled();
  });
});

describe('livingBodyPage (the liveness check)', () => {
  it('asks for nothing before the separate consent; declining leads to the counter, no camera', async () => {
    renderRoute(`/phone/livingBodyPage?orderNo=${REJECTED}`);
    expect(await screen.findByText(/人脸信息属于敏感个人信息/)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(within(footer()).getByRole('button', { name: '不同意' }));
    expect(await screen.findByText('您未同意人脸信息处理')).toBeInTheDocument();
    expect(screen.getByText(/预约到华信信托柜台以现场方式完成身份核验和双录/)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('camera denied: the reason, how to allow it, 重试 — and the failure is reported', async () => {
    getUserMedia.mockRejectedValueOnce(denied());
    renderRoute(`/phone/livingBodyPage?orderNo=${REJECTED}`);
    await agreeToFaceConsent();
    const problem = await screen.findByRole('alert', { name: '未获得摄像头权限' });
    expect(problem).toHaveTextContent('设置 → 隐私与安全性 → 相机');
    await vi.waitFor(() =>
      expect(sdkFailures.all()).toEqual([
        expect.objectContaining({ orderNo: REJECTED, stage: 'CAMERA', errorName: 'NotAllowedError' }),
      ]),
    );
    await userEvent.click(within(problem).getByRole('button', { name: '重试' }));
    expect(await within(footer()).findByRole('button', { name: '开始识别' })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('no camera (NotFoundError) and no camera API at all are told apart', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('none'), { name: 'NotFoundError' }));
    const first = renderRoute(`/phone/livingBodyPage?orderNo=${REJECTED}`);
    await agreeToFaceConsent();
    expect(await screen.findByRole('alert', { name: '未检测到可用的摄像头' })).toBeInTheDocument();
    first.unmount();
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    renderRoute(`/phone/livingBodyPage?orderNo=${REJECTED}`);
    await agreeToFaceConsent();
    const problem = await screen.findByRole('alert', { name: '当前浏览器无法使用摄像头' });
    expect(within(problem).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('no face checks left today (05171003): says so and offers the counter', async () => {
    for (let i = 0; i < 5; i += 1)
      await callData('getFaceImage', {
        orderNo: REJECTED,
        imageBase64: '/9j/AAAA',
        consentVersion: '2025.06',
      });
    renderRoute(`/phone/livingBodyPage?orderNo=${REJECTED}`);
    await agreeToFaceConsent();
    await userEvent.click(await within(footer()).findByRole('button', { name: '开始识别' }));
    expect(await screen.findByText('今日人脸核验次数已用完', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('without an order it says so', async () => {
    renderRoute('/phone/livingBodyPage');
    expect(await screen.findByText('未找到双录订单')).toBeInTheDocument();
  });
});
