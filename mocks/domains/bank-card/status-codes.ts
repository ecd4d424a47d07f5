import { refuse } from '../../http/refusal';

/**
 * Business status codes of the bank-card domain, as proposed in openapi/paths/bank-card.yaml
 * (its header comment and each operation's x-status-codes). The mock answers with exactly these.
 */
export const BANK_CARD_STATUS = {
  unbindRefused: { statusCode: '05020001', msg: '该卡尚有存续产品或在途交易，暂不可解绑' },
  smsCodeWrong: { statusCode: '05020002', msg: '短信验证码错误，请重新输入' },
  smsCodeExpired: { statusCode: '05020003', msg: '短信验证码已失效，请重新获取' },
  cardAlreadyBound: { statusCode: '05020004', msg: '该银行卡已绑定，请勿重复添加' },
  cardCheckFailed: { statusCode: '05020005', msg: '银行卡信息校验未通过，请核对卡号、开户行及预留手机号' },
  smsTooFrequent: { statusCode: '05020006', msg: '验证码发送过于频繁，请稍后再试' },
  tooManyCards: { statusCode: '05020007', msg: '绑定银行卡数量已达上限' },
  cardNotFound: { statusCode: '05020008', msg: '银行卡不存在或已解绑' },
} as const;

export type BankCardFailure = (typeof BANK_CARD_STATUS)[keyof typeof BANK_CARD_STATUS];

/** Refuses with one of the domain's codes (answered by defineCall). */
export function refuseCard(failure: BankCardFailure, data?: unknown): never {
  refuse(failure.statusCode, failure.msg, data);
}
