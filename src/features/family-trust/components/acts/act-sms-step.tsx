import { useState } from 'react';
import { useSendBusiSms } from '@gen/hooks/auth/auth';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { RefusalNote } from '@/page-kit/refusal-note';
import { SmsCodeStep, type SmsSendMemory } from '@/page-kit/sms-code';

/**
 * The SMS confirmation of a family-trust act: the business SMS (sendBusiSms, bizType OTHER, bizNo
 * the agreement or the trust) sent on arrival, then the act with the code. A wrong or spent code
 * (05190006 / 05190007) is said above the field for another try; any other refusal goes to the
 * caller (`onRefused`), which says it in the sheet.
 */
export function ActSmsStep({
  bizNo,
  submitText,
  act,
  memory,
}: {
  bizNo: string;
  submitText: string;
  act: (proof: { smsCode: string; smsSerialNo: string }) => Promise<unknown>;
  /** The sheet's memory of the code sent: back to the form and on again sends no second code. */
  memory: SmsSendMemory<SmsTicket>;
}) {
  const send = useSendBusiSms({ request: { hideLoading: true } });
  const [codeError, setCodeError] = useState<string>();
  return (
    <>
      {codeError ? <RefusalNote>{codeError}</RefusalNote> : null}
      <SmsCodeStep<SmsTicket>
        autoSend
        memory={memory}
        send={async () => {
          const ticket = await send.mutateAsync({ data: { bizType: 'OTHER', bizNo } });
          if (!ticket) throw new Error('sendBusiSms: no ticket in the answer');
          return ticket;
        }}
        verify={async (smsCode, ticket) => {
          setCodeError(undefined);
          try {
            await act({ smsCode, smsSerialNo: ticket.smsSerialNo });
          } catch (error) {
            if (isBusinessError(error, '05190006')) setCodeError('短信验证码错误，请重新输入');
            else if (isBusinessError(error, '05190007')) setCodeError('短信验证码已失效，请重新获取');
            throw error;
          }
        }}
        submitText={submitText}
        tip="验证码将发送至您在我司预留的手机号。收不到验证码？请稍后重新获取，或联系家族办公室。"
      />
    </>
  );
}
