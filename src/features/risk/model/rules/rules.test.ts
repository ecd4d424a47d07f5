import { describe, expect, it } from 'vitest';
import {
  addYears,
  ageOn,
  assessmentExpiry,
  assessmentState,
  bandProblems,
  birthDateFromIdNo,
  buyableLevels,
  buyableRangeText,
  canBuy,
  chinaToday,
  daysBetween,
  INVESTOR_LEVELS,
  isElderlyByIdNo,
  isIsoDate,
  levelForScore,
  PRODUCT_LEVELS,
  totalScore,
  type ScoreBand,
} from './index';

const BANDS: ScoreBand[] = [
  { level: 'C1', minScore: 0, maxScore: 20 },
  { level: 'C2', minScore: 21, maxScore: 40 },
  { level: 'C3', minScore: 41, maxScore: 60 },
  { level: 'C4', minScore: 61, maxScore: 80 },
  { level: 'C5', minScore: 81, maxScore: 100 },
];

describe('scoring → level bands', () => {
  it('puts each band edge in its own band', () => {
    expect(levelForScore(0, BANDS)).toBe('C1');
    expect(levelForScore(20, BANDS)).toBe('C1');
    expect(levelForScore(21, BANDS)).toBe('C2');
    expect(levelForScore(60, BANDS)).toBe('C3');
    expect(levelForScore(61, BANDS)).toBe('C4');
    expect(levelForScore(100, BANDS)).toBe('C5');
  });
  it('never guesses a level outside the bands', () => {
    expect(levelForScore(-1, BANDS)).toBeUndefined();
    expect(levelForScore(101, BANDS)).toBeUndefined();
  });
  it('sums the chosen options, one per question', () => {
    const questions = [
      {
        questionId: 'q1',
        options: [
          { optionId: 'a', score: 1 },
          { optionId: 'b', score: 7 },
        ],
      },
      {
        questionId: 'q2',
        options: [
          { optionId: 'a', score: 2 },
          { optionId: 'b', score: 10 },
        ],
      },
    ];
    expect(totalScore(questions, { q1: 'b', q2: 'b' })).toBe(17);
    expect(totalScore(questions, { q1: 'a' })).toBe(1);
    expect(totalScore(questions, { q1: 'zzz', q2: 'a' })).toBe(2);
  });
  it('finds overlaps, gaps and levels that do not rise', () => {
    expect(bandProblems(BANDS)).toEqual([]);
    expect(bandProblems([BANDS[0]!, { level: 'C2', minScore: 20, maxScore: 40 }])).toEqual([
      'C1 and C2 overlap',
    ]);
    expect(bandProblems([BANDS[0]!, { level: 'C2', minScore: 25, maxScore: 40 }])).toEqual([
      'gap between C1 and C2',
    ]);
    expect(bandProblems([BANDS[1]!, { level: 'C1', minScore: 41, maxScore: 50 }])).toEqual([
      'C1 does not rise after C2',
    ]);
  });
});

describe('C/R matching', () => {
  it('lets C1 buy R1 only', () => {
    expect(buyableLevels('C1')).toEqual(['R1']);
    expect(canBuy('C1', 'R2')).toBe(false);
    expect(buyableRangeText('C1')).toBe('R1');
  });
  it('lets Cn buy every R up to n and nothing above', () => {
    for (const [i, c] of INVESTOR_LEVELS.entries())
      for (const [j, r] of PRODUCT_LEVELS.entries()) expect(canBuy(c, r), `${c} ${r}`).toBe(j <= i);
    expect(buyableRangeText('C3')).toBe('R1–R3');
    expect(buyableLevels('C5')).toEqual([...PRODUCT_LEVELS]);
  });
});

describe('assessment validity', () => {
  it('lasts one year: through the day before the anniversary', () => {
    expect(assessmentExpiry('2026-08-22')).toBe('2027-08-21');
    expect(assessmentExpiry('2026-01-01')).toBe('2026-12-31');
    expect(assessmentExpiry('2024-02-29')).toBe('2025-02-27');
  });
  it('says 未测评 / 有效 / 即将到期 (30 days) / 已过期', () => {
    expect(assessmentState(undefined, '2026-11-22')).toBe('NONE');
    expect(assessmentState(null, '2026-11-22')).toBe('NONE');
    expect(assessmentState('2026-12-23', '2026-11-22')).toBe('VALID'); // 31 days left
    expect(assessmentState('2026-12-22', '2026-11-22')).toBe('EXPIRING'); // 30 days left
    expect(assessmentState('2026-11-22', '2026-11-22')).toBe('EXPIRING'); // the last day
    expect(assessmentState('2026-11-21', '2026-11-22')).toBe('EXPIRED');
  });
});

describe('age from the ID number', () => {
  it('reads the birth date of an 18-digit number', () => {
    expect(birthDateFromIdNo('31011519780316053X')).toBe('1978-03-16');
    expect(birthDateFromIdNo('310115197802300531')).toBeUndefined(); // 30 February
    expect(birthDateFromIdNo('3101151978031605')).toBeUndefined();
  });
  it('turns 65 on the 65th birthday, not the day before', () => {
    const id = '310115196011220530'; // born 1960-11-22 (the check digit is not the rule's concern)
    expect(ageOn('1960-11-22', '2025-11-21')).toBe(64);
    expect(isElderlyByIdNo(id, '2025-11-21')).toBe(false);
    expect(isElderlyByIdNo(id, '2025-11-22')).toBe(true);
    expect(ageOn('1960-11-22', '2026-11-22')).toBe(66);
  });
  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('1960-02-29', '2025-02-28')).toBe(64);
    expect(ageOn('1960-02-29', '2025-03-01')).toBe(65);
    expect(ageOn('1960-02-29', '2024-02-29')).toBe(64);
  });
});

describe('dates', () => {
  it('knows real calendar dates and China time', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(chinaToday(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });
});
