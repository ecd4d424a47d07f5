import { getResponse, http, type HttpHandler } from 'msw';
import { operations } from '@gen/operations';
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

/** orval's handlers of each tag: the contract's static examples from the spec. */
const generatedMocksByTag: Record<string, () => HttpHandler[]> = {
  'asset-proof': getAssetProofMock,
  auth: getAuthMock,
  'bank-card': getBankCardMock,
  common: getCommonMock,
  content: getContentMock,
  contract: getContractMock,
  customer: getCustomerMock,
  'double-record': getDoubleRecordMock,
  'family-trust': getFamilyTrustMock,
  holding: getHoldingMock,
  order: getOrderMock,
  points: getPointsMock,
  product: getProductMock,
  risk: getRiskMock,
  tax: getTaxMock,
  vote: getVoteMock,
  wallet: getWalletMock,
};

/** Tag (domain) of every call of the contract, e.g. selectAreaCity → common. */
export const tagOfCall: ReadonlyMap<string, string> = new Map(
  Object.entries(operations).map(([name, { tag }]) => [name, tag]),
);

const madeByTag = new Map<string, HttpHandler[]>();

/** A tag's handlers, made at its first call (a page load asks a few tags of seventeen). */
function handlersOfTag(tag: string): HttpHandler[] {
  let made = madeByTag.get(tag);
  if (!made) {
    made = generatedMocksByTag[tag]?.() ?? [];
    madeByTag.set(tag, made);
  }
  return made;
}

/**
 * The contract-generated answers behind the stateful handlers: every call no domain has taken
 * over yet is answered with its example, so the whole app runs on the mock from day one. One
 * handler hands a call to its tag's handlers (as defineCalls makes one handler per domain).
 */
export const generatedHandler: HttpHandler = http.post(`*${API_PATH}:name`, ({ params, request }) => {
  const tag = tagOfCall.get(String(params.name));
  return tag ? getResponse(handlersOfTag(tag), request) : undefined;
});
