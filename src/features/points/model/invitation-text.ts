import type { Invitation } from '@gen/model/invitation';
import type { InvitationStatus } from '@gen/model/invitationStatus';

export const INVITATION_STATUS_TEXT: Record<InvitationStatus, string> = {
  INVITED: '已发送邀请',
  REGISTERED: '已注册',
  INVESTED: '已完成首次认购',
};

export const CHANNEL_TEXT: Record<Invitation['channel'], string> = { QRCODE: '扫码邀请', SMS: '短信邀请' };

/** 2026-11-05T10:20:00+08:00 → 2026-11-05 10:20 (the time as written, China time). */
export const wallTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** 张* 139****2468, or the number alone before the friend registered. */
export const friendText = (row: Pick<Invitation, 'friendNameMasked' | 'friendPhoneMasked'>) =>
  row.friendNameMasked ? `${row.friendNameMasked} ${row.friendPhoneMasked}` : row.friendPhoneMasked;

/** A product's risk level as the product pages name it (R3 → R3 中风险). */
export const RISK_LEVEL_TEXT: Record<'R1' | 'R2' | 'R3' | 'R4' | 'R5', string> = {
  R1: 'R1 低风险',
  R2: 'R2 中低风险',
  R3: 'R3 中风险',
  R4: 'R4 中高风险',
  R5: 'R5 高风险',
};
