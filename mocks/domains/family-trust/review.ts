/**
 * The trustee's review of a receiving-account change (mock modes only). A submitted change stays
 * 审核中 until the trustee decides; in the demo the trustee is this switch: with it set, the next
 * read of the changes or the accounts (queryBnftAccountInfo, queryChangeBeneficiaryRecord,
 * queryTrustChangeDetail) decides every change in review.
 *
 *   ?mockFamilyReview=approve   已生效 from the next day: later distributions go to the new card
 *   ?mockFamilyReview=reject    已驳回 with the trustee's reason (REVIEW_REJECT_REASON)
 *   ?mockFamilyReview=off       back to "stays in review"
 *
 * Remembered per tab (sessionStorage) like the other scenarios, read at each call so it needs no
 * start-up hook. Node tests: `setFamilyReview('approve')` and `setFamilyReview(undefined)` in an
 * afterEach (the per-test reset does not clear it).
 */
export type FamilyReviewMode = 'approve' | 'reject';

export const REVIEW_REJECT_REASON = '上传的身份证照片不清晰，无法核对证件信息，请重新拍摄后提交';

const STORAGE_KEY = 'trust-h5:mock-family-review';
const isMode = (value: unknown): value is FamilyReviewMode => value === 'approve' || value === 'reject';

/** Set by tests (Node): wins over the browser's switch. */
let override: FamilyReviewMode | undefined;

export function setFamilyReview(mode: FamilyReviewMode | undefined): void {
  override = mode;
}

export function familyReviewMode(): FamilyReviewMode | undefined {
  if (override) return override;
  const storage = (globalThis as { sessionStorage?: Storage }).sessionStorage;
  const search = (globalThis as { location?: Location }).location?.search ?? '';
  const asked = new URLSearchParams(search).get('mockFamilyReview');
  if (asked !== null && storage) {
    if (isMode(asked)) storage.setItem(STORAGE_KEY, asked);
    else storage.removeItem(STORAGE_KEY);
  }
  const stored = storage?.getItem(STORAGE_KEY) ?? (isMode(asked) ? asked : null);
  return isMode(stored) ? stored : undefined;
}
