/**
 * The investor variant (mock modes only): which demo investor the stateful mock seeds, so that
 * every state of the subscription gate and of the investor-check pages can be reached without
 * editing data. Always the same person, 张伟; a variant changes only the state of his checks
 * (risk level and its expiry, qualified-investor certification, age, elderly declaration, CRS
 * declaration, bank cards). The risk domain's seed reads it (mocks/domains/risk/seed.ts), so a
 * variant takes effect when the mock db is (re)seeded: on page load in the browser, or
 * `await setInvestorVariant(…)` (which reseeds) in a test.
 *
 *   ?mockInvestor=elderly        a 66-year-old 张伟 who has not signed the elderly declaration
 *   ?mockInvestor=off            back to the default
 *
 * Remembered per tab (sessionStorage) like the other scenarios.
 */
import { resetMockDb } from '../db/define-collection';

export const INVESTOR_VARIANTS = {
  default: 'C3 平衡型, assessed 3 months ago; qualified investor; 48; CRS declared; two cards',
  unassessed: '未测评: no risk assessment yet',
  c1: 'C1 保守型 (may buy R1 only)',
  c2: 'C2 稳健型 (R1–R2)',
  c5: 'C5 进取型 (R1–R5)',
  'risk-expired': 'C3, assessment expired 35 days ago',
  'risk-expiring': 'C3, assessment expires in 10 days (即将到期)',
  elderly: '66 years old (ID number), elderly declaration not signed',
  'elderly-signed': '66 years old, elderly declaration signed',
  unqualified: 'qualified investor 未认证',
  'qualify-reviewing': 'qualified investor 审核中 (proofs submitted)',
  'qualify-rejected': 'qualified investor 已驳回 with a reason',
  'qualify-expired': 'qualified investor 已过期',
  'no-crs': 'no CRS (tax residency) declaration yet',
  'no-card': 'no bank card bound (the bank-card rows are removed)',
  // Account domain (mocks/domains/customer/seed.ts):
  'id-expired': 'ID card expired (证件有效期已过, personInfo asks to update it)',
  'no-manager': 'no relationship manager bound yet',
} as const;

export type InvestorVariant = keyof typeof INVESTOR_VARIANTS;

export const isInvestorVariant = (value: unknown): value is InvestorVariant =>
  typeof value === 'string' && Object.hasOwn(INVESTOR_VARIANTS, value);

let current: InvestorVariant = 'default';
let storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
const STORAGE_KEY = 'trust-h5:mock-investor';

/** The variant the next seed uses. */
export const investorVariant = (): InvestorVariant => current;

/**
 * Chooses the variant and reseeds the mock db, so it applies at once (tests, DevTools). Node
 * tests: the mock's per-test reset does not clear it; call `setInvestorVariant('default')` in
 * an afterEach of a file that changes it.
 */
export async function setInvestorVariant(variant: InvestorVariant): Promise<void> {
  current = variant;
  if (variant === 'default') storage?.removeItem(STORAGE_KEY);
  else storage?.setItem(STORAGE_KEY, variant);
  await resetMockDb();
}

/**
 * Browser start-up, before the db is seeded: `?mockInvestor=<variant>` (or `off`) from the URL,
 * else what this tab chose before. An unknown name is ignored with a warning.
 */
export function applyInvestorVariantSwitch(
  search: string,
  tabStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): InvestorVariant {
  storage = tabStorage;
  const asked = new URLSearchParams(search).get('mockInvestor');
  if (asked !== null) {
    if (['off', 'none', 'clear', '', 'default'].includes(asked)) tabStorage.removeItem(STORAGE_KEY);
    else if (isInvestorVariant(asked)) tabStorage.setItem(STORAGE_KEY, asked);
    else console.warn(`[mock] unknown investor variant "${asked}" in the URL; ignored`);
  }
  const stored = tabStorage.getItem(STORAGE_KEY);
  current = isInvestorVariant(stored) ? stored : 'default';
  return current;
}
