import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getQueryTrustApplyListQueryKey,
  useFamilyAddedSign,
  useFamilyToSign,
} from '@gen/hooks/family-trust/family-trust';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { TrustApplication } from '@gen/model/trustApplication';
import { isBusinessError } from '@/api/business-error';
import { BottomSheet } from '@/page-kit/bottom-sheet';
import { CheckBox } from '@/page-kit/check-box';
import type { SmsSendState } from '@/page-kit/sms-code';
import { KIND_NAMES } from '../../model/apply-form';
import { moneyText, wallTime, wanText } from '../../model/text';
import { ActSmsStep } from './act-sms-step';

const OWN = ['05190006', '05190007', '05190020'] as const;

/**
 * Signing an agreement the family office prepared (the trust contract: familyToSign; a
 * supplementary agreement adding property: familyAddedSign): its key terms, 我已阅读并同意, the SMS
 * code, then the sheet closes and the lists are read again (the item 审核中, the trustee confirms).
 * An agreement no longer waiting for a signature (05190020) closes the sheet and re-reads.
 */
export function SignSheet({ item, onClose }: { item: TrustApplication | undefined; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [step, setStep] = useState<'read' | 'sms'>('read');
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>({ requested: false });
  const toSign = useFamilyToSign({ request: { label: '签约', ownCodes: [...OWN] } });
  const addedSign = useFamilyAddedSign({ request: { label: '签约', ownCodes: [...OWN] } });

  const close = () => {
    setAgreed(false);
    setStep('read');
    setSms({ requested: false });
    onClose();
  };
  const reread = () =>
    queryClient.invalidateQueries({ queryKey: getQueryTrustApplyListQueryKey().slice(0, 2) });

  const act = async (proof: { smsCode: string; smsSerialNo: string }) => {
    if (!item) return;
    const call = item.kind === 'TRUST_CONTRACT' ? toSign : addedSign;
    try {
      await call.mutateAsync({ data: { agreementNo: item.applyNo, ...proof } });
      await reread();
      close();
    } catch (error) {
      if (isBusinessError(error, '05190020')) {
        await reread();
        close();
      }
      throw error;
    }
  };

  return (
    <BottomSheet
      visible={item !== undefined}
      onClose={close}
      title={item ? KIND_NAMES[item.kind] : ''}
      padded
    >
      {item && step === 'read' ? (
        <>
          <h3 className="ft-sign-title">{item.title}</h3>
          <dl className="ft-facts">
            <div className="ft-fact-wide">
              <dt>信托</dt>
              <dd>{item.trustName}</dd>
            </div>
            {item.amount ? (
              <div className="ft-fact-wide">
                <dt>{item.kind === 'TRUST_CONTRACT' ? '设立财产' : '追加金额'}</dt>
                <dd>
                  {moneyText(item.amount)}
                  {wanText(item.amount) ? `（${wanText(item.amount)}）` : ''}
                </dd>
              </div>
            ) : null}
            <div className="ft-fact-wide">
              <dt>备妥时间</dt>
              <dd>{wallTime(item.createdAt)}</dd>
            </div>
          </dl>
          {item.terms ? <p className="ft-sign-terms">{item.terms}</p> : null}
          <CheckBox checked={agreed} onChange={setAgreed}>
            我已阅读并同意《{item.title}》的全部条款
          </CheckBox>
          <Button block color="primary" size="large" disabled={!agreed} onClick={() => setStep('sms')}>
            下一步
          </Button>
        </>
      ) : null}
      {item && step === 'sms' ? (
        <ActSmsStep
          bizNo={item.applyNo}
          submitText="确认签署"
          act={act}
          memory={{ state: sms, update: setSms }}
        />
      ) : null}
    </BottomSheet>
  );
}
