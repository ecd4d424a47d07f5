import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useCheckVoteSmsCode, useGetVoteVerificationCode } from '@gen/hooks/auth/auth';
import { useSubmitVoteChoices } from '@gen/hooks/vote/vote';
import type { CastChoice } from '@gen/model/castChoice';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { VoteReceipt } from '@gen/model/voteReceipt';
import { isBusinessError } from '@/api/business-error';
import { SmsCodeStep, type SmsSendState } from '@/page-kit/sms-code';
import { RefusalNote } from '@/page-kit/refusal-note';

/** What ended the vote on the server's side (05110001 / 05110002 / 05110101): reload and say so. */
export type VoteGone = 'closed' | 'voted' | 'missing';

export interface VoteSmsStepProps {
  voteId: string;
  ballot: readonly CastChoice[];
  onCast: (receipt: VoteReceipt) => void;
  onGone: (why: VoteGone) => void;
  onEdit: () => void;
}

/**
 * The SMS proves it is the holder who casts the ballot: getVoteVerificationCode → the code →
 * checkVoteSmsCode (a one-time token, kept for a retry of the submit) → submitVoteChoices.
 * 05110003 (the token no longer counts) asks for a new code in place.
 */
export function VoteSmsStep({ voteId, ballot, onCast, onGone, onEdit }: VoteSmsStepProps) {
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>({ requested: false });
  const [notice, setNotice] = useState<string>();
  const checkToken = useRef<string>(undefined);
  const send = useGetVoteVerificationCode({ request: { hideLoading: true } });
  // No label: a "验证成功" toast would hold the ballot back for its 2 s before submitVoteChoices goes out.
  const check = useCheckVoteSmsCode();
  const submit = useSubmitVoteChoices({
    request: { label: '提交', ownCodes: ['05110001', '05110002', '05110003', '05110101'] },
  });

  const verify = async (smsCode: string, ticket: SmsTicket) => {
    setNotice(undefined);
    checkToken.current ??= (
      await check.mutateAsync({ data: { voteId, smsCode, smsSerialNo: ticket.smsSerialNo } })
    ).checkToken;
    try {
      onCast(
        await submit.mutateAsync({ data: { voteId, choices: [...ballot], checkToken: checkToken.current } }),
      );
    } catch (error) {
      if (isBusinessError(error, '05110003')) {
        checkToken.current = undefined;
        setSms({ requested: false });
        setNotice('验证已失效，请重新获取短信验证码后提交。');
      } else if (isBusinessError(error, '05110001')) onGone('closed');
      else if (isBusinessError(error, '05110002')) onGone('voted');
      else if (isBusinessError(error, '05110101')) onGone('missing');
      throw error;
    }
  };

  return (
    <section className="vote-section" aria-label="短信确认">
      <h2>短信确认</h2>
      <p className="vote-text">表决提交后不可更改。请确认以上意见无误，输入短信验证码完成表决。</p>
      {notice ? <RefusalNote>{notice}</RefusalNote> : null}
      <SmsCodeStep<SmsTicket>
        memory={{ state: sms, update: setSms }}
        send={async () => {
          const ticket = await send.mutateAsync({ data: { voteId } });
          if (!ticket) throw new Error('getVoteVerificationCode: no ticket in the answer');
          return ticket;
        }}
        verify={verify}
        submitText="确认表决"
        tip="验证码将发送至您在我司预留的手机号。收不到验证码？请稍后重新获取，或致电400-820-8888。"
      />
      <Button block fill="outline" color="primary" className="vote-edit" onClick={onEdit}>
        修改意见
      </Button>
    </section>
  );
}
