import { Button } from 'antd-mobile';
import { useId, useRef, useState, type ReactNode } from 'react';
import { type DigitsFormat, DigitsInput } from '@/page-kit/digits-input';
import { useSubmit } from '@/page-kit/submit';
import { useSmsCode, type SmsCodeOptions } from './use-sms-code';
import './sms-code.css';

const CODE_LENGTH = 6;

/** A 6-digit one-time code: digits only, pasted text ("验证码 123456") cleaned, SMS autofill. */
export const SMS_CODE: DigitsFormat = {
  groups: [CODE_LENGTH],
  maxLength: CODE_LENGTH,
  clean: (raw) => raw.replace(/\D/g, '').slice(0, CODE_LENGTH),
  inputMode: 'numeric',
  type: 'text',
  autoComplete: 'one-time-code',
};

export interface SmsCodeStepProps<T> extends SmsCodeOptions<T> {
  /**
   * The verify call with the code and the send's ticket (its serial number), then whatever
   * follows success (toast, navigation). Rejects when refused: the code is cleared for a retry.
   */
  verify: (code: string, ticket: T) => Promise<unknown>;
  /** Default 确定. */
  submitText?: string;
  /** A note under the button (收不到验证码？…). */
  tip?: ReactNode;
}

/**
 * The SMS step shared by the five SMS routes (smsVerification, assetShortMessage,
 * changeShortMessage, smsOlderVer, fiscal/note): where the code went, the code field, 获取验证码 /
 * 重新获取(59s), and 确定. Sending and verifying are the page's calls; both go through useSubmit,
 * so bursts, double taps and Enter presses start one request each.
 */
export function SmsCodeStep<T>({ verify, submitText = '确定', tip, ...options }: SmsCodeStepProps<T>) {
  const id = useId();
  const sms = useSmsCode(options);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ready = sms.ticket !== undefined && code.length === CODE_LENGTH;

  const submit = useSubmit(async () => {
    if (sms.ticket === undefined || code.length !== CODE_LENGTH) return;
    try {
      await verify(code, sms.ticket);
    } catch (error) {
      // Wrong or expired code: the catalogue has shown the server's message; type it again.
      setCode('');
      input.current?.focus();
      throw error;
    }
  });

  return (
    <form
      className="sms-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run();
      }}
    >
      <p className="sms-code-status" aria-live="polite">
        {sms.statusText}
      </p>
      <div className="sms-code-row">
        <label className="sms-code-label" htmlFor={`${id}-code`}>
          短信验证码
        </label>
        <DigitsInput
          ref={input}
          id={`${id}-code`}
          className="sms-code-input"
          format={SMS_CODE}
          placeholder="请输入6位验证码"
          value={code}
          onChange={setCode}
        />
        <Button
          className="sms-code-resend"
          size="small"
          fill="none"
          color="primary"
          disabled={sms.sending || sms.countdown > 0}
          onClick={() => void sms.request()}
        >
          {sms.buttonText}
        </Button>
      </div>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submit.pending}
        disabled={submit.pending || !ready}
      >
        {submitText}
      </Button>
      {tip ? <p className="sms-code-tip">{tip}</p> : null}
    </form>
  );
}
