/**
 * The query a route needs to show its data in the sweep (hostile-sweep.e2e.ts), keyed by route
 * name; values from the contract's examples, so Prism answers them. A route opened without its
 * query shows its own "missing context" state and reads nothing; a domain adds its routes here as
 * their pages land.
 */
export const SWEEP_QUERIES: Readonly<Record<string, string>> = {
  inforDetail: '?articleId=AR202406280012',
  liveIntroduction: '?articleId=AR202406280012',
  reportDetail: '?articleId=AR202406280012',
  allInformation: '?category=COMPANY_NEWS',
  advice: '?tab=history',
  totalMiddlePage: '?jumpType=BANNER&jumpCode=BN20240701002',
};
