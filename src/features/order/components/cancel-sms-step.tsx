import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSendBusiSms } from '@gen/hooks/auth/auth';
import {
  getQueryOrderDetailQueryKey,
  getQueryOrderListInfiniteQueryKey,
  getQueryRefundStatusQueryKey,
  useCancelOrderCheck,
} from '@gen/hooks/order/order';
import type { CancelOrderData } from '@gen/model/cancelOrderData';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { SmsCodeStep } from '@/page-kit/sms-code';
import type { Refusal } from './cancel-outcomes';
import '../styles/order-detail.css';

/** The SMS code that confirms the cancel (sendBusiSms CANCEL_ORDER, then cancelOrderCheck). */
export function SmsStep({
  order,
  onDone,
  onRefused,
}: {
  order: OrderDetail;
  onDone: (result: CancelOrderData) => void;
  onRefused: (code: Refusal) => void;
}) {
  const queryClient = useQueryClient();
  const { orderNo } = order;
  const [codeError, setCodeError] = useState<string>();
  const send = useSendBusiSms({ request: { hideLoading: true } });
  const cancel = useCancelOrderCheck({
    request: { label: '撤销', ownCodes: ['05040003', '05040004', '05040005', '05040007', '05040008'] },
  });
  return (
    <>
      <p className="order-note">为确认是您本人操作，请输入短信验证码以撤销订单 {orderNo}。</p>
      {codeError ? (
        <p className="order-warning" role="alert">
          {codeError}
        </p>
      ) : null}
      <SmsCodeStep<SmsTicket>
        autoSend
        send={async () => {
          const ticket = await send.mutateAsync({ data: { bizType: 'CANCEL_ORDER', bizNo: orderNo } });
          if (!ticket) throw new Error('sendBusiSms: no ticket in the answer');
          return ticket;
        }}
        verify={async (smsCode, ticket) => {
          setCodeError(undefined);
          try {
            const result = await cancel.mutateAsync({
              data: { orderNo, smsCode, smsSerialNo: ticket.smsSerialNo },
            });
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: getQueryOrderDetailQueryKey({ orderNo }) }),
              queryClient.invalidateQueries({ queryKey: getQueryRefundStatusQueryKey({ orderNo }) }),
              queryClient.invalidateQueries({ queryKey: getQueryOrderListInfiniteQueryKey().slice(0, 3) }),
            ]);
            onDone(result);
          } catch (error) {
            if (isBusinessError(error, '05040007')) setCodeError('短信验证码错误，请重新输入');
            else if (isBusinessError(error, '05040008')) setCodeError('短信验证码已失效，请重新获取');
            else if (isBusinessError(error, '05040003')) onRefused('05040003');
            else if (isBusinessError(error, '05040004')) onRefused('05040004');
            else if (isBusinessError(error, '05040005')) onRefused('05040005');
            throw error;
          }
        }}
        submitText="确认撤销"
        tip="验证码将发送至您在我司预留的手机号。收不到验证码？请稍后重新获取，或致电400-820-8888。"
      />
    </>
  );
}
