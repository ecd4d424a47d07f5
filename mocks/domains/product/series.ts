import Big from 'big.js';

/**
 * The valuation history of the NAV products and the daily income of the cash product:
 * generated, not random per run (a seeded generator over fixed dates), so every run, every
 * screenshot and every test sees the same numbers. Read-only data, built once per code on first
 * use (not a collection: nothing changes it, and resets stay fast).
 *
 * Our proposal: the series are invented; they only look like a trust product's history.
 */

/** The last valuation day of every series (a Friday; fixed so the history never drifts). */
export const LAST_VALUATION_DATE = '2026-11-20';

export interface NavPoint {
  date: string;
  /** 单位净值, 4 decimals. */
  nav: string;
  /** 累计净值 (distributions added back), 4 decimals. */
  accNav: string;
  /** The benchmark as a level from 1.0000 at inception (index or fixed rate), 4 decimals. */
  benchmark: string;
}

export interface CashPoint {
  date: string;
  /** 万份收益, 元 per 10,000 units, 4 decimals. */
  perTenThousand: string;
  /** 7日年化收益率, percent, 4 decimals. */
  sevenDayYield: string;
}

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Valuation dates from `from` to LAST_VALUATION_DATE: weekdays, Fridays, or every day. */
export function valuationDates(from: string, frequency: 'DAILY' | 'WEEKLY' | 'CALENDAR'): string[] {
  const dates: string[] = [];
  for (let day = ms(from); day <= ms(LAST_VALUATION_DATE); day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (frequency === 'CALENDAR') dates.push(iso(day));
    else if (frequency === 'WEEKLY' ? weekday === 5 : weekday !== 0 && weekday !== 6) dates.push(iso(day));
  }
  // A weekly series starts on its establishment day (1.0000), whatever weekday that was.
  if (frequency === 'WEEKLY' && dates[0] !== from) dates.unshift(from);
  return dates;
}

interface NavRecipe {
  from: string;
  frequency: 'DAILY' | 'WEEKLY';
  seed: number;
  /** Mean and spread of one step's change (per valuation). */
  drift: number;
  spread: number;
  /** The benchmark: an index (its own walk, correlated with the product) or a fixed rate. */
  benchmark: { index: { drift: number; spread: number } } | { annualRate: string };
  /** Cash distributions per unit (分红): NAV drops by the amount, accumulated NAV does not. */
  distributions: Readonly<Record<string, string>>;
  /**
   * The unit NAV on LAST_VALUATION_DATE that other domains already show (the holding domain
   * values 张伟's shares at it): the walk is bent smoothly to end exactly there.
   */
  lastNav?: string;
}

const NAV_RECIPES: Readonly<Record<string, NavRecipe>> = {
  /** 华信价值精选1号: daily valuation, an equity strategy against 沪深300, one 分红 in 2024. */
  JZ2022003: {
    from: '2022-03-18',
    frequency: 'DAILY',
    seed: 20220318,
    drift: 0.00028,
    spread: 0.0115,
    benchmark: { index: { drift: 0.00002, spread: 0.012 } },
    distributions: { '2024-01-15': '0.0500' },
    lastNav: '1.1860',
  },
  /** 华信稳健FOF2号: weekly valuation, a calm FOF against 6.00 % a year. */
  JZ2021005: {
    from: '2021-05-20',
    frequency: 'WEEKLY',
    seed: 20210520,
    drift: 0.0011,
    spread: 0.0062,
    benchmark: { annualRate: '6.00' },
    distributions: {},
    lastNav: '1.0873',
  },
};

const navCache = new Map<string, NavPoint[]>();

/** The NAV series of a NAV product (ascending), or an empty list for any other product. */
export function navSeries(productCode: string): readonly NavPoint[] {
  const cached = navCache.get(productCode);
  if (cached) return cached;
  const recipe = NAV_RECIPES[productCode];
  const series = recipe ? buildNavSeries(recipe) : [];
  navCache.set(productCode, series);
  return series;
}

