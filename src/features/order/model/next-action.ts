import type { OrderDetail } from '@gen/model/orderDetail';
import { hrefTo } from '@/routing/href';

/**
 * The one thing the investor does next on an order, from its status (the detail page's footer
 * button), and whether a cancel is offered beside it. The server's `cancellable` is a display
 * hint only: cancellationOrder asks the server again (cancelOrderCheck) at the moment of the tap.
 */
export interface NextAction {
  label: string;
  href: string;
  /** A line above the button. */
  hint?: string;
  /** Shown as a secondary (outline) button: leaving is not the way forward. */
  secondary?: boolean;
}

export type ActionOrder = Pick<OrderDetail, 'orderNo' | 'type' | 'status' | 'cancellable' | 'proofCount'> &
  Partial<Pick<OrderDetail, 'paymentMethod'>>;

export function nextActionOf(order: ActionOrder): NextAction | undefined {
  const { orderNo } = order;
  if (order.type === 'TRANSFER') {
    // A transfer is signed with its SMS code when applied (makeOverDetails); its page says the rest.
    return order.status === 'TO_SIGN' || order.status === 'SUBMITTED'
      ? { label: '查看转让详情', href: hrefTo('makeOverDetails', { orderNo }), secondary: true }
      : undefined;
  }
  switch (order.status) {
    case 'TO_SIGN':
      return order.type === 'REDEEM'
        ? {
            label: '继续签约',
            href: hrefTo('signContract', { orderNo }),
            hint: '签署赎回确认书后，赎回申请方可提交',
          }
        : {
            label: '继续签约',
            href: hrefTo('signTheContract', { orderNo }),
            hint: '请阅读并签署信托合同等文件',
          };
    case 'TO_RECORD':
      return {
        label: '进入双录',
        href: hrefTo('doubleLinkH5', { orderNo }),
        hint: '本产品需完成录音录像（双录）后方可打款',
      };
    case 'TO_PAY':
      return {
        label: '去打款并上传凭证',
        href: hrefTo('orderUpload', { orderNo }),
        hint: '转账后请上传转账凭证，我司确认到账后进入冷静期',
      };
    case 'FUNDS_CHECKING':
      if (order.paymentMethod === 'WALLET') return undefined;
      return {
        label: order.proofCount > 0 ? '查看转账凭证' : '上传转账凭证',
        href: hrefTo(order.proofCount > 0 ? 'orderLook' : 'orderUpload', { orderNo }),
        secondary: true,
      };
    case 'COOLING_OFF':
      return order.cancellable
        ? {
            label: '撤销认购',
            href: hrefTo('cancellationOrder', { orderNo }),
            hint: '冷静期内可无条件撤销，认购资金全额退还',
            secondary: true,
          }
        : undefined;
    case 'TO_VISIT':
      return {
        label: '填写回访问卷',
        href: hrefTo('saleQuestionnaire', { orderNo }),
        hint: '冷静期已结束，完成回访后认购方可生效',
      };
    default:
      return undefined;
  }
}

/** A cancel beside the next action: before payment only (in the cooling-off it IS the action). */
export function offersCancel(order: ActionOrder): boolean {
  return (
    order.cancellable &&
    (order.status === 'TO_SIGN' || order.status === 'TO_RECORD' || order.status === 'TO_PAY')
  );
}
