import type { ContractOrderType } from '@gen/model/contractOrderType';
import type { DocType } from '@gen/model/docType';
import type { ReadState } from '@gen/model/readState';
import type { SignMethod } from '@gen/model/signMethod';
import type { SignState } from '@gen/model/signState';

/** How the pages word the contract's enums (Chinese, in a trust company's tone). */

export const ORDER_TYPE_NAMES: Record<ContractOrderType, string> = {
  SUBSCRIBE: '认购',
  ADDITIONAL: '追加认购',
  REDEEM: '赎回',
  SUPPLEMENT: '补充协议',
};

export const DOC_TYPE_NAMES: Record<DocType, string> = {
  TRUST_CONTRACT: '信托合同',
  RISK_DECLARATION: '风险申明书',
  RISK_DISCLOSURE: '风险揭示书',
  PROSPECTUS: '说明书',
  REDEEM_CONFIRM: '赎回确认书',
  SUPPLEMENT: '补充协议',
  ONE_PAGE: '产品一页通',
  WALLET_AGREEMENT: '钱包协议',
  OTHER: '文件',
};

export type Tone = 'done' | 'todo' | 'progress' | 'warn' | 'muted';

export const READ_STATE: Record<ReadState, { text: string; tone: Tone }> = {
  UNREAD: { text: '未阅读', tone: 'todo' },
  READING: { text: '未读完', tone: 'progress' },
  READ: { text: '已阅读', tone: 'done' },
};

export const SIGN_STATE: Record<SignState, { text: string; tone: Tone }> = {
  UNSIGNED: { text: '待签署', tone: 'todo' },
  SIGNING: { text: '签署中', tone: 'progress' },
  SIGNED: { text: '已签署', tone: 'done' },
  FAILED: { text: '未签署成功', tone: 'warn' },
};

export const SIGN_METHOD_NAMES: Record<SignMethod, string> = {
  ESIGN: '电子签名',
  HANDWRITTEN: '手写签名',
};

/** A document title inside 《》, as Chinese contracts are named in running text. */
export const quoted = (name: string) => `《${name}》`;
