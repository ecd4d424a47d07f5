/**
 * The certification review switch (mock modes only). A submitted request stays 审核中 until a
 * reviewer decides; in the demo the reviewer is this switch: with it set, the next read of the
 * certification (certificationStatus, queryQualifierList) decides every request in review.
 *
 *   ?mockQualifyReview=approve   approved: 已认证 for a year
 *   ?mockQualifyReview=reject    rejected with the reviewer's reason (REVIEW_REJECT_REASON)
 *   ?mockQualifyReview=off       back to "stays in review"
 *
 * Remembered per tab (sessionStorage) like the other scenarios, read at each call so it needs no
 * start-up hook. Node tests: `setQualifyReview('approve')` and `setQualifyReview(undefined)` in an
 * afterEach (the per-test reset does not clear it).
 */
export type QualifyReviewMode = 'approve' | 'reject';

export const REVIEW_REJECT_REASON = '投资经历证明未显示开户或交易日期，请上传能看出2年前开户或交易日期的证明';

const STORAGE_KEY = 'trust-h5:mock-qualify-review';
const isMode = (value: unknown): value is QualifyReviewMode => value === 'approve' || value === 'reject';

/** Set by tests (Node): wins over the browser's switch. */
let override: QualifyReviewMode | undefined;

export function setQualifyReview(mode: QualifyReviewMode | undefined): void {
  override = mode;
}

export function qualifyReviewMode(): QualifyReviewMode | undefined {
  if (override) return override;
  const storage = (globalThis as { sessionStorage?: Storage }).sessionStorage;
  const search = (globalThis as { location?: Location }).location?.search ?? '';
  const asked = new URLSearchParams(search).get('mockQualifyReview');
  if (asked !== null && storage) {
    if (isMode(asked)) storage.setItem(STORAGE_KEY, asked);
    else storage.removeItem(STORAGE_KEY);
  }
  const stored = storage?.getItem(STORAGE_KEY) ?? (isMode(asked) ? asked : null);
  return isMode(stored) ? stored : undefined;
}
