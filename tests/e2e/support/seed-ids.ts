import { responseExampleOf } from '@mocks/contract/contract-examples';
import { STORY_ORDERS } from '@mocks/db/seed/story';

/**
 * The demo story's identifiers the e2e tests open pages with, named by their part in the story and
 * read from the mock's seed (each seed module says what its names stand for). The demo build
 * serves that seed and Prism serves the contract's examples, which tell the same story, so a test
 * says what it opens and a changed seed moves every test with it.
 */
export {
  CASH_HELD,
  FIXED_RAISING,
  FIXED_RESERVING,
  FIXED_RUNNING,
  NAV_HELD,
  NAV_NOT_HELD,
  NAV_PREHEAT,
} from '@mocks/db/seed/story';
export { FAMILY_TRUST, SERVICE_TRUST } from '@mocks/domains/family-trust/seed';
export {
  FIXED_HELD_SUBSCRIPTION,
  ORDER_PROOF_UPLOADED,
  ORDER_TO_RECORD,
  ORDER_VISITED,
  WALLET_STORY_ORDER as ORDER_WALLET_PAYS,
} from '@mocks/domains/order/seed';
export { DEFAULT_CARD_ID as DEFAULT_CARD } from '@mocks/domains/bank-card/seed';
export { LATEST_APPLICATION as CERTIFICATE_APPLICATION } from '@mocks/domains/asset-proof/seed';

/** 追加 100万 into 鑫享稳健1号, waiting for the contract to be signed. */
export const ORDER_TO_SIGN = STORY_ORDERS.toSign.orderNo;
/** 认购 200万 of 华信恒远3号, signed and recorded, waiting for the transfer. */
export const ORDER_TO_PAY = STORY_ORDERS.toPay.orderNo;
/** 认购 300万 of 鑫享稳健1号 in its cooling-off period. */
export const ORDER_COOLING_OFF = STORY_ORDERS.coolingOff.orderNo;
/** 赎回 20万份 of 华信价值精选1号, waiting for the redemption confirmation to be signed. */
export const REDEMPTION_TO_SIGN = STORY_ORDERS.redemptionToSign.orderNo;

/**
 * The application an asset certificate request opens, as the contract's example of openAsset
 * gives it (the stateful mock numbers new applications itself).
 */
export const OPENED_APPLICATION = openedApplication();

function openedApplication(): string {
  const example = responseExampleOf('openAsset') as { result?: { data?: { applyNo?: unknown } } } | undefined;
  const applyNo = example?.result?.data?.applyNo;
  if (typeof applyNo !== 'string') throw new Error('the contract has no openAsset example with an applyNo');
  return applyNo;
}
