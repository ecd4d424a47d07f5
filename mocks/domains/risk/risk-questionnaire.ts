import type { InvestorLevel, ScoreBand } from '@/features/risk/model/rules';

/**
 * The risk questionnaire the mock server serves (getQuestionary), the same as the contract's
 * example (openapi/paths/risk.yaml; the one-story test compares them): 12 single-choice items of
 * a 个人投资者风险承受能力评估问卷 (age, income, share of assets, income source, experience,
 * products held, goal, horizon, largest acceptable loss, knowledge, reaction to a loss, large
 * expenses ahead), scores 15 to 100, and the bands that map a total to C1–C5. Our proposal.
 */

export const RISK_QUESTIONNAIRE_ID = 'RQ2026';
export const RISK_QUESTIONNAIRE_VERSION = '2026.1';
export const RISK_QUESTIONNAIRE_TITLE = '个人投资者风险承受能力评估问卷';
export const RISK_QUESTIONNAIRE_INTRO =
  '本问卷共12题，请根据您的实际情况如实作答。测评结果是我司判断您适合购买哪些风险等级产品的依据，有效期一年。';

type Option = readonly [optionId: string, text: string, score: number];
export interface RiskQuestion {
  questionId: string;
  title: string;
  options: readonly Option[];
}

const q = (n: number, title: string, ...options: Option[]): RiskQuestion => ({
  questionId: `Q${String(n).padStart(2, '0')}`,
  title,
  options,
});

export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  q(1, '您的年龄是？', ['A', '18–30岁', 6], ['B', '31–50岁', 8], ['C', '51–64岁', 4], ['D', '65岁及以上', 1]),
  q(
    2,
    '您的家庭年收入约为？',
    ['A', '50万元以下', 2],
    ['B', '50万–100万元', 4],
    ['C', '100万–500万元', 6],
    ['D', '500万元以上', 8],
  ),
  q(
    3,
    '您计划用于本次投资的资金占家庭金融资产的比例是？',
    ['A', '10%以下', 8],
    ['B', '10%–30%', 6],
    ['C', '30%–50%', 4],
    ['D', '50%以上', 2],
  ),
  q(
    4,
    '您的主要收入来源是？',
    ['A', '无固定收入', 1],
    ['B', '退休金、养老金', 2],
    ['C', '工资、劳务报酬', 6],
    ['D', '生产经营所得或投资收益', 8],
  ),
  q(
    5,
    '您投资股票、基金、信托等金融产品的经验有多久？',
    ['A', '没有经验', 1],
    ['B', '2年以内', 4],
    ['C', '2–5年', 7],
    ['D', '5年以上', 10],
  ),
  q(
    6,
    '您投资过的风险最高的产品是？',
    ['A', '银行存款、国债', 1],
    ['B', '银行理财、货币基金', 4],
    ['C', '债券、债券基金、固定收益类信托', 7],
    ['D', '股票、股票型基金、私募证券基金、期货', 10],
  ),
  q(
    7,
    '您的投资目标是？',
    ['A', '保证本金安全，不在乎收益高低', 1],
    ['B', '资产稳健增值，可承受小幅波动', 4],
    ['C', '获取较高收益，可承受一定亏损', 6],
    ['D', '追求高收益，愿意承担较大亏损', 8],
  ),
  q(
    8,
    '您计划的投资期限是？',
    ['A', '1年以内', 2],
    ['B', '1–2年', 4],
    ['C', '2–3年', 6],
    ['D', '3年以上', 8],
  ),
  q(
    9,
    '您能承受的最大本金亏损是？',
    ['A', '不能承受亏损', 1],
    ['B', '10%以内', 4],
    ['C', '10%–30%', 7],
    ['D', '30%以上', 10],
  ),
  q(
    10,
    '您对金融产品和投资风险的了解程度是？',
    ['A', '基本不了解', 1],
    ['B', '了解一些', 4],
    ['C', '比较了解', 6],
    ['D', '非常了解，有金融从业经历', 8],
  ),
  q(
    11,
    '如果您的投资在一年内亏损20%，您会？',
    ['A', '立即全部赎回或转让', 1],
    ['B', '部分赎回，降低风险', 3],
    ['C', '继续持有，等待回升', 6],
    ['D', '视情况追加投资', 8],
  ),
  q(
    12,
    '未来三年内，您是否有大额资金支出计划（购房、子女教育、医疗等）？',
    ['A', '有，且金额较大', 1],
    ['B', '可能有', 3],
    ['C', '基本没有', 6],
  ),
];

export const RISK_SCORE_BANDS: readonly (ScoreBand & { levelName: string })[] = [
  { level: 'C1', levelName: '保守型', minScore: 0, maxScore: 30 },
  { level: 'C2', levelName: '稳健型', minScore: 31, maxScore: 45 },
  { level: 'C3', levelName: '平衡型', minScore: 46, maxScore: 65 },
  { level: 'C4', levelName: '成长型', minScore: 66, maxScore: 80 },
  { level: 'C5', levelName: '进取型', minScore: 81, maxScore: 100 },
];

/** The answers (option per question) the contract's request example sends: 62 points, C3. */
export const EXAMPLE_ANSWERS: Readonly<Record<string, string>> = {
  Q01: 'B',
  Q02: 'C',
  Q03: 'B',
  Q04: 'C',
  Q05: 'C',
  Q06: 'C',
  Q07: 'B',
  Q08: 'B',
  Q09: 'B',
  Q10: 'B',
  Q11: 'B',
  Q12: 'B',
};

/** A score that lands in each level (seeds of the variants). */
export const SCORE_OF: Readonly<Record<InvestorLevel, number>> = { C1: 22, C2: 40, C3: 58, C4: 72, C5: 88 };
