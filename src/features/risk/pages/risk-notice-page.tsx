import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { NoticeList } from '../components/notice-list';
import { RISK_TIP } from '../model/notices';
import '../styles/risk.css';
import { CheckBox } from '@/page-kit/check-box';

/** risktip: the risk notice the investor confirms before the questionnaire (ratingStep1). */
export default function RiskNoticePage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('risktip');
  const [read, setRead] = useState(false);
  const start = useReclickGuard(() => navigate(hrefTo('ratingStep1', { redirect })));
  return (
    <PageFrame
      footer={
        <>
          <CheckBox className="risk-confirm" checked={read} onChange={setRead}>
            本人已知悉上述风险，将独立、如实完成测评
          </CheckBox>
          <Button block color="primary" size="large" disabled={!read} onClick={start}>
            开始答题
          </Button>
        </>
      }
    >
      <section className="risk-section">
        <h2>风险提示</h2>
        <NoticeList items={RISK_TIP} label="风险提示" />
      </section>
    </PageFrame>
  );
}
