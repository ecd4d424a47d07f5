import type { CheckCanBuyData } from '@gen/model/checkCanBuyData';
import type { PurchaseType } from '@gen/model/purchaseType';
import { chinaToday } from '@/features/product/model/suitability';
import type { Investor } from '@mocks/db/db';
import { selectableCards } from '../bank-card/rules';
import { PRODUCT_BANKS } from '../bank-card/seed';
import { productOrRefuse } from '../product/purchase-rules';
import { investorProfile } from '../risk/profile';
import { purchaseGate, type GateInvestor } from './purchase-gate';

/**
 * The suitability gate (checkCanBuy) as the mock server answers it for the signed-in investor:
 * the pure rules of ./purchase-gate.ts fed with the risk domain's
 * profile (../risk/profile.ts: risk level and expiry, qualified investor, age, elderly
 * declaration, CRS), the bank-card collection and the product domain's catalogue, so the
 * ?mockInvestor= variants reach every state of the gate.
 */

const CRS_TEXT = {
  CN_ONLY: '仅为中国税收居民',
  NON_CN: '仅为非居民',
  BOTH: '既是中国税收居民又是其他国家（地区）税收居民',
};

/** What the gate knows about the investor, from the risk profile and the identity row. */
export function gateInvestor(investor: Investor, today: string): GateInvestor {
  const profile = investorProfile(investor.customerId, today);
  return {
    name: investor.name,
    idNoMasked: investor.idNoMasked,
    realNameVerified: true, // the demo investor is real-named (实名) in every variant
    riskLevel: profile.riskLevel,
    riskValidUntil: profile.riskExpiryDate,
    qualifiedState: profile.qualifiedState,
    qualifiedValidUntil: profile.qualifiedValidUntil,
    qualifiedRejectReason: profile.qualifiedRejectReason,
    elderly: profile.elderly,
    elderlyDeclarationSigned: profile.elderlyDeclarationSigned,
    crsDeclared: profile.crsDeclared,
    crsText: profile.crsResidency ? CRS_TEXT[profile.crsResidency] : undefined,
  };
}

/** checkCanBuy: the suitability gate of one product for the signed-in investor. */
export function checkCanBuy(
  investor: Investor,
  productCode: string,
  orderType: PurchaseType,
): CheckCanBuyData {
  const product = productOrRefuse(productCode, '05043001');
  const today = chinaToday();
  const cards = selectableCards(investor.customerId, investor.name, productCode);
  const answer = purchaseGate(
    gateInvestor(investor, today),
    {
      productCode,
      productName: product.productName,
      riskLevel: product.riskLevel,
      needsDoubleRecord: product.needsDoubleRecord,
      acceptedBanks: PRODUCT_BANKS[productCode],
    },
    cards,
    today,
  );
  return {
    productCode,
    productName: product.productName,
    productRiskLevel: product.riskLevel,
    orderType,
    ...answer,
  };
}
