import type { HttpHandler } from 'msw';
import { getAssetProofMock } from '../generated/hooks/asset-proof/asset-proof.msw';
import { getAuthMock } from '../generated/hooks/auth/auth.msw';
import { getBankCardMock } from '../generated/hooks/bank-card/bank-card.msw';
import { getCommonMock } from '../generated/hooks/common/common.msw';
import { getContentMock } from '../generated/hooks/content/content.msw';
import { getContractMock } from '../generated/hooks/contract/contract.msw';
import { getCustomerMock } from '../generated/hooks/customer/customer.msw';
import { getDoubleRecordMock } from '../generated/hooks/double-record/double-record.msw';
import { getFamilyTrustMock } from '../generated/hooks/family-trust/family-trust.msw';
import { getHoldingMock } from '../generated/hooks/holding/holding.msw';
import { getOrderMock } from '../generated/hooks/order/order.msw';
import { getPointsMock } from '../generated/hooks/points/points.msw';
import { getProductMock } from '../generated/hooks/product/product.msw';
import { getRiskMock } from '../generated/hooks/risk/risk.msw';
import { getTaxMock } from '../generated/hooks/tax/tax.msw';
import { getVoteMock } from '../generated/hooks/vote/vote.msw';
import { getWalletMock } from '../generated/hooks/wallet/wallet.msw';
import { API_PATH } from './http/call-types';

/**
 * The contract-generated handlers of every tag (orval's static examples from the spec). They
 * sit behind the stateful handlers and answer every call no domain has taken over yet, so the
 * whole app runs on the mock from day one.
 */
export const generatedHandlersByTag: Record<string, HttpHandler[]> = {
  'asset-proof': getAssetProofMock(),
  auth: getAuthMock(),
  'bank-card': getBankCardMock(),
  common: getCommonMock(),
  content: getContentMock(),
  contract: getContractMock(),
  customer: getCustomerMock(),
  'double-record': getDoubleRecordMock(),
  'family-trust': getFamilyTrustMock(),
  holding: getHoldingMock(),
  order: getOrderMock(),
  points: getPointsMock(),
  product: getProductMock(),
  risk: getRiskMock(),
  tax: getTaxMock(),
  vote: getVoteMock(),
  wallet: getWalletMock(),
};

export const generatedHandlers: HttpHandler[] = Object.values(generatedHandlersByTag).flat();

/** The call name a generated handler answers ("*\/xtmk/apph5/services/trustAppApi/<name>"). */
export function callNameOf(handler: HttpHandler): string | undefined {
  const path = handler.info.path;
  if (typeof path !== 'string') return undefined;
  const at = path.indexOf(API_PATH);
  return at < 0 ? undefined : path.slice(at + API_PATH.length);
}

/** Tag (domain) of every call of the contract, e.g. selectAreaCity → common. */
export const tagOfCall: ReadonlyMap<string, string> = new Map(
  Object.entries(generatedHandlersByTag).flatMap(([tag, list]) =>
    list.flatMap((handler) => {
      const name = callNameOf(handler);
      return name ? [[name, tag] as const] : [];
    }),
  ),
);
