/**
 * Suitability (适当性): the investor's risk tolerance C1–C5 against the product's risk level
 * R1–R5 (domain brief §1, matching table [S6]). An investor may buy a product whose R is at most
 * their C; the lowest category, C1, may buy R1 only (the same rule, said again because the
 * regulator says it). The names are the ones this company uses (保守型 … 进取型); the scores that
 * lead to a level are the server's data (getQuestionary's scoreBands), never fixed here.
 */

export const INVESTOR_LEVELS = ['C1', 'C2', 'C3', 'C4', 'C5'] as const;
export type InvestorLevel = (typeof INVESTOR_LEVELS)[number];

export const PRODUCT_LEVELS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type ProductLevel = (typeof PRODUCT_LEVELS)[number];

/** 风险承受能力 names of C1–C5 (C1 is also the regulator's 最低类别). */
export const INVESTOR_LEVEL_NAMES: Readonly<Record<InvestorLevel, string>> = {
  C1: '保守型',
  C2: '稳健型',
  C3: '平衡型',
  C4: '成长型',
  C5: '进取型',
};

/** 产品风险等级 names of R1–R5. */
export const PRODUCT_LEVEL_NAMES: Readonly<Record<ProductLevel, string>> = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
};

export const isInvestorLevel = (value: unknown): value is InvestorLevel =>
  typeof value === 'string' && (INVESTOR_LEVELS as readonly string[]).includes(value);

export const isProductLevel = (value: unknown): value is ProductLevel =>
  typeof value === 'string' && (PRODUCT_LEVELS as readonly string[]).includes(value);

const rank = (level: InvestorLevel | ProductLevel) => Number(level.slice(1));

/** Whether an investor of `investor` may buy a product of `product` (R ≤ C; C1 → R1 only). */
export function canBuy(investor: InvestorLevel, product: ProductLevel): boolean {
  if (investor === 'C1') return product === 'R1';
  return rank(product) <= rank(investor);
}

/** The product levels an investor level may buy, lowest first. */
export function buyableLevels(investor: InvestorLevel): ProductLevel[] {
  return PRODUCT_LEVELS.filter((product) => canBuy(investor, product));
}

/** "R1–R3" / "R1" for the levels an investor may buy. */
export function buyableRangeText(investor: InvestorLevel): string {
  const levels = buyableLevels(investor);
  return levels.length === 1 ? levels[0]! : `${levels[0]}–${levels[levels.length - 1]}`;
}

/** One scoring band of the questionnaire: total scores in [minScore, maxScore] give `level`. */
export interface ScoreBand {
  level: InvestorLevel;
  minScore: number;
  maxScore: number;
}

/**
 * The level a total score falls into, by the server's bands. Bands must not overlap; a score
 * outside every band (a broken questionnaire) gives `undefined`, never a guess.
 */
export function levelForScore(score: number, bands: readonly ScoreBand[]): InvestorLevel | undefined {
  return bands.find((band) => score >= band.minScore && score <= band.maxScore)?.level;
}

/**
 * The problems of a band table, empty when it is sound: every band well formed, no overlaps, no
 * gaps between consecutive bands, levels rising with the scores. For the mock's seed and tests.
 */
export function bandProblems(bands: readonly ScoreBand[]): string[] {
  const problems: string[] = [];
  const sorted = [...bands].sort((a, b) => a.minScore - b.minScore);
  sorted.forEach((band, i) => {
    if (band.minScore > band.maxScore) problems.push(`${band.level}: minScore > maxScore`);
    const next = sorted[i + 1];
    if (!next) return;
    if (next.minScore <= band.maxScore) problems.push(`${band.level} and ${next.level} overlap`);
    else if (next.minScore !== band.maxScore + 1)
      problems.push(`gap between ${band.level} and ${next.level}`);
    if (rank(next.level) <= rank(band.level))
      problems.push(`${next.level} does not rise after ${band.level}`);
  });
  return problems;
}

/** The total of the chosen options' scores (one choice per question; unknown choices score 0). */
export function totalScore(
  questions: readonly { questionId: string; options: readonly { optionId: string; score: number }[] }[],
  answers: Readonly<Record<string, string | undefined>>,
): number {
  return questions.reduce((sum, question) => {
    const chosen = question.options.find((option) => option.optionId === answers[question.questionId]);
    return sum + (chosen?.score ?? 0);
  }, 0);
}
