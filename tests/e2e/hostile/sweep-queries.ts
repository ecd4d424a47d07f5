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
  productOrderDetails: '?orderNo=OD202611180002',
  productOrderDetails1: '?orderNo=OD202611180002',
  productOrderDetails4: '?orderNo=OD202611180002',
  orderDetailAdd: '?orderNo=OD202611180002',
  orderUpload: '?orderNo=OD202611180002',
  orderLook: '?orderNo=OD202611180002',
  xqlbDetails: '?orderNo=OD202611180002',
  track: '?orderNo=OD202611180002',
  orderMiddlePage: '?orderNo=OD202611180002',
  // product pages read the product named in the address (Prism answers with the examples).
  brokenLinkOne: '?productCode=JZ2022003',
  brokenLinkOnePublic: '?productCode=JZ2022003',
  cashBrokenLine: '?productCode=XJ2021001',
  cashBrokenLinePublic: '?productCode=XJ2021001',
  historyNetWorth: '?productCode=JZ2022003',
  projectIntroduct: '?productCode=XT2024001',
  equityProjectIntroduct: '?productCode=JZ2022003',
  introduction: '?productCode=XT2024001',
  fundManager: '?productCode=XT2024001',
  trustDoc: '?productCode=XT2024001',
  contract: '?productCode=XT2024001',
  uploadOne: '?way=FINANCIAL_ASSETS',
  certificationDetails: '?flowNo=QF202607230001',
};
