import type { DrResult } from '@gen/model/drResult';
import type { DrSession } from '@gen/model/drSession';
import type { DrTask } from '@gen/model/drTask';
import type { FaceCheckData } from '@gen/model/faceCheckData';
import type { FaceImageRequest } from '@gen/model/faceImageRequest';
import type { DrFinishReportRequest } from '@gen/model/drFinishReportRequest';
import type { SaveSdkFailReasonRequest } from '@gen/model/saveSdkFailReasonRequest';
import type { Investor } from '@mocks/db/db';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { AGREEMENTS } from '../contract/agreements';
import { chinaIso } from '../order/lifecycle';
import { advanceOrder, canAdvance, findOrder, ordersOf } from '../order/rules';
import type { StoredOrder } from '../order/seed';
import { findProduct, RISK_LEVEL_NAMES } from '../product/seed';
import {
  drOptions,
  drTasks,
  faceAttempts,
  faceChecks,
  FACE_ATTEMPTS_PER_DAY,
  FACE_TOKEN_TTL_MS,
  REJECT_REASON,
  REVIEW_MS,
  sdkFailures,
  type StoredDrTask,
} from './seed';

/**
 * The mock server's double-recording rules (codes from openapi/paths/double-record.yaml):
 * 05171001 no task for the order, 05171002 outside 9:00–21:00 (only with drOptions), 05171003 no
 * face checks left today, 05171004 passed already, 05171005 no valid face check.
 */

const nowIso = () => chinaIso(Date.now());
const chinaDay = () => nowIso().slice(0, 10);

/** Orders that carry a recording: they need one and are past signing (not cancelled before it). */
function recordable(order: StoredOrder): boolean {
  if (!order.needsRecording) return false;
  if (order.type !== 'SUBSCRIBE' && order.type !== 'ADDITIONAL') return false;
  return order.timeline.some((entry) => entry.status === 'TO_RECORD');
}

/** The task as the server sees it: stored once acted on, else derived from the order. */
function taskOf(order: StoredOrder): StoredDrTask {
  const stored = drTasks.findFirst((q) => q.where({ orderNo: order.orderNo }));
  if (stored) return stored;
  const left = order.timeline.find((entry) => entry.status !== 'TO_SIGN' && entry.status !== 'TO_RECORD');
  const passed = order.status !== 'TO_RECORD' && left !== undefined;
  const entered = order.timeline.find((entry) => entry.status === 'TO_RECORD');
  return {
    orderNo: order.orderNo,
    investorId: order.investorId,
    status: passed ? 'PASSED' : 'PENDING',
    updatedAt: (passed ? left?.at : entered?.at) ?? nowIso(),
  };
}

function orderOf(investorId: string, orderNo: string): StoredOrder {
  const order = findOrder(orderNo, investorId);
  if (!order || !recordable(order)) refuseWith('05171001');
  return order;
}

async function saveTask(task: StoredDrTask): Promise<StoredDrTask> {
  const stored = drTasks.findFirst((q) => q.where({ orderNo: task.orderNo }));
  if (stored) {
    await drTasks.update(stored, {
      data(draft) {
        Object.assign(draft, task);
      },
    });
  } else {
    await drTasks.create(task);
  }
  return task;
}

/** A review whose time has come: complete recordings pass (the order moves on), others not. */
async function reviewIfDue(task: StoredDrTask): Promise<StoredDrTask> {
  if (task.status !== 'REVIEWING' || (task.reviewDueAt ?? 0) > Date.now()) return task;
  const complete = (task.completedSteps ?? 0) >= (task.scriptSteps ?? 0);
  const reviewed: StoredDrTask = {
    ...task,
    status: complete ? 'PASSED' : 'REJECTED',
    ...(complete ? { rejectReason: undefined } : { rejectReason: REJECT_REASON }),
    reviewDueAt: undefined,
    reviewedAt: nowIso(),
    updatedAt: nowIso(),
  };
  await saveTask(reviewed);
  if (complete && canAdvance(task.orderNo, 'recorded')) await advanceOrder(task.orderNo, 'recorded');
  return reviewed;
}

