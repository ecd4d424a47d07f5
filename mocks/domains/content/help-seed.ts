import type { HelpCategory } from '@gen/model/helpCategory';
import type { HelpQuestion } from '@gen/model/helpQuestion';

/**
 * The help centre's FAQ: four categories, published questions in display order. Read-
 * only reference data of the CMS, so a plain array rather than a collection. The TRADE questions
 * are the contract's example (openapi/paths/content.yaml, helpQuestionList), so Prism and this
 * mock show the same answers. Company facts follow the one fictional company, 华信信托.
 */
type Category = Omit<HelpCategory, 'questionCount'>;

export const HELP_CATEGORIES: readonly Category[] = [
  { categoryCode: 'ACCOUNT', categoryName: '账户与登录', description: '注册、实名认证、登录与密码' },
  { categoryCode: 'TRADE', categoryName: '认购与交易', description: '风险测评、合格投资者认证、认购与打款' },
  { categoryCode: 'INCOME', categoryName: '收益与赎回', description: '收益分配、净值、赎回与到账' },
  { categoryCode: 'SECURITY', categoryName: '安全与隐私', description: '账户安全、个人信息保护、防范诈骗' },
];

const q = (
  questionId: string,
  categoryCode: string,
  question: string,
  answerHtml: string,
  hot = false,
): HelpQuestion => ({
  questionId,
  categoryCode,
  categoryName: HELP_CATEGORIES.find((c) => c.categoryCode === categoryCode)?.categoryName ?? '',
  question,
  answerHtml,
  ...(hot ? { hot } : {}),
});

export const HELP_QUESTIONS: readonly HelpQuestion[] = [
  q(
    'FAQ0101',
    'ACCOUNT',
    '如何完成实名认证？',
    '<p>登录后进入“我的 > 个人信息”，按提示上传本人有效身份证件并完成人脸识别，审核通过后即完成实名认证。</p><p>实名认证是认购信托产品的前提，请确保证件在有效期内。</p>',
    true,
  ),
  q(
    'FAQ0102',
    'ACCOUNT',
    '更换了手机号怎么办？',
    '<p>请在“我的 > 个人信息”中修改联系电话，需验证原手机号或通过人脸识别确认本人操作。</p><p>原手机号已停用的，请致电客服热线 <a href="tel:4008208888">400-820-8888</a> 协助办理。</p>',
  ),
  q(
    'FAQ0103',
    'ACCOUNT',
    '证件过期了需要更新吗？',
    '<p>需要。根据反洗钱相关规定，证件过期后将暂停认购、赎回等业务，请及时在“个人信息”中上传新证件。</p>',
  ),
  q(
    'FAQ0201',
    'TRADE',
    '风险测评结果的有效期是多久？',
    '<p>风险测评结果<strong>有效期为1年</strong>，到期前30天我们会提醒您重新测评。</p><p>您的财务状况、投资目标等信息发生变化时，也请及时重新测评。</p>',
    true,
  ),
  q(
    'FAQ0202',
    'TRADE',
    '如何成为合格投资者？',
    '<p>自然人需具有<strong>2年以上投资经历</strong>，且满足以下条件之一：</p><ul><li>家庭金融净资产不低于300万元；</li><li>家庭金融资产不低于500万元；</li><li>近3年本人年均收入不低于40万元。</li></ul><p>请在“合格投资者认证”中上传相应证明材料。</p>',
    true,
  ),
  q(
    'FAQ0203',
    'TRADE',
    '认购后多久需要完成打款？',
    '<p>请在订单页显示的<strong>打款截止时间</strong>前，将认购资金从本人名下银行卡转入信托财产专户，并在付款备注中填写“姓名+产品简称”。</p>',
  ),
  q(
    'FAQ0204',
    'TRADE',
    '冷静期内可以撤销认购吗？',
    '<p>可以。签署合同后享有<strong>不少于24小时</strong>的冷静期，冷静期内可在“我的订单”中申请撤销，已缴付的资金将全额退还至原付款银行卡。</p>',
  ),
  q(
    'FAQ0301',
    'INCOME',
    '信托收益什么时候分配？',
    '<p>按产品合同约定的分配日分配，通常为每自然季度末月的20日前后，遇节假日顺延。分配完成后可在“收益分配明细”中查看。</p>',
    true,
  ),
  q(
    'FAQ0302',
    'INCOME',
    '业绩比较基准是承诺收益吗？',
    '<p>不是。业绩比较基准仅用于衡量产品表现，<strong>不代表受托人对收益的承诺或保证</strong>。信托财产的实际收益以产品清算或分配结果为准。</p>',
  ),
  q(
    'FAQ0303',
    'INCOME',
    '赎回资金多久到账？',
    '<p>开放日申请的赎回，一般在开放日后<strong>5个工作日内</strong>划付至您的受益账户，具体以产品合同为准。</p>',
  ),
  q(
    'FAQ0401',
    'SECURITY',
    '华信信托会通过个人账户收款吗？',
    '<p><strong>不会。</strong>我司从未通过任何个人账户收取信托资金，认购款只会转入以信托产品名义开立的信托财产专户。</p><p>如有疑问，请拨打官方客服热线 <a href="tel:4008208888">400-820-8888</a> 核实。</p>',
    true,
  ),
  q(
    'FAQ0402',
    'SECURITY',
    '我的个人信息如何被使用和保护？',
    '<p>我们仅在实现业务功能所必需的范围内收集和使用您的个人信息，详见“个人信息收集清单”和“第三方信息共享清单”。</p><p>您可以在“隐私政策”中了解您享有的查询、更正、删除等权利。</p>',
  ),
  q(
    'FAQ0403',
    'SECURITY',
    '收到可疑短信或电话怎么办？',
    '<p>请勿点击陌生链接或向他人透露短信验证码。我司工作人员不会索要您的验证码、交易密码。</p><p>可疑情况请致电 <a href="tel:4008208888">400-820-8888</a> 举报。</p>',
  ),
];
