import { Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSendBusiSms } from '@gen/hooks/auth/auth';
import {
  getElderInvestorDeclarationSignStatusQueryKey,
  getInvestGetInvestorStatusQueryKey,
  useSignElderInvestorDeclaration,
} from '@gen/hooks/risk/risk';
import type { SmsTicket } from '@gen/model/smsTicket';
import { PageFrame } from '@/page-kit/page-frame';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { SignedDeclaration } from '../components/signed-declaration';
import { pendingDeclaration, usePendingDeclaration } from '../model/pending-declaration';
import '../styles/risk.css';

/**
 * smsOlderVer: the SMS code (sendBusiSms ELDER_DECLARATION, sent on arrival) confirms the
 * declaration from commitment (signElderInvestorDeclaration). Signed: the result and the way on.
 * Opened without a declaration in hand (a refresh): back to commitment.
 */
export default function ElderlySmsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { redirect } = usePageQuery('smsOlderVer');
  const [lost] = useState(() => pendingDeclaration.get() === null);
  const pending = usePendingDeclaration();
  const [signedAt, setSignedAt] = useState<string>();
  const send = useSendBusiSms({ request: { hideLoading: true } });
  const sign = useSignElderInvestorDeclaration({ request: { label: '签署' } });

  useEffect(() => {
    if (!lost) return;
    Toast.show({ content: '页面已失效，请重新确认声明内容', duration: 2000 });
    navigate(hrefTo('commitment', { redirect }), { replace: true });
  }, [lost, redirect, navigate]);

  if (signedAt) {
    return (
      <PageFrame title="签署完成" back={false}>
        <SignedDeclaration signedAt={signedAt} redirect={redirect} />
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      {pending && !lost ? (
        <>
          <p className="risk-intro">为确认是您本人签署《老年投资者声明》，请输入短信验证码。</p>
          <SmsCodeStep<SmsTicket>
            autoSend
            memory={{ state: pending.sms, update: pendingDeclaration.setSms }}
            send={async () => {
              const ticket = await send.mutateAsync({ data: { bizType: 'ELDER_DECLARATION' } });
              if (!ticket) throw new Error('sendBusiSms: no ticket in the answer');
              return ticket;
            }}
            verify={async (smsCode, ticket) => {
              const { sms: _sms, redirect: _redirect, ...declaration } = pending;
              const done = await sign.mutateAsync({
                data: { ...declaration, smsCode, smsSerialNo: ticket.smsSerialNo },
              });
              await Promise.all([
                queryClient.invalidateQueries({
                  queryKey: getElderInvestorDeclarationSignStatusQueryKey({}),
                }),
                queryClient.invalidateQueries({ queryKey: getInvestGetInvestorStatusQueryKey({}) }),
              ]);
              setSignedAt(done.signedAt);
              pendingDeclaration.clear();
            }}
            submitText="确认签署"
            tip="验证码将发送至您在我司预留的手机号。收不到验证码？请稍后重新获取，或致电400-820-8888。"
          />
        </>
      ) : null}
    </PageFrame>
  );
}
