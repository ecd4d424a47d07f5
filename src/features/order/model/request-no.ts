/**
 * An idempotency key for one form (createRedeemOrder, ftsTransferApply): made once when the form
 * opens, so a retry after a timeout or a tap that slipped through answers the same order.
 */
export function newRequestNo(prefix: 'RD' | 'TR'): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '').slice(0, 16)
      : Math.random().toString(36).slice(2, 18).padEnd(16, '0');
  return `${prefix}-${Date.now().toString(36)}-${random}`;
}