function toWire(order: StoredOrder, task: StoredDrTask): DrTask {
  const product = findProduct(order.productCode);
  return {
    orderNo: order.orderNo,
    ...(task.drId ? { drId: task.drId } : {}),
    orderType: order.type === 'ADDITIONAL' ? 'ADDITIONAL' : 'SUBSCRIBE',
    productCode: order.productCode,
    productName: product?.productName ?? order.productName,
    riskLevel: product?.riskLevel ?? 'R3',
    amount: order.amount ?? '0.00',
    status: task.status,
    ...(task.rejectReason && task.status === 'REJECTED' ? { rejectReason: task.rejectReason } : {}),
    updatedAt: task.updatedAt,
  };
}

const ORDER_OF_STATUS: Record<StoredDrTask['status'], number> = {
  PENDING: 0,
  REJECTED: 0,
  RECORDING: 1,
  REVIEWING: 2,
  PASSED: 3,
};

/** toDrList: the investor's tasks, those to act on first, newest first within each group. */
export async function drList(investorId: string, status?: StoredDrTask['status']): Promise<DrTask[]> {
  const tasks: DrTask[] = [];
  for (const order of ordersOf(investorId).filter(recordable)) {
    const task = await reviewIfDue(taskOf(order));
    if (status && task.status !== status) continue;
    tasks.push(toWire(order, task));
  }
  return tasks.sort(
    (a, b) => ORDER_OF_STATUS[a.status] - ORDER_OF_STATUS[b.status] || b.updatedAt.localeCompare(a.updatedAt),
  );
}

function resultOf(task: StoredDrTask): DrResult {
  return {
    orderNo: task.orderNo,
    ...(task.drId ? { drId: task.drId } : {}),
    status: task.status,
    ...(task.status === 'REJECTED' && task.rejectReason ? { rejectReason: task.rejectReason } : {}),
    ...(task.reviewedAt && (task.status === 'PASSED' || task.status === 'REJECTED')
      ? { reviewedAt: task.reviewedAt }
      : {}),
    canRetry: task.status === 'PENDING' || task.status === 'REJECTED',
  };
}

/** selectDoubleRecordResult: the order's recording now (a due review is applied on read). */
export async function drResult(investorId: string, orderNo: string): Promise<DrResult> {
  const order = orderOf(investorId, orderNo);
  return resultOf(await reviewIfDue(taskOf(order)));
}

/** getFaceImage: liveness and comparison, counted per day; the token opens initiateDr. */
export async function checkFace(investorId: string, request: FaceImageRequest): Promise<FaceCheckData> {
  orderOf(investorId, request.orderNo);
  const day = chinaDay();
  const attempts = faceAttempts.findFirst((q) => q.where({ investorId, day }));
  const used = attempts?.count ?? 0;
  if (used >= FACE_ATTEMPTS_PER_DAY) refuseWith('05171003');
  if (attempts)
    await faceAttempts.update(attempts, {
      data(draft) {
        draft.count += 1;
      },
    });
  else await faceAttempts.create({ investorId, day, count: 1 });
  const attemptsLeft = FACE_ATTEMPTS_PER_DAY - used - 1;
  // The mock cannot see a face: a frame of real size passes, a tiny or blank one does not, and a
  // consent other than the current version is no consent.
  const consented = request.consentVersion === AGREEMENTS.FACE_CONSENT.version;
  if (!consented || request.imageBase64.length < 2000) {
    return {
      passed: false,
      failReason: consented
        ? '未检测到清晰人脸，请正对屏幕、保持光线充足'
        : '请先阅读并同意最新版《人脸信息处理单独同意书》',
      attemptsLeft,
    };
  }
  const faceToken = nextId('FT');
  await faceChecks.create({
    faceToken,
    orderNo: request.orderNo,
    investorId,
    expiresAt: Date.now() + FACE_TOKEN_TTL_MS,
  });
  return { passed: true, faceToken, attemptsLeft };
}

