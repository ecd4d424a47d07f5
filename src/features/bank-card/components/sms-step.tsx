import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getBankCardListQueryKey,
  useAddBankCard,
  useBankCardSMSCode,
  useUpdateBankCardInfo,
} from '@gen/hooks/bank-card/bank-card';
import type { BankCardSmsCodeData } from '@gen/model/bankCardSmsCodeData';
import type { BankCardSmsCodeRequest } from '@gen/model/bankCardSmsCodeRequest';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { pendingSubmission, type PendingSubmission } from '../model/pending-submission';

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
 * The bank card's SMS step on the page kit's SmsCodeStep: bankCardSMSCode sends (once on arrival,
 * then 重新获取 after the countdown), addBankCard / updateBankCardInfo verify with the code and its
 * serial. The send state lives in the pending submission, so going back to the form and on again
 * unchanged keeps the code and the countdown. Success: the catalogue's "添加成功" / "修改成功"
 * toast, then back to the list.
 */
export function SmsStep({ submission }: { submission: PendingSubmission }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useBankCardSMSCode({ request: { hideLoading: true } });
  const add = useAddBankCard({ request: { label: '添加' } });
  const update = useUpdateBankCardInfo({ request: { label: '修改' } });

  const verify = async (smsCode: string, ticket: BankCardSmsCodeData) => {
    const proof = { smsCode, smsSerialNo: ticket.smsSerialNo };
    const { values } = submission;
    // The form only hands over a validated region; the fallback keeps the types honest, and the
    // server would refuse an empty one.
    const region = values.region ?? { provinceCode: '', provinceName: '', cityCode: '', cityName: '' };
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
    // Refetched now, though no list is mounted, so that the list shows the change on arrival.
    await queryClient.invalidateQueries({ queryKey: getBankCardListQueryKey({}), refetchType: 'all' });
    if (submission.startedFromList) navigate(-2);
    else navigate('/phone/bankCardList', { replace: true });
    pendingSubmission.clear();
  };

  return (
    <SmsCodeStep<BankCardSmsCodeData>
      autoSend
      memory={{ state: submission.sms, update: pendingSubmission.setSms }}
      send={async () => {
        const ticket = await send.mutateAsync({ data: smsRequestOf(submission) });
        // An empty answer is not a ticket: treat it as a failed send, so 获取验证码 is offered again.
        if (!ticket) throw new Error('bankCardSMSCode: no ticket in the answer');
        return ticket;
      }}
      verify={verify}
      tip="收不到验证码？请确认银行预留手机号无误，或稍后重新获取。"
    />
  );
}
