import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryActivityStatus } from '@gen/hooks/points/points';
import type { ActivityStatus } from '@gen/model/activityStatus';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryFailed } from '@/page-kit/query-states';
import { RedirectingPage } from '@/page-kit/redirecting-page';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { loginHref } from '@/routing/login-redirect';
import { hasSession } from '@/routing/session';
import { usePageQuery } from '@/routing/use-page-query';
import { AcceptInvitation } from '../components/accept-invitation';
import '../styles/invite.css';

/** The codes the page explains itself; any other failure keeps the page with 重试. */
const OWN_CODES = ['05220301', '05220201', '05220202'] as const;

/** A stop on the way: why, in fixed words, with the way home (nothing from the address is shown). */
function Stop({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <ResultView status="warning" title={title} description={description} />
      <div className="invite-result-actions">
        {children}
        <Button block size="large" onClick={() => void navigate(hrefTo('about'), { replace: true })}>
          返回首页
        </Button>
      </div>
    </PageFrame>
  );
}

/** An invited visitor without a session: who invited, then login (and back here, then onwards). */
function Welcome({ status, returnTo }: { status: ActivityStatus; returnTo: string }) {
  const navigate = useNavigate();
  return (
    <PageFrame title={status.activityName}>
      <ResultView
        status="success"
        title={`您的好友${status.inviterNameMasked ?? ''}邀请您加入华信信托`}
        description={`「${status.activityName}」进行中（至 ${status.endDate}），登录或注册后即可参与。`}
      />
      <div className="invite-result-actions">
        <Button block color="primary" size="large" onClick={() => void navigate(loginHref(returnTo))}>
          登录 / 注册
        </Button>
      </div>
    </PageFrame>
  );
}

function Running({ status, inviteCode }: { status: ActivityStatus; inviteCode: string | undefined }) {
  const { pathname, search } = useLocation();
  const signedIn = hasSession();
  if (status.needLogin && !signedIn) {
    if (status.inviterNameMasked) return <Welcome status={status} returnTo={`${pathname}${search}`} />;
    return <Navigate replace to={loginHref(`${pathname}${search}`)} />;
  }
  if (signedIn && inviteCode && status.inviterNameMasked)
    return <AcceptInvitation status={status} inviteCode={inviteCode} />;
  return <RedirectingPage target={status.target} title={status.activityName} />;
}

/**
 * activityMiddlepage: an activity link (a banner, an invitation QR code or SMS, an adviser's
 * marketing tool) asks the server where it leads (queryActivityStatus) and hands off there
 * through the page kit's RedirectingPage and its allow-list: an app path by the router, an
 * allowed origin by location, anything else refused with the kit's message. A target that needs
 * a session sends a visitor to login first (an invited one is greeted with the inviter's name),
 * and login comes back here; a signed-in invitee may accept the invitation (inviteAdd) first. Not started, ended, an unknown activity, an expired or withdrawn
 * tool: explained in place; other failures keep the page with 重试.
 */
export default function ActivityHandOffPage() {
  const { activityCode, inviteCode, toolCode } = usePageQuery('activityMiddlepage');
  const status = useQueryActivityStatus(
    {
      activityCode: activityCode ?? '',
      ...(inviteCode ? { inviteCode } : {}),
      ...(toolCode ? { toolCode } : {}),
    },
    {
      query: { enabled: activityCode !== undefined, staleTime: 0, gcTime: 0 },
      request: { ownCodes: [...OWN_CODES] },
    },
  );

  if (activityCode === undefined)
    return <Stop title="链接不完整" description="请确认链接完整，或从活动页面重新进入" />;
  if (status.data === undefined && status.error) {
    const error = status.error;
    if (isBusinessError(error, '05220301')) return <Stop title="活动不存在" description={error.message} />;
    if (isBusinessError(error, '05220201'))
      return <Stop title="推广内容已失效" description={error.message} />;
    if (isBusinessError(error, '05220202')) return <Stop title="内容已下架" description={error.message} />;
    return (
      <PageFrame>
        <QueryFailed
          error={error}
          retrying={status.isFetching}
          title="暂时无法打开活动"
          onRetry={() => void status.refetch()}
        />
      </PageFrame>
    );
  }
  if (status.data === undefined) return <RedirectingPage target={undefined} pending />;
  const data = status.data;
  if (data.state === 'NOT_STARTED')
    return (
      <Stop
        title="活动尚未开始"
        description={`「${data.activityName}」将于 ${data.startDate} 开始，敬请期待。`}
      />
    );
  if (data.state === 'ENDED')
    return (
      <Stop
        title="活动已结束"
        description={`「${data.activityName}」已于 ${data.endDate} 结束，感谢您的关注。`}
      />
    );
  return <Running status={data} inviteCode={inviteCode} />;
}
