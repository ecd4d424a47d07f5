import { Button } from 'antd-mobile';
import type { Ref } from 'react';
import type { SmsTicket } from '@gen/model/smsTicket';
import { DigitsInput } from '@/page-kit/digits-input';
import { FieldRow } from '@/page-kit/form';
import { SMS_CODE, type SmsSendMemory, useSmsCode } from '@/page-kit/sms-code';

export interface CodeRowProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** 获取验证码 stays off (the phone is locked). */
  disabled: boolean;
  send: () => Promise<SmsTicket>;
  memory: SmsSendMemory<SmsTicket>;
}

/**
 * The SMS code row of the login form: the 6-digit field and 获取验证码 / 重新获取(59s) on the page
 * kit's useSmsCode (60 s unless the ticket says otherwise; a burst of taps sends once).
 */
export function CodeRow({ id, inputRef, value, onChange, error, disabled, send, memory }: CodeRowProps) {
  const sms = useSmsCode<SmsTicket>({ send, memory });
  return (
    <FieldRow label="验证码" htmlFor={id} error={error} errorId={`${id}-error`}>
      <div className="login-inline-control">
        <DigitsInput
          ref={inputRef}
          id={id}
          className="login-code-input"
          format={SMS_CODE}
          placeholder="请输入6位验证码"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={onChange}
        />
        <Button
          className="login-code-send"
          size="small"
          fill="none"
          color="primary"
          disabled={sms.sending || sms.countdown > 0 || disabled}
          onClick={() => void sms.request()}
        >
          {sms.buttonText}
        </Button>
      </div>
    </FieldRow>
  );
}
