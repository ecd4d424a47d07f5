import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useInviteAdd } from '@gen/hooks/points/points';
import type { ActivityStatus } from '@gen/model/activityStatus';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { RedirectingPage } from '@/page-kit/redirecting-page';
import { ResultView } from '@/page-kit/result-page';
import { useSubmit } from '@/page-kit/submit';
import '../styles/invite.css';

/** The refusals said in place, in the contract's words. */
const REFUSALS = {
  '05220106': '您已接受过好友邀请，无需重复接受',
  '05220107': '这是您本人的邀请码，可分享给好友使用',
  '05220108': '邀请码无效或邀请活动已结束',
} as const;
const OWN_CODES = Object.keys(REFUSALS) as (keyof typeof REFUSALS)[];

/**
 * A signed-in investor arriving by a friend's invitation: who invited, 接受邀请 (inviteAdd, once)
 * or 暂不接受; then on to the activity. A refusal (already accepted, his own code, a code no
 * longer valid) is said in place and the way on stays open: the activity does not depend on it.
 */
export function AcceptInvitation({ status, inviteCode }: { status: ActivityStatus; inviteCode: string }) {
  const invite = useInviteAdd({ request: { ownCodes: OWN_CODES, label: '接受邀请' } });
  const [outcome, setOutcome] = useState<{ title: string; text: string; ok: boolean }>();
  const [goOn, setGoOn] = useState(false);
  const submit = useSubmit(async () => {
    try {
      const accepted = await invite.mutateAsync({
        data: { activityCode: status.activityCode, inviteCode },
      });
      setOutcome({
        ok: true,
        title: '已接受好友邀请',
        text: `您已接受${accepted.inviterNameMasked}的邀请，参与「${accepted.activityName}」。`,
      });
    } catch (error) {
      for (const code of OWN_CODES)
        if (isBusinessError(error, code))
          setOutcome({ ok: false, title: '未能接受邀请', text: error.message });
      throw error;
    }
  });

  if (goOn) return <RedirectingPage target={status.target} title={status.activityName} />;
  return (
    <PageFrame title={status.activityName}>
      {outcome ? (
        <ResultView
          status={outcome.ok ? 'success' : 'warning'}
          title={outcome.title}
          description={outcome.text}
        />
      ) : (
        <ResultView
          title={`您的好友${status.inviterNameMasked ?? ''}邀请您参加「${status.activityName}」`}
          description={`活动进行中（至 ${status.endDate}）。接受邀请后，您完成实名认证和首次认购时，好友可获得积分奖励，您的权益不受影响。`}
        />
      )}
      <div className="invite-result-actions">
        {outcome ? (
          <Button block color="primary" size="large" onClick={() => setGoOn(true)}>
            前往活动
          </Button>
        ) : (
          <>
            <Button
              block
              color="primary"
              size="large"
              loading={submit.pending}
              onClick={() => void submit.run()}
            >
              接受邀请
            </Button>
            <Button block size="large" onClick={() => setGoOn(true)}>
              暂不接受，直接前往
            </Button>
          </>
        )}
      </div>
    </PageFrame>
  );
}
