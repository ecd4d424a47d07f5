import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { SmsStep } from '../components/sms-step';
import { pendingSubmission, usePendingSubmission } from '../model/pending-submission';

/**
 * smsVerification: confirms the pending add/edit with the SMS code. The form lives in memory
 * only (see pending-submission.ts), so after a refresh there is nothing to confirm: the page
 * says so and goes back to the form, keeping edit mode through the query.
 */
export default function SmsVerificationPage() {
  const navigate = useNavigate();
  const { cardId } = usePageQuery('smsVerification');
  // Decided once, on arrival: the submission is cleared on success too, and that must not
  // count as "lost".
  const [lost] = useState(() => pendingSubmission.get() === null);
  const pending = usePendingSubmission();

  useEffect(() => {
    if (!lost) return;
    Toast.show({ content: '页面已失效，请重新填写银行卡信息', duration: 2000 });
    navigate(hrefTo('addOrEditBankCard', { cardId }), { replace: true });
  }, [lost, cardId, navigate]);

  return <PageFrame>{pending && !lost ? <SmsStep submission={pending} /> : null}</PageFrame>;
}
