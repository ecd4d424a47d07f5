import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getQueryTrustApplyListQueryKey,
  useApplyForChangeOfTerm,
  useConditionalDistributionApply,
  useTempDistributeApply,
} from '@gen/hooks/family-trust/family-trust';
import type { BeneficiaryRight } from '@gen/model/beneficiaryRight';
import type { DistributionConditionCode } from '@gen/model/distributionConditionCode';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { BottomSheet } from '@/page-kit/bottom-sheet';
import { RefusalNote } from '@/page-kit/refusal-note';
import type { SmsSendState } from '@/page-kit/sms-code';
import {
  APPLY_TITLES,
  contractAmount,
  EMPTY_APPLY,
  type ApplyFormValues,
  type ApplyKind,
} from '../../model/apply-form';
import { chinaToday } from '../../model/text';
import { ActSmsStep } from './act-sms-step';
import { ApplyForm } from './apply-form';

const SMS = ['05190006', '05190007'] as const;

/**
 * One application in a bottom sheet: the entries, then the SMS code that confirms it, then the
 * sheet closes and the trust's 申请与签约 list is read again (the new application 审核中 on top).
 * Refusals: above the single-distribution limit (05190022) back to the amount; one of a kind in
 * review (05190021), settlor only (05190023), a bad date (05190024) said in the sheet.
 */
export function ApplySheet({
  kind,
  trustCode,
  beneficiaries,
  onClose,
}: {
  kind: ApplyKind | undefined;
  trustCode: string;
  beneficiaries: readonly BeneficiaryRight[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ApplyFormValues>(EMPTY_APPLY);
  const [step, setStep] = useState<'form' | 'sms'>('form');
  const [refusal, setRefusal] = useState<string>();
  const [amountNote, setAmountNote] = useState<string>();
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>({ requested: false });
  const label = { label: '提交申请' };
  const temp = useTempDistributeApply({
    request: { ...label, ownCodes: [...SMS, '05190021', '05190022', '05190023'] },
  });
  const conditional = useConditionalDistributionApply({
    request: { ...label, ownCodes: [...SMS, '05190021', '05190022'] },
  });
  const term = useApplyForChangeOfTerm({
    request: { ...label, ownCodes: [...SMS, '05190021', '05190023', '05190024'] },
  });

  const close = () => {
    setValues(EMPTY_APPLY);
    setStep('form');
    setRefusal(undefined);
    setAmountNote(undefined);
    setSms({ requested: false });
    onClose();
  };

  const act = async (proof: { smsCode: string; smsSerialNo: string }) => {
    setRefusal(undefined);
    try {
      if (kind === 'TEMP_DISTRIBUTION')
        await temp.mutateAsync({
          data: {
            trustCode,
            beneficiaryId: values.beneficiaryId,
            amount: contractAmount(values.amount),
            reason: values.reason.trim(),
            ...proof,
          },
        });
      else if (kind === 'CONDITIONAL_DISTRIBUTION')
        await conditional.mutateAsync({
          data: {
            trustCode,
            beneficiaryId: values.beneficiaryId,
            conditionCode: values.conditionCode as DistributionConditionCode,
            amount: contractAmount(values.amount),
            description: values.reason.trim(),
            ...proof,
          },
        });
      else
        await term.mutateAsync({
          data: {
            trustCode,
            newMaturityDate: values.newMaturityDate,
            reason: values.reason.trim(),
            ...proof,
          },
        });
      await queryClient.invalidateQueries({ queryKey: getQueryTrustApplyListQueryKey({ trustCode }) });
      await queryClient.invalidateQueries({ queryKey: getQueryTrustApplyListQueryKey({}) });
      close();
    } catch (error) {
      if (isBusinessError(error, '05190022')) {
        setAmountNote('申请金额超过信托合同约定的单次分配上限，请调整');
        setStep('form');
      } else if (isBusinessError(error, '05190021')) setRefusal('该信托已有同类申请在审核中，请勿重复申请');
      else if (isBusinessError(error, '05190023')) setRefusal('仅委托人可以办理该事项');
      else if (isBusinessError(error, '05190024')) {
        setRefusal('新的到期日须晚于今日且与当前到期日不同');
        setStep('form');
      }
      throw error;
    }
  };

  return (
    <BottomSheet visible={kind !== undefined} onClose={close} title={kind ? APPLY_TITLES[kind] : ''} padded>
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      {kind && step === 'form' ? (
        <ApplyForm
          kind={kind}
          beneficiaries={beneficiaries}
          initial={values}
          today={chinaToday()}
          amountNote={amountNote}
          onNext={(next) => {
            setValues(next);
            setAmountNote(undefined);
            setStep('sms');
          }}
        />
      ) : null}
      {kind && step === 'sms' ? (
        <ActSmsStep
          bizNo={trustCode}
          submitText="确认提交"
          act={act}
          memory={{ state: sms, update: setSms }}
        />
      ) : null}
    </BottomSheet>
  );
}
