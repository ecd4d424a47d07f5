import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';
import { NEWS_TAB_KEYS } from './model/news-tabs';
import { PUBLICITY_TABS, SECTION_KEYS } from './model/company-route-keys';
import { ARTICLE_KEYWORD_MAX } from './model/article-search';

/**
 * The content domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until its page is built.
 */
export const contentRoutes = defineRoutes('content', {
  about: { title: '关于我们', gloss: 'Company profile', page: () => import('./pages/about-page') },
  contactUs: { title: '联系我们', gloss: 'Contact us', page: () => import('./pages/contact-us-page') },
  teamIntroduction: {
    title: '团队介绍',
    gloss: 'Team introduction',
    page: () => import('./pages/team-introduction-page'),
  },
  // Area P1: one page for both list routes; ?section= opens a section (model/company-sections.ts).
  aboutList: {
    title: '公司介绍',
    gloss: 'Company information list',
    page: () => import('./pages/about-list-page'),
    query: { section: q.oneOf(...SECTION_KEYS) },
  },
  aboutListfuben: {
    title: '公司介绍',
    gloss: 'Company information list (second version)',
    titleIsProposal: true,
    page: () => import('./pages/about-list-page'),
    query: { section: q.oneOf(...SECTION_KEYS) },
  },
  '404': { title: '页面不存在', gloss: 'Page not found', page: () => import('./pages/not-found-page') },
  // Area P2 (help, complaints, privacy): the PIPL lists and the policy are static (model/pipl-lists.ts).
  informationList: {
    title: '个人信息收集清单',
    gloss: 'Personal-information collection list',
    page: () => import('./pages/information-list-page'),
  },
  sharedLnventory: {
    title: '第三方信息共享清单',
    gloss: 'Third-party sharing list',
    page: () => import('./pages/third-party-sharing-list-page'),
  },
  help: {
    title: '帮助中心',
    gloss: 'Customer service and help',
    page: () => import('./pages/help-page'),
  },
  advice: {
    title: '投诉建议',
    gloss: 'Complaints and suggestions',
    page: () => import('./pages/advice-page'),
    requiresLogin: true,
    // 我要反馈 (default) or 反馈记录.
    query: { tab: q.oneOf('new', 'history') },
  },
  // Area P3 (news): the tab of a list and the article live in the address.
  inforList: {
    title: '资讯',
    gloss: 'News list',
    page: () => import('./pages/news-list-page'),
    // keyword: the search box's words (findArticleList's limit).
    query: { category: q.oneOf(...NEWS_TAB_KEYS), keyword: q.string({ max: ARTICLE_KEYWORD_MAX }) },
  },
  inforDetail: {
    title: '资讯详情',
    gloss: 'News detail',
    page: () => import('./pages/news-detail-page'),
    query: { articleId: q.id({ max: 32 }) },
  },
  allInformation: {
    title: '全部资讯',
    gloss: 'All news',
    titleIsProposal: true,
    page: () => import('./pages/all-news-page'),
    // paper: one issue of 财富早报; papers: the past issues (both views of this page, so the
    // back button returns to the hub); keyword: the search box's words, as on inforList.
    query: {
      category: q.oneOf(...NEWS_TAB_KEYS),
      keyword: q.string({ max: ARTICLE_KEYWORD_MAX }),
      paper: q.id({ max: 32 }),
      papers: q.flag(),
    },
  },
  publicity: {
    title: '信息公示',
    gloss: 'Public notices',
    page: () => import('./pages/publicity-page'),
    query: { tab: q.oneOf(...PUBLICITY_TABS) },
  },
  liveIntroduction: {
    title: '直播预告',
    gloss: 'Live-stream introduction',
    page: () => import('./pages/live-introduction-page'),
    query: { articleId: q.id({ max: 32 }) },
  },
  // Area P3: serviceHm is the HarmonyOS app's entry to the same page.
  service: {
    title: '专属服务',
    gloss: 'Services',
    titleIsProposal: true,
    page: () => import('./pages/service-page'),
  },
  serviceHm: {
    title: '专属服务',
    gloss: 'Services (HarmonyOS variant)',
    titleIsProposal: true,
    page: () => import('./pages/service-page'),
  },
  // Area P3: research reports are CMS articles (RESEARCH_REPORT) with a PDF.
  reportManage: {
    title: '研究报告',
    gloss: 'Reports',
    titleIsProposal: true,
    page: () => import('./pages/report-manage-page'),
  },
  reportDetail: {
    title: '报告详情',
    gloss: 'Report detail',
    titleIsProposal: true,
    page: () => import('./pages/report-detail-page'),
    query: { articleId: q.id({ max: 32 }) },
  },
  privacyPolicy: {
    title: '隐私政策',
    gloss: 'Privacy policy',
    page: () => import('./pages/privacy-policy-page'),
  },
  privacyPolicyTemplate: {
    title: '隐私政策',
    gloss: 'Privacy policy (template)',
    titleIsProposal: true,
    page: () => import('./pages/privacy-policy-template-page'),
  },
  privacyPolicyAgreement: {
    title: '隐私政策协议',
    gloss: 'Privacy policy agreement',
    titleIsProposal: true,
    page: () => import('./pages/privacy-policy-agreement-page'),
    // Where 同意 continues: an app path only.
    query: { redirect: q.appPath() },
  },
});
