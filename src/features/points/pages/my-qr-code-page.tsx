import { Skeleton } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useMgmInviteInfo } from '@gen/hooks/points/points';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { InvitationList } from '../components/invitation-list';
import { InviteCard } from '../components/invite-card';
import { InviteSmsForm } from '../components/invite-sms-form';
import '../styles/points.css';
import '../styles/invite.css';

function InviteSkeleton() {
  return (
    <div className="points-card invite-card">
      <Skeleton.Title animated />
      <Skeleton className="invite-skeleton-qr" animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

/**
 * getQrcode (我的二维码): the investor's invitation (mgm*): the QR code of the invitation link with
 * the invite code, how to save or pass it on in this container, the link to copy; an invitation by
 * SMS; and the friends invited so far. No invitation activity running (05220101) or real-name
 * checks not passed yet (05220102): said in place of the code.
 */
export default function MyQrCodePage() {
  const info = useMgmInviteInfo({}, { request: { ownCodes: ['05220101', '05220102'] } });
  if (info.data === undefined && isBusinessError(info.error, '05220101')) {
    return (
      <PageFrame>
        <ResultView status="warning" title="邀请活动暂未开放" description={info.error.message}>
          <Link className="invite-result-link" to={hrefTo('interests')}>
            去会员中心看看
          </Link>
        </ResultView>
      </PageFrame>
    );
  }
  if (info.data === undefined && isBusinessError(info.error, '05220102')) {
    return (
      <PageFrame>
        <ResultView status="warning" title="请先完成实名认证" description={info.error.message}>
          <Link className="invite-result-link" to={hrefTo('personInfo')}>
            查看个人信息
          </Link>
        </ResultView>
      </PageFrame>
    );
  }
  return (
    <PageFrame busy={info.isPending}>
      <QueryView query={info} skeleton={<InviteSkeleton />} pendingLabel="邀请信息加载中">
        {(data) => (
          <>
            <InviteCard info={data} />
            <InviteSmsForm />
            <InvitationList />
            <p className="invite-footnote">
              邀请奖励以积分形式发放，详见<Link to={hrefTo('integralRules')}>积分规则</Link>
              。请勿向他人承诺收益，信托产品仅面向合格投资者。
            </p>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
