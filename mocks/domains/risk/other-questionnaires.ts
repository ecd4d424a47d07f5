import type { InvestorQuestionnaireType } from '@gen/model/investorQuestionnaireType';
import type { QuestionnaireQuestion } from '@gen/model/questionnaireQuestion';

/**
 * The questionnaires other than the risk assessment (our proposal, same shape as the
 * risk questionnaire, no scores): investGetQuestionary's six and the return visit after the
 * cooling-off. `expected` marks, per question, the answers that meet the questionnaire's
 * requirement (合格投资者确认, the return visit); an answer outside it makes `passed` false.
 */

type Opt = readonly [optionId: string, text: string];
interface Def {
  questionId: string;
  title: string;
  multiple?: number;
  optional?: boolean;
  options: readonly Opt[];
  /** The options that meet the requirement (only where the questionnaire judges). */
  expected?: readonly string[];
}

const toQuestion = (d: Def): QuestionnaireQuestion => ({
  questionId: d.questionId,
  title: d.title,
  type: d.multiple ? 'MULTIPLE' : 'SINGLE',
  ...(d.multiple ? { maxChoices: d.multiple } : {}),
  ...(d.optional ? { optional: true } : {}),
  options: d.options.map(([optionId, text]) => ({ optionId, text })),
});

export interface OtherQuestionnaire {
  questionnaireId: string;
  version: string;
  title: string;
  intro: string;
  defs: readonly Def[];
  /** The outcome when every judged answer is as expected, and when not. */
  passText: string;
  failText?: string;
}

const YES_NO: readonly Opt[] = [
  ['A', '是'],
  ['B', '否'],
];

