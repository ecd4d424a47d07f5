import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday, STORY_HOLDINGS, STORY_PRODUCTS } from '@mocks/db/seed/story';
import { dateTimeFromToday } from '../risk/seed';

/**
 * What the mock server stores about beneficiaries' meetings (受益人大会) held by correspondence:
 * the meetings (motions, documents, who may vote with how many shares, the outcome once
 * counted), the ballots cast, and the one-time tokens checkVoteSmsCode issues.
 *
 * The story: 张伟 holds 1,200,000 shares of 华信价值精选1号 (JZ2022003, the holding seed), whose
 * trustee opened a vote two days ago on three motions, closing in ten days; half a year ago he
 * voted in 华信恒远3号's meeting (XT2023008, 100万), whose outcome has been announced.
 */

export const VOTE_CHOICES = ['AGREE', 'DISAGREE', 'ABSTAIN'] as const;
export type StoredChoice = (typeof VOTE_CHOICES)[number];

/** A checkToken counts this long (the contract's validSeconds). */
export const VOTE_CHECK_TOKEN_SECONDS = 600;

const motionSchema = z.object({
  motionId: z.string(),
  seq: z.number().int(),
  title: z.string(),
  summary: z.string(),
  special: z.boolean(),
  /** What the announced count said (counted meetings only). */
  outcome: z
    .object({ passed: z.boolean(), agreeRate: z.string(), disagreeRate: z.string(), abstainRate: z.string() })
    .optional(),
});
export type StoredMotion = z.infer<typeof motionSchema>;

export const storedVoteSchema = z.object({
  voteId: z.string(),
  title: z.string(),
  productCode: z.string(),
  convener: z.string(),
  startAt: z.string(),
  deadline: z.string(),
  recordDate: z.string(),
  passRule: z.string(),
  notice: z.string(),
  /** Document kind → its name; the file ids are FVOTE-<voteId>-<kind>. */
  documents: z.array(z.object({ kind: z.string(), name: z.string() })),
  motions: z.array(motionSchema),
  /** Holders on the record date and their shares (one share, one vote). */
  holders: z.array(z.object({ investorId: z.string(), shares: z.string() })),
  countedAt: z.string().optional(),
});
export type StoredVote = z.infer<typeof storedVoteSchema>;

export const storedBallotSchema = z.object({
  voteNo: z.string(),
  voteId: z.string(),
  investorId: z.string(),
  votedAt: z.string(),
  choices: z.array(z.object({ motionId: z.string(), choice: z.enum(VOTE_CHOICES) })),
});
export type StoredBallot = z.infer<typeof storedBallotSchema>;

const productName = (code: string) => STORY_PRODUCTS.find((p) => p.productCode === code)?.productName ?? code;

const PASS_RULE =
  '每一议案须经参加表决的受益人所持表决权的二分之一以上通过，特别决议须三分之二以上通过；未在截止时间前表决的，视为未参加本次表决。';

/** The open meeting's id (fixed: links and tests name it). */
export const OPEN_VOTE_ID = 'VT202611200001';
/** The counted meeting the demo investor voted in. */
export const COUNTED_VOTE_ID = 'VT202605100001';

const me = DEMO_INVESTOR.customerId;

/** Motion number `seq` (id M0<seq>); `outcome` once the meeting is counted. */
const motion = (
  seq: number,
  title: string,
  summary: string,
  { special, outcome }: Pick<StoredMotion, 'special' | 'outcome'>,
): StoredMotion => ({ motionId: `M0${seq}`, seq, title, summary, special, ...(outcome ? { outcome } : {}) });

/** What every meeting of the demo shares: the trustee calls it, the contract's pass rule. */
const meeting = (vote: Omit<StoredVote, 'convener' | 'passRule'>): StoredVote => ({
  convener: '华信信托股份有限公司（受托人）',
  passRule: PASS_RULE,
  ...vote,
});

export const votes = defineCollection('votes', storedVoteSchema, {
  rows: () => [
    meeting({
      voteId: OPEN_VOTE_ID,
      title: `${productName('JZ2022003')}2026年第一次受益人大会`,
      productCode: 'JZ2022003',
      startAt: dateTimeFromToday(-2, '09:00:00'),
      deadline: dateTimeFromToday(10, '17:00:00'),
      recordDate: daysFromToday(-5),
      notice:
        '根据《信托合同》第二十条的约定，受托人决定以通讯方式召开受益人大会，审议以下三项议案。请于截止时间前完成表决，表决提交后不可更改。',
      documents: [
        { kind: 'NOTICE', name: '受益人大会召开公告' },
        { kind: 'MOTIONS', name: '议案说明' },
      ],
      motions: [
        motion(
          1,
          '关于变更投资顾问的议案',
          '拟将本信托计划的投资顾问由上海远景投资管理有限公司变更为上海恒睿资产管理有限公司，投资范围与费率不变。',
          { special: false },
        ),
        motion(
          2,
          '关于延长信托期限的议案',
          '拟将本信托计划的期限延长12个月至2029年3月15日，延长期内每季度首月开放赎回。',
          { special: true },
        ),
        motion(
          3,
          '关于调整信托管理费率的议案',
          '拟将信托管理费率由每年0.80%下调为每年0.60%，自2027年1月1日起执行。',
          { special: false },
        ),
      ],
      holders: [{ investorId: me, shares: STORY_HOLDINGS.JZ2022003.shares }],
    }),
    meeting({
      voteId: COUNTED_VOTE_ID,
      title: `${productName('XT2023008')}2026年第一次受益人大会`,
      productCode: 'XT2023008',
      startAt: dateTimeFromToday(-196, '09:00:00'),
      deadline: dateTimeFromToday(-182, '17:00:00'),
      recordDate: daysFromToday(-199),
      notice: '受托人以通讯方式召开受益人大会，审议以下两项议案。计票结果已于大会结束后公告。',
      documents: [
        { kind: 'NOTICE', name: '受益人大会召开公告' },
        { kind: 'RESULT', name: '受益人大会决议公告' },
      ],
      motions: [
        motion(
          1,
          '关于提前分配部分信托利益的议案',
          '拟于2026年6月20日向全体受益人提前分配已回收的部分信托利益，每份0.05元。',
          {
            special: false,
            outcome: { passed: true, agreeRate: '91.20', disagreeRate: '5.30', abstainRate: '3.50' },
          },
        ),
        motion(
          2,
          '关于变更保管银行的议案',
          '拟将本信托计划的保管银行由中国建设银行上海分行变更为招商银行上海分行。',
          {
            special: true,
            outcome: { passed: false, agreeRate: '61.80', disagreeRate: '30.70', abstainRate: '7.50' },
          },
        ),
      ],
      holders: [{ investorId: me, shares: STORY_HOLDINGS.XT2023008.principal }],
      countedAt: daysFromToday(-179),
    }),
  ],
});

export const voteBallots = defineCollection('voteBallots', storedBallotSchema, {
  rows: () => [
    {
      voteNo: 'VB202605120003',
      voteId: COUNTED_VOTE_ID,
      investorId: me,
      votedAt: dateTimeFromToday(-194, '20:16:00'),
      choices: [
        { motionId: 'M01', choice: 'AGREE' as const },
        { motionId: 'M02', choice: 'DISAGREE' as const },
      ],
    },
  ],
});

export const voteCheckTokens = defineCollection(
  'voteCheckTokens',
  z.object({
    checkToken: z.string(),
    investorId: z.string(),
    voteId: z.string(),
    expiresAt: z.number(),
    used: z.boolean(),
  }),
  { rows: () => [] },
);
