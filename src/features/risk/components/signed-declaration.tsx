import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ResultView } from '@/page-kit/result-page';
import type { AppPath } from '@/routing/query-params';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { chineseDateTime } from '../model/chinese-date-time';
import '../styles/risk.css';

/** The declaration is signed: when, and the way on (back to the subscription that asked for it). */
export function SignedDeclaration({ signedAt, redirect }: { signedAt?: string; redirect?: AppPath }) {
  const navigate = useNavigate();
  const goOn = useReclickGuard(() => (redirect ? navigate(redirect, { replace: true }) : navigate(-1)));
  return (
    <>
      <ResultView
        status="success"
        title="老年投资者声明已签署"
        description={signedAt ? `签署时间：${chineseDateTime(signedAt)}` : undefined}
      />
      <div className="risk-actions">
        <Button block color="primary" size="large" onClick={goOn}>
          {redirect ? '继续办理' : '返回'}
        </Button>
      </div>
    </>
  );
}
