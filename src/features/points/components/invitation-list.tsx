import { Skeleton, Tag } from 'antd-mobile';
import { useQueryMyInvitateListInfinite } from '@gen/hooks/points/points';
import type { Invitation } from '@gen/model/invitation';
import { PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { CHANNEL_TEXT, friendText, INVITATION_STATUS_TEXT, wallTime } from '../model/invitation-text';
import { pointsText } from '../model/points-text';

const TAG_COLOR: Record<Invitation['status'], 'default' | 'primary' | 'success'> = {
  INVITED: 'default',
  REGISTERED: 'primary',
  INVESTED: 'success',
};

function InvitationRow({ row }: { row: Invitation }) {
  return (
    <div className="invitation-row">
      <div className="invitation-main">
        <span className="invitation-friend">{friendText(row)}</span>
        <span className="invitation-meta">
          {CHANNEL_TEXT[row.channel]} · {wallTime(row.invitedAt)}
        </span>
      </div>
      <div className="invitation-side">
        <Tag color={TAG_COLOR[row.status]} fill="outline">
          {INVITATION_STATUS_TEXT[row.status]}
        </Tag>
        {row.rewardPoints > 0 ? (
          <span className="invitation-points">+{pointsText(row.rewardPoints)}积分</span>
        ) : (
          <span className="invitation-points-none">待好友注册</span>
        )}
      </div>
    </div>
  );
}

/** 我的邀请: the friends invited, newest first, paged (queryMyInvitateList). */
export function InvitationList() {
  const query = useQueryMyInvitateListInfinite({ pageNum: 1, pageSize: 10 }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <section className="points-card" aria-label="我的邀请">
      <h2 className="points-card-title">我的邀请</h2>
      <PagedList
        query={query}
        label="邀请记录"
        skeleton={<Skeleton.Paragraph lineCount={4} animated />}
        pendingLabel="邀请记录加载中"
        empty={{ title: '还没有邀请记录', description: '把二维码分享给好友，好友注册后会显示在这里' }}
        itemKey={(row) => row.inviteId}
        renderItem={(row) => <InvitationRow row={row} />}
      />
    </section>
  );
}
