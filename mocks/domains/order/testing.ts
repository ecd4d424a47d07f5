import { advanceOrder } from './rules';
import { ORDER_PROOF_UPLOADED } from './seed';

/**
 * Takes the seeded 追加 whose transfer proof is uploaded (华信价值精选1号, 100万) through funds,
 * cooling-off and the return visit to confirmed shares: the lot an additional-subscription
 * redemption needs. For tests.
 */
export async function confirmAdditionalLot(confirmedShares = '950000.00'): Promise<string> {
  for (const event of ['fundsConfirmed', 'coolingOffEnded', 'visited', 'confirmed'] as const)
    await advanceOrder(ORDER_PROOF_UPLOADED, event, event === 'confirmed' ? { confirmedShares } : {});
  return ORDER_PROOF_UPLOADED;
}
