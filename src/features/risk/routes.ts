import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/**
 * Where to go back to when the check is done (an in-app path, e.g. the subscription that sent the
 * investor here); carried through the steps of a flow.
 */
const back = { redirect: q.appPath() };

/** The qualified-investor upload steps: the way chosen on upload, and where to go back to. */
const qualifyStep = { ...back, way: q.oneOf('NET_ASSETS', 'FINANCIAL_ASSETS', 'INCOME') };

/**
 * The risk domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until its page is built.
 */
export const riskRoutes = defineRoutes('risk', {
  investorExplain: {
    title: '投资者须知',
    gloss: 'Investor notice',
    page: () => import('./pages/investor-notice-page'),
    requiresLogin: true,
    query: back,
  },
  risktip: {
    title: '风险提示',
    gloss: 'Risk disclosure',
    page: () => import('./pages/risk-notice-page'),
    requiresLogin: true,
    query: back,
  },
  ratingStep1: {
    title: '风险测评',
    gloss: 'Risk assessment',
    page: () => import('./pages/risk-questionnaire-page'),
    requiresLogin: true,
    query: back,
  },
  ratingResult: {
    title: '测评结果',
    gloss: 'Assessment result',
    page: () => import('./pages/rating-result-page'),
    requiresLogin: true,
    query: { ...back, evaluationNo: q.id({ max: 32 }) },
  },
  surveyQuestionnaire: {
    title: '投资者调查问卷',
    gloss: 'Investor survey',
    page: () => import('./pages/survey-questionnaire-page'),
    requiresLogin: true,
    query: back,
  },
  addRateQuestionnaire: {
    title: '补充问卷',
    gloss: 'Additional rating questionnaire',
    titleIsProposal: true,
    page: () => import('./pages/additional-questionnaire-page'),
    requiresLogin: true,
    query: back,
  },
  kycQuestionnaire: {
    title: '客户信息问卷',
    gloss: 'KYC questionnaire',
    page: () => import('./pages/kyc-questionnaire-page'),
    requiresLogin: true,
    query: back,
  },
  qualifiedQuestionnaire: {
    title: '合格投资者确认',
    gloss: 'Qualified-investor questionnaire',
    page: () => import('./pages/qualified-questionnaire-page'),
    requiresLogin: true,
    query: back,
  },
  questionnaireOne: {
    title: '调查问卷',
    gloss: 'Questionnaire (part one)',
    titleIsProposal: true,
    page: () => import('./pages/survey-part-one-page'),
    requiresLogin: true,
    query: back,
  },
  questionnaireTow: {
    title: '调查问卷',
    gloss: 'Questionnaire (part two)',
    titleIsProposal: true,
    page: () => import('./pages/survey-part-two-page'),
    requiresLogin: true,
    query: back,
  },
  saleQuestionnaire: {
    title: '回访问卷',
    gloss: 'Post-sale return-visit questionnaire',
    page: () => import('./pages/return-visit-questionnaire-page'),
    requiresLogin: true,
    // The subscription visited (the order domain's numbers: OD + 12 digits).
    query: { orderNo: q.string({ max: 14, pattern: /^OD\d{12}$/ }) },
  },
  commitment: {
    title: '老年投资者声明',
    gloss: 'Elderly-investor declaration',
    page: () => import('./pages/elderly-declaration-page'),
    requiresLogin: true,
    query: back,
  },
  olderAgeTips: {
    title: '温馨提示',
    gloss: 'Elderly risk notice',
    page: () => import('./pages/elderly-notice-page'),
    requiresLogin: true,
    query: back,
  },
  smsOlderVer: {
    title: '短信验证',
    gloss: 'Elderly SMS verification',
    page: () => import('./pages/elderly-sms-page'),
    requiresLogin: true,
    query: back,
    // The declaration lives in memory only: opened directly, the step goes back to commitment.
    withoutContext: 'commitment',
  },
  strengthen: {
    title: '合格投资者认证',
    gloss: 'Certification status',
    page: () => import('./pages/certification-status-page'),
    requiresLogin: true,
    query: back,
  },
  upload: {
    title: '上传资料',
    gloss: 'Upload documents',
    page: () => import('./pages/certification-way-page'),
    requiresLogin: true,
    query: back,
  },
  uploadOne: {
    title: '上传资料',
    gloss: 'Upload documents (step one)',
    titleIsProposal: true,
    page: () => import('./pages/certification-proof-page'),
    requiresLogin: true,
    query: qualifyStep,
    // Without the way chosen on upload, the step goes back there.
    withoutContext: 'upload',
  },
  uploadTow: {
    title: '上传资料',
    gloss: 'Upload documents (step two)',
    titleIsProposal: true,
    page: () => import('./pages/certification-experience-page'),
    requiresLogin: true,
    query: qualifyStep,
    // Without step one's images (kept for the tab), the step goes back to the start.
    withoutContext: 'upload',
  },
  householdAssets: {
    title: '家庭金融资产证明',
    gloss: 'Household financial assets',
    page: () => import('./pages/household-assets-page'),
    requiresLogin: true,
  },
  incomeCertificate: {
    title: '收入证明',
    gloss: 'Income certificate',
    page: () => import('./pages/income-certificate-page'),
    requiresLogin: true,
  },
  certificationDetails: {
    title: '认证详情',
    gloss: 'Certification details',
    page: () => import('./pages/certification-details-page'),
    requiresLogin: true,
    query: { ...back, flowNo: q.id({ max: 32 }) },
  },
  financialProof: {
    title: '金融资产证明',
    gloss: 'Financial-asset proof example',
    page: () => import('./pages/financial-proof-example-page'),
    requiresLogin: true,
  },
  investProof: {
    title: '投资经历证明',
    gloss: 'Investment-experience proof example',
    page: () => import('./pages/investment-proof-example-page'),
    requiresLogin: true,
  },
  incomeProof: {
    title: '收入证明材料',
    gloss: 'Income proof example',
    page: () => import('./pages/income-proof-example-page'),
    requiresLogin: true,
  },
});
