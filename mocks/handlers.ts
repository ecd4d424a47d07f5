import type { HttpHandler } from 'msw';
import { assetProofFileHandlers, assetProofHandlers } from './domains/asset-proof/handlers';
import { authHandlers } from './domains/auth/handlers';
import { bankCardHandlers } from './domains/bank-card/handlers';
import { customerHandlers } from './domains/customer/handlers';
import { pointsHandlers } from './domains/points/handlers';
import { aboutHandlers } from './domains/content/about-handlers';
import { helpAdviceHandlers } from './domains/content/help-advice-handlers';
import { newsFileHandlers } from './domains/content/news-files';
import { newsHandlers } from './domains/content/news-handlers';
import { commonHandlers } from './domains/common/handlers';
import { contractFileHandlers } from './domains/contract/files';
import { contractHandlers } from './domains/contract/handlers';
import { doubleRecordHandlers } from './domains/double-record/handlers';
import { handoffHandlers } from './domains/common/handoff-handlers';
import { shellHandlers } from './domains/common/shell-handlers';
import { fileHandlers } from './domains/file/handlers';
import { familyTrustHandlers } from './domains/family-trust/handlers';
import { orderHandlers } from './domains/order/handlers';
import { orderExtraHandlers } from './domains/order/extras-handlers';
import { walletHandlers } from './domains/wallet/handlers';
import { productFileHandlers } from './domains/product/files';
import { productHandlers } from './domains/product/handlers';
import { productLineHandlers } from './domains/product/line-handlers';
import { purchaseHandlers } from './domains/product/purchase-handlers';
import { reservationHandlers } from './domains/product/reservation-handlers';
import { riskHandlers } from './domains/risk/handlers';
import { questionnaireHandlers } from './domains/risk/questionnaire-handlers';
import { taxHandlers } from './domains/tax/handlers';
import { voteFileHandlers } from './domains/vote/files';
import { voteHandlers } from './domains/vote/handlers';
import { holdingHandlers } from './domains/holding/handlers';
import { orderRecordHandlers } from './domains/order/record-handlers';
import { generatedHandler } from './generated-handlers';
import { createScenarioHandler } from './scenarios/scenario-handler';

/**
 * The stateful domain handlers, in order. MSW answers with the first handler that returns a
 * response, so a domain lists here the calls it has taken over and everything else falls
 * through to the generated handlers. To add a domain: mocks/domains/<domain>/ with seed.ts,
 * rules.ts and handlers.ts (`defineCalls`, see mocks/README.md "Adding a stateful domain"), and
 * its list below. No call belongs to two domains (the schema test lists them all).
 */
export const statefulHandlers: HttpHandler[] = [
  ...commonHandlers,
  ...handoffHandlers,
  ...shellHandlers, // the home notice, app versions, business events and page visits
  ...newsFileHandlers, // before fileHandlers: the news covers and report PDFs
  ...assetProofFileHandlers, // before fileHandlers: the asset certificates' PDFs
  ...contractFileHandlers, // before fileHandlers: the signing area's PDFs
  ...productFileHandlers, // before fileHandlers: product documents and disclosures (PDFs)
  ...voteFileHandlers, // before fileHandlers: the beneficiaries' meetings' documents (PDFs)
  ...fileHandlers,
  ...authHandlers,
  ...bankCardHandlers,
  ...customerHandlers,
  ...pointsHandlers, // points, sign-in, member benefits
  ...productHandlers, // the product pages: lists, detail, NAV, documents, open days
  ...productLineHandlers, // product-line variants, tranches, cycle dates, related products, one-page list
  ...orderHandlers,
  ...orderExtraHandlers, // renewal, original order, redeeming an additional lot, senior-investor order
  ...walletHandlers, // wallet payment of an order: opening, cashier, state
  ...purchaseHandlers, // the subscription: admission, gate, order, fees
  ...reservationHandlers, // reservations of products not yet open
  ...assetProofHandlers,
  ...aboutHandlers,
  ...helpAdviceHandlers,
  ...newsHandlers,
  ...riskHandlers,
  ...questionnaireHandlers, // the other questionnaires and the return visit
  ...taxHandlers, // the CRS declaration (fiscal/*)
  ...voteHandlers, // beneficiaries' meetings and the vote's SMS (votQuestionnaire)
  ...holdingHandlers,
  ...orderRecordHandlers,
  ...contractHandlers, // order documents, reading, contracts, signing (and resendContract)
  ...doubleRecordHandlers, // recording tasks, face check, recording session and review
  ...familyTrustHandlers, // family trusts, beneficiaries, distributions, receiving-account changes
];

/**
 * Everything the browser worker and the node server use:
 * 1. the scenario switch (forced catalogue outcomes, session refusals),
 * 2. the stateful domain handlers (mocks/domains/**),
 * 3. the contract-generated handlers of every tag, as the fallback for all other calls.
 */
const downstream: HttpHandler[] = [...statefulHandlers, generatedHandler];
export const handlers: HttpHandler[] = [createScenarioHandler(downstream), ...downstream];
