import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRouteDef } from '../../../routing/route-context';
import { TitleBar } from '../../../widgets/title-bar/title-bar';
import { SmsStep } from '../components/sms-step';
import { pendingSubmission, usePendingSubmission } from '../model/pending-submission';
import './bank-card-pages.css';

/**
 * smsVerification: confirms the pending add/edit with the SMS code. The form lives in memory
 * only (see pending-submission.ts), so after a refresh there is nothing to confirm: the page
 * says so and goes back to the form, keeping edit mode through the query.
 */
export default function SmsVerificationPage() {
  const title = useRouteDef()?.title ?? '短信验证';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cardId = params.get('cardId');
  // Decided once, on arrival: the submission is cleared on success too, and that must not
  // count as "lost".
  const [lost] = useState(() => pendingSubmission.get() === null);
  const pending = usePendingSubmission();

  useEffect(() => {
    if (!lost) return;
    Toast.show({ content: '页面已失效，请重新填写银行卡信息', duration: 2000 });
    navigate(`/phone/addOrEditBankCard${cardId ? `?cardId=${encodeURIComponent(cardId)}` : ''}`, {
      replace: true,
    });
  }, [lost, cardId, navigate]);

  return (
    <div className="bank-card-page">
      <TitleBar navTitleData={{ title, leftText: ' ' }} />
      <main className="bank-card-page-body">
        {pending && !lost ? <SmsStep submission={pending} /> : null}
      </main>
    </div>
  );
}
