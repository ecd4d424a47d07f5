import type { OrderDetail } from '@gen/model/orderDetail';
import type { OrderStatus } from '@gen/model/orderStatus';
import { formatDateTime } from './datetime';
import { ORDER_STATUS_LABEL } from './order-labels';

/**
 * The progress steps of an order, drawn from its status and its timeline (each status entered,
 * oldest first), as the server sends them. Subscriptions (认购 / 追加):
 * 预约 → 签约 → 双录 (only when the product needs it) → 打款 → 冷静期 → 回访 → 确认;
 * redemptions: 提交申请 → 签约 → 受理 → 开放日确认 → 资金到账; transfers: 提交申请 → 签约 → 登记确认.
 * A step is finished when the order entered a status of a later step; the live one is the step
 * of the current status; an order that ended early (撤单, 失效, 赎回失败) shows the step it
 * stopped at as the error.
 */

export type StepState = 'finish' | 'process' | 'wait' | 'error';

export interface ProgressStep {
  key: string;
  title: string;
  state: StepState;
  /** When it was done, what is happening now, or why it stopped. */
  description?: string;
}

interface StepDef {
  key: string;
  title: string;
  /** The statuses in which the order stands at this step. */
  covers: readonly OrderStatus[];
  /** What the live step says beside its title, per status (default: the status label). */
  live?: Partial<Record<OrderStatus, string>>;
}

export type ProgressOrder = Pick<OrderDetail, 'type' | 'status' | 'timeline' | 'needsRecording'> &
  Partial<Pick<OrderDetail, 'coolingOffEndsAt' | 'openDay' | 'failReason' | 'paymentMethod'>>;

/** Statuses that end an order early: which step they stopped, and how it reads. */
const ENDED: Partial<Record<OrderStatus, string>> = {
  CANCELLED: '已撤单',
  EXPIRED: '已失效（未在打款截止时间前完成打款）',
  REFUNDING: '已撤单，退款中',
  REFUNDED: '已撤单，已全额退款',
  REDEEM_FAILED: '赎回失败',
};

function subscriptionSteps(order: ProgressOrder): StepDef[] {
  const steps: StepDef[] = [
    { key: 'apply', title: '预约', covers: [] },
    { key: 'sign', title: '签约', covers: ['TO_SIGN'], live: { TO_SIGN: '请签署信托合同' } },
    {
      key: 'record',
      title: '双录',
      covers: ['TO_RECORD'],
      live: { TO_RECORD: '请完成远程录音录像' },
    },
    {
      key: 'pay',
      title: '打款',
      covers: ['TO_PAY', 'FUNDS_CHECKING'],
      live: {
        TO_PAY: '请转账并上传转账凭证',
        FUNDS_CHECKING:
          order.paymentMethod === 'WALLET' ? '钱包已支付，资金确认中' : '已上传凭证，资金确认中',
      },
    },
    {
      key: 'cooling',
      title: '冷静期',
      covers: ['COOLING_OFF'],
      live: {
        COOLING_OFF: order.coolingOffEndsAt
          ? `冷静期中，截止 ${formatDateTime(order.coolingOffEndsAt)}`
          : '冷静期中',
      },
    },
    { key: 'visit', title: '回访', covers: ['TO_VISIT'], live: { TO_VISIT: '请完成回访问卷' } },
    { key: 'confirm', title: '确认', covers: ['SUBSCRIBED'], live: { SUBSCRIBED: '认购成功，份额确认中' } },
  ];
  return order.needsRecording ? steps : steps.filter((step) => step.key !== 'record');
}

function redemptionSteps(order: ProgressOrder): StepDef[] {
  return [
    { key: 'apply', title: '提交申请', covers: [] },
    { key: 'sign', title: '签约', covers: ['TO_SIGN'], live: { TO_SIGN: '请签署赎回确认书' } },
    { key: 'accept', title: '受理', covers: ['SUBMITTED'], live: { SUBMITTED: '赎回申请已提交，受理中' } },
    {
      key: 'openDay',
      title: '开放日确认',
      covers: ['TO_OPEN_DAY'],
      live: { TO_OPEN_DAY: order.openDay ? `将于开放日 ${order.openDay} 确认` : '等待开放日确认' },
    },
    {
      key: 'paid',
      title: '资金到账',
      covers: ['REDEEM_CONFIRMED'],
      live: { REDEEM_CONFIRMED: '赎回已确认，资金划付中' },
    },
  ];
}

function transferSteps(): StepDef[] {
  return [
    { key: 'apply', title: '提交申请', covers: [] },
    { key: 'sign', title: '签约', covers: ['TO_SIGN'], live: { TO_SIGN: '请签署受益权转让协议' } },
    {
      key: 'register',
      title: '登记确认',
      covers: ['SUBMITTED'],
      live: { SUBMITTED: '待受让方签约付款，我司登记后生效' },
    },
  ];
}

export function stepsOf(order: ProgressOrder): StepDef[] {
  if (order.type === 'REDEEM') return redemptionSteps(order);
  if (order.type === 'TRANSFER') return transferSteps();
  return subscriptionSteps(order);
}

/** The step an order stands at (or stopped at): the latest status in its history a step covers. */
function stepIndexOf(steps: readonly StepDef[], order: ProgressOrder): number {
  const index = (status: OrderStatus) => steps.findIndex((step) => step.covers.includes(status));
  const now = index(order.status);
  if (now >= 0) return now;
  for (const entry of [...order.timeline].reverse()) {
    const at = index(entry.status);
    if (at >= 0) return at;
  }
  return 0;
}

/** The first time the order entered one of `statuses`. */
function firstEntered(order: ProgressOrder, statuses: readonly OrderStatus[]): string | undefined {
  return order.timeline.find((entry) => statuses.includes(entry.status))?.at;
}

/** The steps with their states and descriptions, for antd-mobile's Steps. */
export function progressOf(order: ProgressOrder): ProgressStep[] {
  const steps = stepsOf(order);
  const done = order.status === 'CONFIRMED' || order.status === 'PAID_OUT';
  const ended = ENDED[order.status];
  const current = done ? steps.length : stepIndexOf(steps, order);
  return steps.map((step, i) => {
    if (i === 0) {
      return {
        key: step.key,
        title: step.title,
        state: 'finish',
        description: `提交于 ${formatDateTime(order.timeline[0]?.at)}`,
      };
    }
    if (i < current) {
      const later = steps.slice(i + 1).flatMap((s) => s.covers);
      const at = firstEntered(order, done ? [...later, order.status] : later);
      return {
        key: step.key,
        title: step.title,
        state: 'finish',
        ...(at ? { description: `完成于 ${formatDateTime(at)}` } : {}),
      };
    }
    if (i === current) {
      if (ended) return { key: step.key, title: step.title, state: 'error', description: ended };
      return {
        key: step.key,
        title: step.title,
        state: 'process',
        description: step.live?.[order.status] ?? ORDER_STATUS_LABEL[order.status],
      };
    }
    return { key: step.key, title: step.title, state: 'wait' };
  });
}

/** antd-mobile's Steps `current`: the live (or stopped) step; past the end when all are done. */
export function currentStepIndex(steps: readonly ProgressStep[]): number {
  const live = steps.findIndex((step) => step.state === 'process' || step.state === 'error');
  return live >= 0 ? live : steps.length - 1;
}