export const OTHER_QUESTIONNAIRES: Readonly<Record<InvestorQuestionnaireType, OtherQuestionnaire>> = {
  SURVEY: {
    questionnaireId: 'SV2026',
    version: '2026.1',
    title: '投资者调查问卷',
    intro: '为了解您的投资目的、资金来源与投资经验，请如实填写本问卷。您的回答仅用于投资者适当性管理。',
    passText: '问卷已提交，感谢您的配合。',
    defs: [
      {
        questionId: 'S1',
        title: '您本次投资的主要目的是？',
        options: [
          ['A', '资产保值，获取稳定收益'],
          ['B', '资产增值，获取较高收益'],
          ['C', '资产配置与财富传承'],
        ],
      },
      {
        questionId: 'S2',
        title: '您用于投资的资金来源有哪些？',
        multiple: 3,
        options: [
          ['A', '工资、奖金等劳动收入'],
          ['B', '经营所得'],
          ['C', '投资收益'],
          ['D', '继承、赠与'],
        ],
      },
      {
        questionId: 'S3',
        title: '您曾经投资过哪些金融产品？',
        multiple: 6,
        options: [
          ['A', '银行理财、存款'],
          ['B', '国债、债券'],
          ['C', '公募基金'],
          ['D', '股票'],
          ['E', '私募基金、信托计划'],
          ['F', '期货、期权等衍生品'],
        ],
      },
      {
        questionId: 'S4',
        title: '您是通过哪种渠道了解到我司产品的？',
        options: [
          ['A', '理财经理介绍'],
          ['B', '亲友推荐'],
          ['C', '公司官网、App或公众号'],
          ['D', '其他'],
        ],
      },
      {
        questionId: 'S5',
        title: '您对我司的服务还有哪些期待？',
        multiple: 3,
        optional: true,
        options: [
          ['A', '更多产品选择'],
          ['B', '更及时的信息披露'],
          ['C', '线下投资者教育活动'],
          ['D', '专属理财经理服务'],
        ],
      },
    ],
  },
  ADD_RATE: {
    questionnaireId: 'AR2026',
    version: '2026.1',
    title: '风险测评补充问卷',
    intro: '为确认您充分理解信托产品的风险特征，请在风险测评之外回答以下问题。',
    passText: '补充问卷已提交。您对信托产品风险特征的理解与测评结果一致。',
    failText:
      '补充问卷已提交。部分回答与信托产品的风险特征不符，建议您阅读投资者教育材料或联系理财经理后再进行投资。',
    defs: [
      {
        questionId: 'A1',
        title: '信托产品是否保本、保收益？',
        expected: ['B'],
        options: [
          ['A', '保本保收益'],
          ['B', '不保本、不保收益，可能损失本金'],
        ],
      },
      {
        questionId: 'A2',
        title: '信托产品在存续期内能否随时赎回？',
        expected: ['B'],
        options: [
          ['A', '可以随时赎回'],
          ['B', '一般不能随时赎回，仅可在开放日申请或到期清算'],
        ],
      },
      {
        questionId: 'A3',
        title: '“业绩比较基准”是否代表产品一定能取得的收益？',
        expected: ['B'],
        options: [
          ['A', '是，到期一定能取得'],
          ['B', '否，仅为业绩参考，不构成收益承诺'],
        ],
      },
      {
        questionId: 'A4',
        title: '在冷静期内，您是否可以撤销认购并全额退款？',
        expected: ['A'],
        options: [
          ['A', '可以'],
          ['B', '不可以'],
        ],
      },
    ],
  },
  KYC: {
    questionnaireId: 'KY2026',
    version: '2026.1',
    title: '客户信息问卷',
    intro: '根据反洗钱相关规定，我司需要了解您的身份与交易背景。请如实填写，信息将严格保密。',
    passText: '客户信息问卷已提交，感谢您的配合。',
    defs: [
      { questionId: 'K1', title: '您是否为本次投资资金的实际受益人？', options: YES_NO },
      { questionId: 'K2', title: '是否存在他人实际控制您的账户或代为决策？', options: YES_NO },
      {
        questionId: 'K3',
        title: '您或您的近亲属是否为政治公众人物（如外国政要、国际组织高级管理人员）？',
        options: YES_NO,
      },
      {
        questionId: 'K4',
        title: '您所在的行业是？',
        options: [
          ['A', '金融业'],
          ['B', '制造业'],
          ['C', '信息技术与科研'],
          ['D', '批发零售、贸易'],
          ['E', '教育、医疗、公共服务'],
          ['F', '其他或离退休'],
        ],
      },
      {
        questionId: 'K5',
        title: '您本人的年收入约为？',
        options: [
          ['A', '40万元以下'],
          ['B', '40万–100万元'],
          ['C', '100万–500万元'],
          ['D', '500万元以上'],
        ],
      },
    ],
  },
  QUALIFIED: {
    questionnaireId: 'QI2026',
    version: '2026.1',
    title: '合格投资者确认',
    intro:
      '根据《关于规范金融机构资产管理业务的指导意见》，认购信托产品的自然人投资者须为合格投资者。请逐项确认以下情况是否属实。',
    passText: '您已确认符合合格投资者条件。请在“合格投资者认证”中上传相应的证明材料。',
    failText: '根据您的回答，您暂不符合合格投资者条件，暂不能认购信托产品。如情况有变，可重新填写。',
    defs: [
      {
        questionId: 'Q1',
        title: '您是否具有2年以上投资经历？',
        expected: ['A'],
        options: YES_NO,
      },
      {
        questionId: 'Q2',
        title: '您满足以下哪一项资产或收入条件？',
        expected: ['A', 'B', 'C'],
        options: [
          ['A', '家庭金融净资产不低于300万元'],
          ['B', '家庭金融资产不低于500万元'],
          ['C', '近3年本人年均收入不低于40万元'],
          ['D', '以上均不满足'],
        ],
      },
      {
        questionId: 'Q3',
        title: '您用于认购的资金是否为本人合法自有资金，未使用贷款、发行债券等筹集的非自有资金？',
        expected: ['A'],
        options: YES_NO,
      },
      {
        questionId: 'Q4',
        title: '您是否为他人代持信托份额？',
        expected: ['B'],
        options: YES_NO,
      },
    ],
  },
  PART_ONE: {
    questionnaireId: 'PQ2026A',
    version: '2026.1',
    title: '调查问卷（一）：投资经验',
    intro: '本问卷分两部分，第一部分了解您的投资经验。',
    passText: '第一部分已提交，请继续填写第二部分。',
    defs: [
      {
        questionId: 'P1',
        title: '您投资信托产品的年限是？',
        options: [
          ['A', '从未投资'],
          ['B', '1年以内'],
          ['C', '1–3年'],
          ['D', '3年以上'],
        ],
      },
      {
        questionId: 'P2',
        title: '您目前持有的金融资产中，信托产品约占多少？',
        options: [
          ['A', '10%以下'],
          ['B', '10%–30%'],
          ['C', '30%–50%'],
          ['D', '50%以上'],
        ],
      },
      {
        questionId: 'P3',
        title: '您通常如何作出投资决策？',
        options: [
          ['A', '自行研究决定'],
          ['B', '参考理财经理建议'],
          ['C', '与家人商量'],
        ],
      },
    ],
  },
  PART_TWO: {
    questionnaireId: 'PQ2026B',
    version: '2026.1',
    title: '调查问卷（二）：投资偏好',
    intro: '本问卷第二部分了解您的投资偏好。',
    passText: '调查问卷已全部提交，感谢您的配合。',
    defs: [
      {
        questionId: 'P4',
        title: '您偏好的产品期限是？',
        options: [
          ['A', '1年以内'],
          ['B', '1–2年'],
          ['C', '2年以上'],
        ],
      },
      {
        questionId: 'P5',
        title: '您更关注产品的哪些方面？',
        multiple: 3,
        options: [
          ['A', '业绩比较基准'],
          ['B', '底层资产与风控措施'],
          ['C', '流动性（开放日、期限）'],
          ['D', '受托人与合作机构的实力'],
        ],
      },
      {
        questionId: 'P6',
        title: '您希望通过哪种方式接收信息披露？',
        options: [
          ['A', 'App消息'],
          ['B', '短信'],
          ['C', '电子邮件'],
        ],
      },
    ],
  },
};