function inServiceHours(): boolean {
  const hour = Number(nowIso().slice(11, 13));
  return hour >= 9 && hour < 21;
}

/** The script (话术) of a recording: identity, product, risk level, no guarantee, the answers. */
function scriptOf(order: StoredOrder, investor: Investor): DrSession['script'] {
  const product = findProduct(order.productCode);
  const name = product?.productName ?? order.productName;
  const level = product?.riskLevel ?? 'R3';
  const business = order.type === 'ADDITIONAL' ? '追加认购' : '认购';
  const amount = order.amount ? `${Number(order.amount) / 10000}万元` : '';
  const lines: [DrSession['script'][number]['speaker'], string, number][] = [
    [
      'STAFF',
      `您好，本次录音录像用于记录您${business}${name}的过程。请问您是否为${investor.name}本人，并自愿办理本次业务？`,
      6,
    ],
    ['INVESTOR', '是的，我是本人，自愿办理。', 4],
    [
      'STAFF',
      `您本次${business}金额为${amount}。本产品风险等级为${level}（${RISK_LEVEL_NAMES[level] ?? ''}），您的风险承受能力与本产品相匹配。`,
      7,
    ],
    ['INVESTOR', '我已确认。', 3],
    [
      'STAFF',
      '信托产品不同于银行存款，不保证本金和收益，您可能因市场变化而蒙受损失；业绩比较基准不构成收益承诺。',
      8,
    ],
    ['INVESTOR', '我已知晓并理解上述风险。', 4],
    ['STAFF', '本产品设有24小时冷静期，冷静期内您可以撤销本次交易。请问您是否确认购买？', 6],
    ['INVESTOR', '我确认购买。', 3],
  ];
  return lines.map(([speaker, text, minSeconds], index) => ({
    stepNo: index + 1,
    speaker,
    text,
    minSeconds: drOptions.shortScript ? 1 : minSeconds,
  }));
}

/** initiateDr: a session on a passed face check (the token is spent). */
export async function startRecording(
  investor: Investor,
  request: { orderNo: string; faceToken: string },
): Promise<DrSession> {
  const order = orderOf(investor.customerId, request.orderNo);
  const task = await reviewIfDue(taskOf(order));
  if (task.status === 'PASSED') refuseWith('05171004');
  if (drOptions.enforceServiceHours && !inServiceHours()) refuseWith('05171002');
  const check = faceChecks.findFirst((q) =>
    q.where({ faceToken: request.faceToken, orderNo: order.orderNo, investorId: investor.customerId }),
  );
  if (!check || check.expiresAt < Date.now()) refuseWith('05171005');
  await faceChecks.delete(check);
  const script = scriptOf(order, investor);
  const startedAt = nowIso();
  const drId = nextId('DR');
  await saveTask({
    orderNo: order.orderNo,
    investorId: investor.customerId,
    drId,
    status: 'RECORDING',
    updatedAt: startedAt,
    scriptSteps: script.length,
    completedSteps: 0,
  });
  return { drId, orderNo: order.orderNo, status: 'RECORDING', script, startedAt };
}

/** doubleRecordFinishReport: the recording ended; the review follows. */
export async function finishRecording(investorId: string, request: DrFinishReportRequest): Promise<DrResult> {
  const task = drTasks.findFirst((q) => q.where({ drId: request.drId, investorId }));
  if (!task || task.status !== 'RECORDING') refuseWith('05171001');
  const reviewing: StoredDrTask = {
    ...task,
    status: 'REVIEWING',
    completedSteps: request.completedSteps,
    reviewDueAt: Date.now() + REVIEW_MS,
    updatedAt: nowIso(),
  };
  await saveTask(reviewing);
  return resultOf(reviewing);
}

/** saveSdkFailReason: a support record (never an image). */
export async function recordSdkFailure(request: SaveSdkFailReasonRequest) {
  await sdkFailures.create({
    ...(request.orderNo ? { orderNo: request.orderNo } : {}),
    stage: request.stage,
    errorName: request.errorName,
    errorMessage: request.errorMessage,
    at: nowIso(),
  });
  return { recorded: true };
}
