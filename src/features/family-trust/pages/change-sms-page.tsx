import { Button, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getQueryBnftAccountInfoQueryKey,
  getQueryChangeBeneficiaryRecordInfiniteQueryKey,
  useChangeAccountSendSmsCode,
  useChangeBeneficiaryAccount,
} from '@gen/hooks/family-trust/family-trust';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import { ChangeSummary } from '../components/change-summary';
import { pendingChange, usePendingChange, type PendingChange } from '../model/pending-change';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/account-change.css';

/** The send's refusals this page explains itself (no toast): the change cannot go ahead as chosen. */
const SEND_REFUSALS = ['05190002', '05190003', '05190004', '05190010'] as const;
type SendRefusal = (typeof SEND_REFUSALS)[number];

/**
 * changeShortMessage: changeAccountSendSmsCode checks the change and sends the code on arrival
 * (重新获取 repeats it); changeBeneficiaryAccount submits the change with the code, and the
 * change's detail (审核中) replaces this step. A change that cannot go ahead (one in review, the
 * card is the current one or gone, the trust takes no change) is explained with the way back.
 * The change lives in memory only: opened directly, the page goes back to the accounts.
 */
export default function ChangeSmsPage() {
  const navigate = useNavigate();
  const [lost] = useState(() => pendingChange.get() === null);
  const pending = usePendingChange();

  useEffect(() => {
    if (!lost) return;
    Toast.show({ content: '页面已失效，请重新选择受益账户', duration: 2000 });
    void navigate(hrefTo('trustChangeList'), { replace: true });
  }, [lost, navigate]);

  return <PageFrame>{pending && !lost ? <ChangeSmsStep change={pending} /> : null}</PageFrame>;
}

function ChangeSmsStep({ change }: { change: PendingChange }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<SendRefusal>();
  const send = useChangeAccountSendSmsCode({ request: { hideLoading: true, ownCodes: [...SEND_REFUSALS] } });
  const submit = useChangeBeneficiaryAccount();

  if (refused) return <SendRefused code={refused} change={change} />;

  return (
    <>
      <section className="ft-section" aria-labelledby="ft-sms-what">
        <h2 id="ft-sms-what" className="ft-section-title">
          受益账户变更
        </h2>
        <p className="ft-row-meta">{change.trustName}</p>
        <ChangeSummary oldAccount={change.oldAccount} newAccount={change.newAccount} />
      </section>
      <SmsCodeStep<SmsTicket>
        autoSend
        memory={{ state: change.sms, update: pendingChange.setSms }}
        send={async () => {
          try {
            return await send.mutateAsync({
              data: { trustCode: change.trustCode, newCardId: change.newCardId },
            });
          } catch (error) {
            const code = SEND_REFUSALS.find((c) => isBusinessError(error, c));
            if (code) setRefused(code);
            throw error;
          }
        }}
        verify={async (smsCode, ticket) => {
          const record = await submit.mutateAsync({
            data: {
              trustCode: change.trustCode,
              newCardId: change.newCardId,
              reasonCode: change.reasonCode,
              ...(change.reasonText ? { reasonText: change.reasonText } : {}),
              bankCardFileIds: change.bankCardFileIds,
              idCardFileIds: change.idCardFileIds,
              smsCode,
              smsSerialNo: ticket.smsSerialNo,
            },
          });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: getQueryBnftAccountInfoQueryKey().slice(0, 2) }),
            queryClient.invalidateQueries({
              queryKey: getQueryChangeBeneficiaryRecordInfiniteQueryKey().slice(0, 3),
            }),
          ]);
          void navigate(hrefTo('changeDetail', { applyNo: record.applyNo }), { replace: true });
          pendingChange.clear();
        }}
        submitText="确认提交"
        tip="验证通过即提交受托人审核。收不到验证码？请确认预留手机号可正常接收短信。"
      />
    </>
  );
}

const REFUSAL_TEXT: Record<SendRefusal, { title: string; description: string }> = {
  '05190002': {
    title: '已有变更在审核中',
    description: '该信托已有受益账户变更在审核中，审核完成后方可再次申请。',
  },
  '05190003': { title: '新账户与当前账户相同', description: '请返回重新选择一张本人名下的其他银行卡。' },
  '05190004': { title: '所选银行卡不可用', description: '该银行卡不存在或已解绑，请返回重新选择。' },
  '05190010': { title: '暂不可变更', description: '该信托当前不可变更受益账户，如有疑问请联系家族办公室。' },
};

function SendRefused({ code, change }: { code: SendRefusal; change: PendingChange }) {
  const navigate = useNavigate();
  const text = REFUSAL_TEXT[code];
  const back =
    code === '05190003' || code === '05190004'
      ? { label: '重新选择银行卡', to: hrefTo('selectBankList', { trustCode: change.trustCode }) }
      : { label: '返回受益账户变更', to: hrefTo('trustChangeList') };
  return (
    <ResultView status="warning" title={text.title} description={text.description}>
      <Button
        block
        color="primary"
        onClick={() => {
          pendingChange.clear();
          void navigate(back.to, { replace: true });
        }}
      >
        {back.label}
      </Button>
    </ResultView>
  );
}
