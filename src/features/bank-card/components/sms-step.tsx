import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getBankCardListQueryKey,
  useAddBankCard,
  useBankCardSMSCode,
  useUpdateBankCardInfo,
} from '../../../../generated/hooks/bank-card/bank-card';
import type { BankCardSmsCodeRequest } from '../../../../generated/model/bankCardSmsCodeRequest';
import { useReclickGuard } from '../../../widgets/shared/use-reclick-guard';
import { useCountdown } from '../hooks/use-countdown';
import { pendingSubmission, type PendingSubmission } from '../model/pending-submission';
import './sms-step.css';

const CODE_LENGTH = 6;

function smsRequestOf(submission: PendingSubmission): BankCardSmsCodeRequest {
  const { values } = submission;
  if (submission.mode === 'add') {
    return { businessType: 'ADD_CARD', cardNo: values.cardNo, reservedPhone: values.reservedPhone };
  }
  return {
    businessType: 'UPDATE_CARD',
    cardId: submission.cardId,
    ...(values.reservedPhone ? { reservedPhone: values.reservedPhone } : {}),
  };
}

/**
 * The code entry: sends the code on arrival (once, even under StrictMode's double effects),
 * counts 60 s down before a resend, and submits the add/edit with the code and its serial.
 * Success: the catalogue's "添加成功" / "修改成功" toast, then back to the list.
 */
export function SmsStep({ submission }: { submission: PendingSubmission }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLDivElement>(null);
  const { ticket, sentAt, requested } = submission.sms;

  const send = useBankCardSMSCode({ request: { hideLoading: true } });
  const add = useAddBankCard({ request: { label: '添加' } });
  const update = useUpdateBankCardInfo({ request: { label: '修改' } });
  const saving = add.isPending || update.isPending;
  const countdown = useCountdown(ticket && sentAt ? sentAt + ticket.resendAfterSeconds * 1000 : undefined);

  const requestCode = () => {
    if (send.isPending || countdown > 0) return;
    pendingSubmission.markSmsRequested();
    send.mutate(
      { data: smsRequestOf(submission) },
      {
        onSuccess: (data) => {
          if (data) pendingSubmission.smsSent(data, Date.now());
        },
        // The catalogue shows why (e.g. 05020006 too frequent); the button becomes available again.
        onError: () => pendingSubmission.smsFailed(),
      },
    );
  };

  useEffect(() => {
    // The store's flag, set synchronously, is what keeps a second effect run from sending again.
    if (!pendingSubmission.get()?.sms.requested) requestCode();
    // Only on arrival: later sends are the investor's taps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = useReclickGuard(async () => {
    if (saving || !ticket || code.length !== CODE_LENGTH) return;
    const proof = { smsCode: code, smsSerialNo: ticket.smsSerialNo };
    const { values } = submission;
    // The form only hands over a validated region; the fallback keeps the types honest, and the
    // server would refuse an empty one.
    const region = values.region ?? { provinceCode: '', provinceName: '', cityCode: '', cityName: '' };
    try {
      if (submission.mode === 'add') {
        await add.mutateAsync({
          data: {
            cardNo: values.cardNo,
            bnkName: values.bnkName,
            ...region,
            branchName: values.branchName,
            reservedPhone: values.reservedPhone,
            setDefault: submission.setDefault,
            ...proof,
          },
        });
      } else {
        await update.mutateAsync({
          data: {
            cardId: submission.cardId ?? '',
            ...region,
            branchName: values.branchName,
            ...(values.reservedPhone ? { reservedPhone: values.reservedPhone } : {}),
            ...proof,
          },
        });
      }
    } catch {
      // Wrong or expired code: the catalogue has shown the server's message; try again.
      setCode('');
      codeInput.current?.querySelector('input')?.focus();
      return;
    }
    // Refetched now, though no list is mounted, so that the list shows the change on arrival.
    await queryClient.invalidateQueries({ queryKey: getBankCardListQueryKey({}), refetchType: 'all' });
    if (submission.startedFromList) navigate(-2);
    else navigate('/phone/bankCardList', { replace: true });
    pendingSubmission.clear();
  });

  const resendText = send.isPending
    ? '发送中…'
    : countdown > 0
      ? `重新获取(${countdown}s)`
      : ticket
        ? '重新获取'
        : '获取验证码';

  return (
    <form
      className="sms-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="sms-step-intro" aria-live="polite">
        {ticket
          ? `验证码已发送至 ${ticket.sentToMasked}，${Math.round(ticket.expiresInSeconds / 60)}分钟内有效`
          : requested
            ? '正在发送验证码…'
            : '请获取短信验证码'}
      </p>
      <div className="sms-step-row">
        <label className="visually-hidden" htmlFor={`${id}-code`}>
          短信验证码
        </label>
        <div className="sms-step-code" ref={codeInput}>
          <Input
            id={`${id}-code`}
            className="sms-step-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="请输入6位验证码"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(text) => setCode(text.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            clearable
          />
        </div>
        <Button
          className="sms-step-resend"
          size="small"
          fill="none"
          color="primary"
          disabled={send.isPending || countdown > 0}
          onClick={requestCode}
        >
          {resendText}
        </Button>
      </div>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={saving}
        disabled={saving || !ticket || code.length !== CODE_LENGTH}
      >
        确定
      </Button>
      <p className="sms-step-tip">收不到验证码？请确认银行预留手机号无误，或稍后重新获取。</p>
    </form>
  );
}
