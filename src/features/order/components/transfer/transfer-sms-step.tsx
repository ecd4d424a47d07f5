import { useState } from 'react';
import { useSendBusiSms } from '@gen/hooks/auth/auth';
import { useFtsTransferApply } from '@gen/hooks/order/order';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import type { TransferValues } from '@/features/order/model/transfer-schema';
import { SmsCodeStep } from '@/page-kit/sms-code';

/** Where a refusal of the apply call belongs on the form. */
export interface TransferRefusal {
  field?: keyof TransferValues | 'transferee';
  message: string;
  /** The terms changed on the server (transferable shares): read them again. */
  reload?: boolean;
}

export interface TransferSmsStepProps {
  productCode: string;
  request: {
    requestNo: string;
    productCode: string;
    shares: string;
    price: string;
    transfereeName: string;
    transfereeIdNo: string;
  };
  onApplied: (orderNo: string) => Promise<void>;
  onRefused: (refusal: TransferRefusal) => void;
}

const OWN = [
  '05045001',
  '05045002',
  '05045003',
  '05045006',
  '05045007',
  '05045008',
  '05045101',
  '05045102',
  '05045103',
  '05045104',
] as const;

const TRANSFEREE = ['05045101', '05045102', '05045103', '05045104'] as const;

/** The agreement signed by the SMS code (sendBusiSms TRANSFER_BENEFIT) and the application sent. */
export function TransferSmsStep({ productCode, request, onApplied, onRefused }: TransferSmsStepProps) {
  const [codeError, setCodeError] = useState<string>();
  const send = useSendBusiSms({ request: { hideLoading: true } });
  const apply = useFtsTransferApply({ request: { label: '提交', ownCodes: [...OWN] } });
  return (
    <>
      <p className="order-note">
        为确认是您本人操作，请输入短信验证码，签署《信托受益权转让协议》并提交转让申请。
      </p>
      {codeError ? (
        <p className="order-warning" role="alert">
          {codeError}
        </p>
      ) : null}
      <SmsCodeStep<SmsTicket>
        autoSend
        send={async () => {
          const ticket = await send.mutateAsync({
            data: { bizType: 'TRANSFER_BENEFIT', bizNo: productCode },
          });
          if (!ticket) throw new Error('sendBusiSms: no ticket in the answer');
          return ticket;
        }}
        verify={async (smsCode, ticket) => {
          setCodeError(undefined);
          try {
            const applied = await apply.mutateAsync({
              data: { ...request, agreed: true, smsCode, smsSerialNo: ticket.smsSerialNo },
            });
            await onApplied(applied.orderNo);
          } catch (error) {
            const message = error instanceof Error ? error.message : '';
            if (isBusinessError(error, '05045007') || isBusinessError(error, '05045008'))
              setCodeError(message);
            else if (isBusinessError(error, '05045002'))
              onRefused({ field: 'shares', message, reload: true });
            else if (isBusinessError(error, '05045003')) onRefused({ field: 'shares', message });
            else if (isBusinessError(error, '05045006')) onRefused({ field: 'price', message });
            else if (TRANSFEREE.some((code) => isBusinessError(error, code)))
              onRefused({ field: 'transferee', message });
            else if (isBusinessError(error, '05045001')) onRefused({ message });
            throw error;
          }
        }}
        submitText="签署并提交"
        tip="验证码将发送至您在我司预留的手机号。收不到验证码？请稍后重新获取，或致电400-820-8888。"
      />
    </>
  );
}
