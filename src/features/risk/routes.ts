import { defineRoutes } from '../../routing/define-routes';
import { q } from '../../routing/query-params';

/**
 * Where to go back to when the check is done (an in-app path, e.g. the subscription that sent the
 * investor here); carried through the steps of a flow.
 */
const back = { redirect: q.appPath() };

/**
 * The risk domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const riskRoutes = defineRoutes('risk', {
  investorExplain: {
    title: '投资者须知',
    gloss: 'Investor notice',
    page: () => import('./pages/investor-explain-page'),
    requiresLogin: true,
    query: back,
  },
  risktip: {
    title: '风险提示',
    gloss: 'Risk disclosure',
    page: () => import('./pages/risktip-page'),
    requiresLogin: true,
    query: back,
  },
  ratingStep1: {
    title: '风险测评',
    gloss: 'Risk assessment',
    page: () => import('./pages/rating-step1-page'),
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
  surveyQuestionnaire: { title: '投资者调查问卷', gloss: 'Investor survey' },
  addRateQuestionnaire: {
    title: '补充问卷',
    gloss: 'Additional rating questionnaire',
    titleIsProposal: true,
  },
  kycQuestionnaire: { title: '客户信息问卷', gloss: 'KYC questionnaire' },
  qualifiedQuestionnaire: { title: '合格投资者确认', gloss: 'Qualified-investor questionnaire' },
  questionnaireOne: { title: '调查问卷', gloss: 'Questionnaire (part one)', titleIsProposal: true },
  questionnaireTow: { title: '调查问卷', gloss: 'Questionnaire (part two)', titleIsProposal: true },
  saleQuestionnaire: { title: '回访问卷', gloss: 'Post-sale return-visit questionnaire' },
  commitment: {
    title: '老年投资者声明',
    gloss: 'Elderly-investor declaration',
    page: () => import('./pages/commitment-page'),
    requiresLogin: true,
    query: back,
  },
  olderAgeTips: {
    title: '温馨提示',
    gloss: 'Elderly risk notice',
    page: () => import('./pages/older-age-tips-page'),
    requiresLogin: true,
    query: back,
  },
  smsOlderVer: {
    title: '短信验证',
    gloss: 'Elderly SMS verification',
    page: () => import('./pages/sms-older-ver-page'),
    requiresLogin: true,
    query: back,
    // The declaration lives in memory only: opened directly, the step goes back to commitment.
    withoutContext: 'commitment',
  },
  strengthen: { title: '合格投资者认证', gloss: 'Certification status' },
  upload: { title: '上传资料', gloss: 'Upload documents' },
  uploadOne: { title: '上传资料', gloss: 'Upload documents (step one)', titleIsProposal: true },
  uploadTow: { title: '上传资料', gloss: 'Upload documents (step two)', titleIsProposal: true },
  householdAssets: { title: '家庭金融资产证明', gloss: 'Household financial assets' },
  incomeCertificate: { title: '收入证明', gloss: 'Income certificate' },
  certificationDetails: { title: '认证详情', gloss: 'Certification details' },
  financialProof: { title: '金融资产证明', gloss: 'Financial-asset proof example' },
  investProof: { title: '投资经历证明', gloss: 'Investment-experience proof example' },
  incomeProof: { title: '收入证明材料', gloss: 'Income proof example' },
});
