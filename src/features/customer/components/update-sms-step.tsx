import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSendBusiSms } from '@gen/hooks/auth/auth';
import type { BusiSmsType } from '@gen/model/busiSmsType';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { SmsCodeStep, type SmsSendMemory } from '@/page-kit/sms-code';

export interface UpdateSmsStepProps {
  bizType: Extract<BusiSmsType, 'UPDATE_CUSTOMER_INFO' | 'UPDATE_CONTACT_INFO'>;
  /** What is about to change, in words, above the code (地址 → 上海市徐汇区…). */
  summary: { label: string; value: string }[];
  memory: SmsSendMemory<SmsTicket>;
  /** The confirming write; rejects when refused (05210001 / 05210002 are said here). */
  confirm: (smsCode: string, smsSerialNo: string) => Promise<void>;
  onBack: () => void;
}

/**
 * The SMS confirmation of a change of personal data: the generic business SMS (sendBusiSms) to the
 * reserved phone, sent on arrival; a wrong or expired code is said under the button (no toast) and
 * the field is cleared for a retry. The send state lives in the page, so 返回修改 and on again
 * keeps the countdown and the code already sent.
 */
export function UpdateSmsStep({ bizType, summary, memory, confirm, onBack }: UpdateSmsStepProps) {
  const send = useSendBusiSms({ request: { hideLoading: true } });
  const [codeError, setCodeError] = useState<string>();

  return (
    <div className="person-update-sms">
      <section className="person-update-summary" aria-label="本次修改">
        <h2 className="person-update-summary-title">请确认本次修改</h2>
        <dl>
          {summary.map((item) => (
            <div className="person-update-summary-row" key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SmsCodeStep<SmsTicket>
        autoSend
        memory={memory}
        submitText="确认修改"
        send={async () => {
          const ticket = await send.mutateAsync({ data: { bizType } });
          if (!ticket) throw new Error('sendBusiSms: no ticket in the answer');
          return ticket;
        }}
        verify={async (smsCode, ticket) => {
          setCodeError(undefined);
          try {
            await confirm(smsCode, ticket.smsSerialNo);
          } catch (error) {
            if (isBusinessError(error, '05210001') || isBusinessError(error, '05210002'))
              setCodeError(error.message);
            throw error;
          }
        }}
        tip={
          codeError ? (
            <span className="person-update-error" role="alert">
              {codeError}
            </span>
          ) : (
            '为保障账户安全，修改个人信息需验证预留手机号'
          )
        }
      />
      <Button block fill="none" color="primary" className="person-update-back" onClick={onBack}>
        返回修改
      </Button>
    </div>
  );
}
