import type { ContractDocument } from '@gen/model/contractDocument';
import type { ProductContract } from '@gen/model/productContract';
import type { ProductContractsData } from '@gen/model/productContractsData';

/**
 * The one next step of an order's signing, from its documents and contracts: read what is
 * unread, sign what is unsigned, then what follows signing (double recording, payment, or done
 * for a redemption or supplementary agreement).
 */
export type SigningStep =
  | { kind: 'read'; doc: ContractDocument }
  | { kind: 'sign'; unsigned: ProductContract[] }
  | { kind: 'record' }
  | { kind: 'pay' }
  | { kind: 'done' };

export function nextSigningStep(
  contracts: ProductContractsData,
  documents: readonly ContractDocument[],
): SigningStep {
  const unsigned = contracts.contracts.filter((c) => c.signState !== 'SIGNED');
  if (unsigned.length > 0) {
    const unread = documents.find((d) => d.required && d.readState !== 'READ');
    if (unread) return { kind: 'read', doc: unread };
    return { kind: 'sign', unsigned };
  }
  if (contracts.orderType === 'REDEEM' || contracts.orderType === 'SUPPLEMENT') return { kind: 'done' };
  return contracts.doubleRecordRequired ? { kind: 'record' } : { kind: 'pay' };
}