export const SALES_QUESTIONNAIRE: OtherQuestionnaire = {
  questionnaireId: 'HF2026',
  version: '2026.1',
  title: '认购回访问卷',
  intro: '您认购的产品冷静期已结束。为保护您的合法权益，请根据实际情况确认以下销售过程信息。',
  passText: '回访已完成，您的认购将按合同约定确认份额。',
  failText:
    '回访已记录。您的部分回答与销售过程要求不符，我司客服将在1个工作日内与您联系核实，核实前认购暂不确认。',
  defs: [
    {
      questionId: 'H1',
      title: '本次认购是否为您本人操作、本人签署合同？',
      expected: ['A'],
      options: [
        ['A', '是，本人操作并签署'],
        ['B', '否'],
      ],
    },
    {
      questionId: 'H2',
      title: '销售人员是否向您充分揭示了产品风险，并告知信托产品不保本、不保收益？',
      expected: ['A'],
      options: YES_NO,
    },
    {
      questionId: 'H3',
      title: '销售人员是否向您承诺过保本或固定收益？',
      expected: ['B'],
      options: [
        ['A', '有承诺'],
        ['B', '没有承诺'],
      ],
    },
    {
      questionId: 'H4',
      title: '您是否已阅读并理解信托合同、风险申明书等产品文件？',
      expected: ['A'],
      options: YES_NO,
    },
    {
      questionId: 'H5',
      title: '您是否知悉冷静期内可撤销认购并全额退款？',
      expected: ['A'],
      options: YES_NO,
    },
    {
      questionId: 'H6',
      title: '本次投资是否为您的真实意愿，且资金为本人合法自有资金？',
      expected: ['A'],
      options: YES_NO,
    },
  ],
};

export const questionsOf = (q: OtherQuestionnaire): QuestionnaireQuestion[] => q.defs.map(toQuestion);

/** Whether the answers are complete and which judged answers fall outside what is expected. */
export function judge(
  q: OtherQuestionnaire,
  answers: ReadonlyArray<{ questionId: string; optionIds: readonly string[] }>,
): { complete: boolean; valid: boolean; passed: boolean } {
  const byId = new Map(answers.map((a) => [a.questionId, a.optionIds]));
  let complete = true;
  let valid = true;
  let passed = true;
  for (const d of q.defs) {
    const chosen = byId.get(d.questionId) ?? [];
    if (chosen.length === 0) {
      if (!d.optional) complete = false;
      continue;
    }
    const ids = new Set(d.options.map(([id]) => id));
    if (
      chosen.some((id) => !ids.has(id)) ||
      (!d.multiple && chosen.length > 1) ||
      chosen.length > (d.multiple ?? 1)
    )
      valid = false;
    if (d.expected && chosen.some((id) => !d.expected!.includes(id))) passed = false;
  }
  if ([...byId.keys()].some((id) => !q.defs.some((d) => d.questionId === id))) valid = false;
  return { complete, valid, passed };
}
