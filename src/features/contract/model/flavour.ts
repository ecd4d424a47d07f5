import type { ContractOrderType } from '@gen/model/contractOrderType';
import type { RouteName } from '@/routing/route-registry';

/**
 * The three signing flows share their pages; each has its own routes and wording:
 * subscriptions (认购 / 追加: signTheContract → confirmContract), redemptions (赎回:
 * signContract → redeemConfirmContract) and supplementary agreements (补充协议:
 * additionalAgreementSigning → additionalAgreementSubmit).
 */
export interface Flavour {
  hub: Extract<RouteName, 'signTheContract' | 'signContract' | 'additionalAgreementSigning'>;
  confirm: Extract<RouteName, 'confirmContract' | 'redeemConfirmContract' | 'additionalAgreementSubmit'>;
  /** What the investor signs, in the hub's heading. */
  noun: string;
}

const SUBSCRIPTION: Flavour = { hub: 'signTheContract', confirm: 'confirmContract', noun: '认购合同' };
const REDEMPTION: Flavour = { hub: 'signContract', confirm: 'redeemConfirmContract', noun: '赎回确认书' };
const SUPPLEMENT: Flavour = {
  hub: 'additionalAgreementSigning',
  confirm: 'additionalAgreementSubmit',
  noun: '补充协议',
};

export function flavourOf(orderType: ContractOrderType | undefined): Flavour {
  if (orderType === 'REDEEM') return REDEMPTION;
  if (orderType === 'SUPPLEMENT') return SUPPLEMENT;
  return SUBSCRIPTION;
}
