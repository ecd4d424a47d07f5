/**
 * The 资讯 tabs: our proposal for the CMS's category codes (openapi/paths/content.yaml,
 * getArticleList). 全部 sends no category; the server then answers news only, never reports or
 * live previews (they have pages of their own).
 */
export const NEWS_TABS = [
  { key: 'ALL', title: '全部' },
  { key: 'COMPANY_NEWS', title: '公司动态' },
  { key: 'RESEARCH', title: '投研观点' },
  { key: 'WEALTH_CLASS', title: '财富课堂' },
  { key: 'RISK_NOTICE', title: '风险提示' },
] as const;

export type NewsTabKey = (typeof NEWS_TABS)[number]['key'];
export const NEWS_TAB_KEYS = NEWS_TABS.map((tab) => tab.key) as [NewsTabKey, ...NewsTabKey[]];