function buildNavSeries(recipe: NavRecipe): NavPoint[] {
  const random = seeded(recipe.seed);
  const dates = valuationDates(recipe.from, recipe.frequency);
  const steps = dates.map(() => {
    const market = random() - 0.5;
    const own = random() - 0.5;
    return { market, own: recipe.drift + recipe.spread * (0.7 * market + 0.5 * own) * 2 };
  });
  // Bend: spread the log-distance to the wanted last NAV evenly over the steps.
  let bend = 0;
  if (recipe.lastNav) {
    let raw = 1;
    dates.forEach((date, i) => {
      if (i === 0) return;
      raw *= 1 + (steps[i]?.own ?? 0);
      const paid = recipe.distributions[date];
      if (paid) raw -= Number(paid);
    });
    bend = Math.log(Number(recipe.lastNav) / raw) / Math.max(dates.length - 1, 1);
  }
  let nav = new Big('1.0000');
  let distributed = new Big(0);
  let index = new Big(1);
  const start = ms(recipe.from);
  const points = dates.map((date, i) => {
    if (i > 0) {
      const market = steps[i]?.market ?? 0;
      const step = (1 + (steps[i]?.own ?? 0)) * Math.exp(bend) - 1;
      nav = nav.times(new Big(1).plus(step.toFixed(6)));
      const paid = recipe.distributions[date];
      if (paid) {
        nav = nav.minus(paid);
        distributed = distributed.plus(paid);
      }
      if ('index' in recipe.benchmark) {
        const { drift, spread } = recipe.benchmark.index;
        index = index.times(new Big(1).plus((drift + spread * market * 2).toFixed(6)));
      }
    }
    const benchmark =
      'annualRate' in recipe.benchmark
        ? new Big(1).plus(
            new Big(recipe.benchmark.annualRate)
              .div(100)
              .div(365)
              .times(Math.round((ms(date) - start) / DAY)),
          )
        : index;
    return {
      date,
      nav: nav.toFixed(4),
      accNav: nav.plus(distributed).toFixed(4),
      benchmark: benchmark.toFixed(4),
    };
  });
  // Rounding of the steps leaves the last NAV a hair off: pin it (the day's change absorbs it).
  const last = points.at(-1);
  if (recipe.lastNav && last) {
    last.accNav = new Big(recipe.lastNav).plus(distributed).toFixed(4);
    last.nav = recipe.lastNav;
  }
  return points;
}

const cashCache = new Map<string, CashPoint[]>();

/** 华信现金宝1号's daily income since 2021-06-01 (every calendar day), or [] for others. */
export function cashSeries(productCode: string): readonly CashPoint[] {
  const cached = cashCache.get(productCode);
  if (cached) return cached;
  const series = productCode === 'XJ2021001' ? buildCashSeries('2021-06-01', 20210601) : [];
  cashCache.set(productCode, series);
  return series;
}

function buildCashSeries(from: string, seed: number): CashPoint[] {
  const random = seeded(seed);
  const dates = valuationDates(from, 'CALENDAR');
  // The annual yield drifts slowly from about 2.6 % down to about 2.15 % (rates fell), with noise.
  const incomes: Big[] = [];
  const points = dates.map((date, i) => {
    const trend = 2.6 - (0.45 * i) / dates.length;
    const annual = trend + (random() - 0.5) * 0.3;
    const income = new Big(annual.toFixed(4)).div(365).times(100); // 元 per 10,000 units a day
    incomes.push(new Big(income.toFixed(4)));
    const week = incomes.slice(-7);
    const sevenDay = week
      .reduce((sum, value) => sum.plus(value), new Big(0))
      .div(10000)
      .times(365)
      .div(week.length)
      .times(100);
    return { date, perTenThousand: income.toFixed(4), sevenDayYield: sevenDay.toFixed(4) };
  });
  // The latest day is the one the holding domain values 张伟's shares on: pinned to its figures.
  const last = points.at(-1);
  if (last) Object.assign(last, CASH_LAST);
  return points;
}

/** 华信现金宝1号 on LAST_VALUATION_DATE, as the holding domain's contract shows it. */
const CASH_LAST = { perTenThousand: '0.5812', sevenDayYield: '2.1350' } as const;

/** The latest point on or before `date` (default: the latest), or undefined. */
export function latestOf<T extends { date: string }>(series: readonly T[], date?: string): T | undefined {
  if (date === undefined) return series.at(-1);
  for (let i = series.length - 1; i >= 0; i -= 1) {
    const point = series[i];
    if (point && point.date <= date) return point;
  }
  return undefined;
}
