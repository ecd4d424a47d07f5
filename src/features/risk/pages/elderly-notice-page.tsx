import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useElderInvestorDeclarationSignStatus } from '@gen/hooks/risk/risk';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { NoticeList } from '../components/notice-list';
import { SignedDeclaration } from '../components/signed-declaration';
import { ELDER_NOTICE } from '../model/elder-notice';
import '../styles/risk.css';
import { CheckBox } from '@/page-kit/check-box';

/**
 * olderAgeTips: the risk notice for investors aged 65 or more (by the ID number), confirmed before
 * the declaration (commitment). Already signed: says when, and goes on. Under 65: nothing to sign.
 */
export default function ElderlyNoticePage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('olderAgeTips');
  const status = useElderInvestorDeclarationSignStatus({});
  const [read, setRead] = useState(false);
  const next = useReclickGuard(() => navigate(hrefTo('commitment', { redirect })));
  const toSign = status.data?.elderly === true && !status.data.signed;

  return (
    <PageFrame
      busy={status.isPending}
      footer={
        toSign ? (
          <>
            <CheckBox className="risk-confirm" checked={read} onChange={setRead}>
              本人已阅读并知悉上述风险提示
            </CheckBox>
            <Button block color="primary" size="large" disabled={!read} onClick={next}>
              下一步
            </Button>
          </>
        ) : null
      }
    >
      <QueryView
        query={status}
        pendingLabel="加载中"
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
      >
        {(data) =>
          !data.elderly ? (
            <ResultView
              status="success"
              title="无需签署老年投资者声明"
              description="老年投资者声明适用于年满65周岁的投资者，您无需签署。"
            />
          ) : data.signed ? (
            <SignedDeclaration signedAt={data.signedAt} redirect={redirect} />
          ) : (
            <section className="risk-section">
              <h2>致尊敬的投资者</h2>
              <NoticeList items={ELDER_NOTICE} label="老年投资者风险提示" />
            </section>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
