import { useQueryClient } from '@tanstack/react-query';
import {
  getSnrIvtMakeOrderCheckQueryOptions,
  useMakeOrder,
  useSnrIvtMakeOrder,
} from '@gen/hooks/order/order';
import type { MakeOrderData } from '@gen/model/makeOrderData';
import type { MakeOrderRequest } from '@gen/model/makeOrderRequest';
import { isBusinessError } from '@/api/business-error';
import { confirmDialog } from '@/page-kit/confirm-dialog';

/** makeOrder's codes the amount form handles in place (the senior order answers the same). */
const ORDER_CODES = ['05043002', '05043003', '05043004', '05043006', '05043007', '05043009'] as const;

/**
 * Places the subscription: makeOrder, or for an investor of 65 or more the senior-investor path
 * (snrIvtMakeOrderCheck → the notices to confirm one by one in a dialog → snrIvtMakeOrder with
 * them). Resolves undefined when the investor declines the notices. A server that finds the
 * investor under 65 (05043011) gets the ordinary order.
 */
export function usePlaceOrder(elderly: boolean) {
  const queryClient = useQueryClient();
  const makeOrder = useMakeOrder({ request: { label: '提交', ownCodes: [...ORDER_CODES] } });
  const seniorOrder = useSnrIvtMakeOrder({
    request: { label: '提交', ownCodes: [...ORDER_CODES, '05043012'] },
  });

  return async (data: MakeOrderRequest): Promise<MakeOrderData | undefined> => {
    if (!elderly) return makeOrder.mutateAsync({ data });
    const { requestNo: _requestNo, agreements: _agreements, ...order } = data;
    let check;
    try {
      check = await queryClient.fetchQuery(
        getSnrIvtMakeOrderCheckQueryOptions(order, {
          query: { staleTime: 0 },
          request: { ownCodes: ['05043011'] },
        }),
      );
    } catch (error) {
      if (isBusinessError(error, '05043011')) return makeOrder.mutateAsync({ data });
      throw error;
    }
    const agreed = await confirmDialog({
      title: '老年投资者购买确认',
      content: check.notices.map((n, i) => `${i + 1}. ${n.title}：${n.text}`).join('\n'),
      okBtnText: '我已逐项知晓，继续',
      noBtnText: '暂不购买',
    });
    if (!agreed) return undefined;
    return seniorOrder.mutateAsync({
      data: { ...data, acknowledgements: check.notices.map((n) => n.code) },
    });
  };
}
