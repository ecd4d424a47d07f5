import { ACCOUNT_ASSETS_ROWS } from './account-assets-rows';
import { ACCOUNT_ROWS } from './account-rows';
import { BANK_CARD_ROWS } from './bank-card-rows';
import { COMPANY_ROWS } from './company-rows';
import { CUSTOMER_ROWS } from './customer-rows';
import { FAMILY_TRUST_ROWS } from './family-trust-rows';
import { HANDOFF_ROWS } from './handoff-rows';
import { HELP_PRIVACY_ROWS } from './help-privacy-rows';
import { NEWS_ROWS } from './news-rows';
import { ORDER_REDEEM_ROWS } from './order-redeem-rows';
import { ORDER_ROWS } from './order-rows';
import { POINTS_ROWS } from './points-rows';
import { PRODUCT_DETAIL_ROWS } from './product-detail-rows';
import { PRODUCT_ROWS } from './product-rows';
import { RESERVATION_ROWS } from './reservation-rows';
import { RISK_ROWS } from './risk-rows';
import { SIGN_ROWS } from './sign-rows';
import { TAX_ROWS } from './tax-rows';
import { VOTE_ROWS } from './vote-rows';
import type { RouteRow } from './row-types';

/**
 * Every route the hostile suites cover in full (malformed answers, codes, the token pass, the
 * burst of each write): a domain appends its rows as its pages land. The sweep covers the rest.
 */
export const ROUTE_ROWS: RouteRow[] = [
  ...BANK_CARD_ROWS,
  ...COMPANY_ROWS,
  ...NEWS_ROWS,
  ...HELP_PRIVACY_ROWS,
  ...HANDOFF_ROWS,
  ...ACCOUNT_ASSETS_ROWS,
  ...ACCOUNT_ROWS,
  ...POINTS_ROWS,
  ...ORDER_ROWS,
  ...PRODUCT_DETAIL_ROWS,
  ...PRODUCT_ROWS,
  ...RESERVATION_ROWS,
];

/**
 * Rows that only prove each write is sent once per burst (hostile-writes): the pages' reads are
 * covered by the sweep, so these rows do not take their routes out of it.
 */
export const BURST_ROWS: RouteRow[] = [
  ...ORDER_REDEEM_ROWS,
  ...RISK_ROWS,
  ...FAMILY_TRUST_ROWS,
  ...SIGN_ROWS,
  ...TAX_ROWS,
  ...VOTE_ROWS,
  ...CUSTOMER_ROWS,
];
