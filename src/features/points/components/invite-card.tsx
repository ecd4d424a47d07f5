import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { MgmInviteInfo } from '@gen/model/mgmInviteInfo';
import { copyText } from '@/page-kit/copy-text';
import { currentQrSaveHint, QrCode } from '@/page-kit/qr-code';
import { shareUrlOf } from '../model/share-url';
import { pointsText } from '../model/points-text';

type Copied = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual' };

/**
 * The investor's invitation: the QR code of the invitation link (drawn on the device, saved by a
 * long press where the container allows), the invite code, how to keep or pass on the code in
 * this container, the link to copy, the reward and the results so far.
 */
export function InviteCard({ info }: { info: MgmInviteInfo }) {
  const url = shareUrlOf(info.sharePath);
  const hint = currentQrSaveHint();
  const [copied, setCopied] = useState<Copied>({ kind: 'idle' });
  return (
    <section className="points-card invite-card" aria-label="我的邀请二维码">
      <h2 className="invite-card-title">{info.activityName}</h2>
      <p className="invite-card-reward">{info.rewardText}</p>
      <QrCode
        value={url ?? ''}
        label="我的邀请二维码"
        failedText="二维码暂时无法生成，请把邀请码告诉好友，或使用下方短信邀请"
        download={hint.download ? { fileName: `华信信托邀请码${info.inviteCode}` } : undefined}
      >
        <span className="invite-code">
          邀请码 <strong>{info.inviteCode}</strong>
        </span>
      </QrCode>
      <p className="invite-card-hint">{hint.text}</p>
      {url ? (
        <div className="invite-card-copy">
          <Button
            size="middle"
            shape="rounded"
            fill="outline"
            color="primary"
            onClick={async () => setCopied({ kind: (await copyText(url)) ? 'copied' : 'manual' })}
          >
            复制邀请链接
          </Button>
          {copied.kind === 'copied' ? (
            <p className="invite-card-copied" role="status">
              邀请链接已复制，可粘贴发送给好友
            </p>
          ) : copied.kind === 'manual' ? (
            <p className="invite-card-copied" role="status">
              无法自动复制，请长按下方链接复制：
              <span className="invite-card-url">{url}</span>
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className="invite-stats">
        <div>
          <dt>已邀请好友</dt>
          <dd>{info.invitedCount}人</dd>
        </div>
        <div>
          <dt>邀请获得积分</dt>
          <dd>{pointsText(info.rewardedPoints)}</dd>
        </div>
        <div>
          <dt>活动截止</dt>
          <dd>{info.validUntil}</dd>
        </div>
      </dl>
    </section>
  );
}
