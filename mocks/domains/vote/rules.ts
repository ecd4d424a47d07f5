import type { CheckVoteSmsCodeData } from '@gen/model/checkVoteSmsCodeData';
import type { CheckVoteSmsCodeRequest } from '@gen/model/checkVoteSmsCodeRequest';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { SubmitVoteChoicesRequest } from '@gen/model/submitVoteChoicesRequest';
import type { VoteChoicesData } from '@gen/model/voteChoicesData';
import type { VoteInfo } from '@gen/model/voteInfo';
import type { VoteReceipt } from '@gen/model/voteReceipt';
import type { VoteStatus } from '@gen/model/voteStatus';
import type { Investor } from '@mocks/db/db';
import { nextId } from '@mocks/db/next-id';
import { STORY_PRODUCTS } from '@mocks/db/seed/story';
import { refuseWith } from '@mocks/http/refusal';
import { sendBusinessCode } from '../auth/rules';
import { authSmsTickets, SMS_RESEND_SECONDS } from '../auth/seed';
import { redeemBusiSms } from '../auth/sms-tickets';
import { nowDateTime } from '../risk/clock';
import {
  VOTE_CHECK_TOKEN_SECONDS,
  VOTE_CHOICES,
  voteBallots,
  voteCheckTokens,
  votes,
  type StoredBallot,
  type StoredChoice,
  type StoredVote,
} from './seed';

/**
 * The beneficiaries' meeting's server rules (openapi/paths/vote.yaml): only holders on the record
 * date see a meeting; its status follows the clock (opens at startAt, closes at the deadline,
 * counted once the outcome is announced); a ballot is one choice for every motion, cast once,
 * while the vote is open, with the one-time token of the vote's SMS (bizType VOTE, bizNo the vote).
 */

export const CHOICE_NAMES: Readonly<Record<StoredChoice, string>> = {
  AGREE: '同意',
  DISAGREE: '反对',
  ABSTAIN: '弃权',
};

/** The file id of one of a meeting's documents (served by files.ts). */
export const voteFileId = (voteId: string, kind: string) => `FVOTE-${voteId}-${kind}`;

export const productNameOf = (code: string) =>
  STORY_PRODUCTS.find((p) => p.productCode === code)?.productName ?? code;

export function voteStatus(vote: StoredVote, now = Date.now()): VoteStatus {
  if (vote.countedAt) return 'COUNTED';
  if (now < Date.parse(vote.startAt)) return 'NOT_STARTED';
  if (now <= Date.parse(vote.deadline)) return 'OPEN';
  return 'CLOSED';
}

function holderShares(vote: StoredVote, investorId: string): string | undefined {
  return vote.holders.find((h) => h.investorId === investorId)?.shares;
}

/** The meeting, if this investor may see it; else the contract's 05110101. */
export function findVote(investorId: string, voteId: string): StoredVote {
  const vote = votes.findFirst((q) => q.where({ voteId }));
  if (!vote || holderShares(vote, investorId) === undefined) refuseWith('05110101');
  return vote;
}

function ballotOf(investorId: string, voteId: string): StoredBallot | undefined {
  return voteBallots.findFirst((q) => q.where({ investorId, voteId }));
}

/** Without an id: the latest open meeting of the investor, else the latest one. */
function latestVote(investorId: string): StoredVote {
  const mine = votes
    .findMany()
    .filter((vote) => holderShares(vote, investorId) !== undefined)
    .sort((a, b) => b.startAt.localeCompare(a.startAt));
  const chosen = mine.find((vote) => voteStatus(vote) === 'OPEN') ?? mine[0];
  if (!chosen) refuseWith('05110101');
  return chosen;
}

export function voteInfo(investor: Investor, voteId?: string): VoteInfo {
  const vote = voteId ? findVote(investor.customerId, voteId) : latestVote(investor.customerId);
  const ballot = ballotOf(investor.customerId, vote.voteId);
  const status = voteStatus(vote);
  const counted = status === 'COUNTED';
  return {
    voteId: vote.voteId,
    title: vote.title,
    productCode: vote.productCode,
    productName: productNameOf(vote.productCode),
    convener: vote.convener,
    startAt: vote.startAt,
    deadline: vote.deadline,
    status,
    voted: ballot !== undefined,
    ...(ballot ? { votedAt: ballot.votedAt } : {}),
    holder: {
      realName: investor.name,
      shares: holderShares(vote, investor.customerId) ?? '0.00',
      recordDate: vote.recordDate,
    },
    passRule: vote.passRule,
    notice: vote.notice,
    documents: vote.documents.map((doc) => ({ fileId: voteFileId(vote.voteId, doc.kind), name: doc.name })),
    motions: vote.motions.map(({ outcome: _outcome, ...motion }) => motion),
    ...(counted
      ? {
          outcomes: vote.motions.flatMap((m) => (m.outcome ? [{ motionId: m.motionId, ...m.outcome }] : [])),
          ...(vote.countedAt ? { countedAt: vote.countedAt } : {}),
        }
      : {}),
  };
}

const choiceRecords = (choices: StoredBallot['choices']) =>
  choices.map((c) => ({ motionId: c.motionId, choice: c.choice, choiceName: CHOICE_NAMES[c.choice] }));

export function voteChoices(investorId: string, voteId: string): VoteChoicesData {
  findVote(investorId, voteId);
  const ballot = ballotOf(investorId, voteId);
  return {
    voteId,
    options: VOTE_CHOICES.map((choice) => ({ choice, name: CHOICE_NAMES[choice] })),
    myChoices: ballot ? choiceRecords(ballot.choices) : [],
    ...(ballot ? { voteNo: ballot.voteNo } : {}),
  };
}

/** getVoteVerificationCode: the business SMS VOTE for this vote to the phone on record, 60 s apart. */
export function sendVoteCode(investor: Investor, voteId: string): Promise<SmsTicket> {
  const recent = authSmsTickets
    .findMany((q) => q.where({ phone: investor.phone, bizType: 'VOTE' }))
    .some((ticket) => !ticket.used && ticket.sentAt + SMS_RESEND_SECONDS * 1000 > Date.now());
  if (recent) refuseWith('05110203');
  return sendBusinessCode(investor, 'VOTE', voteId);
}

/** checkVoteSmsCode: the code spent for a one-time token of that vote. */
export async function checkVoteCode(
  investorId: string,
  request: CheckVoteSmsCodeRequest,
): Promise<CheckVoteSmsCodeData> {
  const verdict = await redeemBusiSms({
    investorId,
    bizType: 'VOTE',
    bizNo: request.voteId,
    smsCode: request.smsCode,
    smsSerialNo: request.smsSerialNo,
  });
  if (verdict === 'wrong') refuseWith('05110201');
  if (verdict === 'expired') refuseWith('05110202');
  const checkToken = nextId('VTCK');
  await voteCheckTokens.create({
    checkToken,
    investorId,
    voteId: request.voteId,
    expiresAt: Date.now() + VOTE_CHECK_TOKEN_SECONDS * 1000,
    used: false,
  });
  return { checkToken, validSeconds: VOTE_CHECK_TOKEN_SECONDS };
}

/** One choice for every motion of the meeting, none twice, none for another motion. */
function completeChoices(vote: StoredVote, choices: SubmitVoteChoicesRequest['choices']) {
  const byMotion = new Map(choices.map((c) => [c.motionId, c.choice]));
  const motionIds = vote.motions.map((m) => m.motionId);
  if (byMotion.size !== choices.length || byMotion.size !== motionIds.length) refuseWith('05110004');
  return motionIds.map((motionId) => {
    const choice = byMotion.get(motionId);
    if (!choice) refuseWith('05110004');
    return { motionId, choice };
  });
}

/** submitVoteChoices: the ballot, cast once while the vote is open; the token is spent last. */
export async function submitBallot(
  investor: Investor,
  request: SubmitVoteChoicesRequest,
): Promise<VoteReceipt> {
  const investorId = investor.customerId;
  const vote = findVote(investorId, request.voteId);
  if (voteStatus(vote) !== 'OPEN') refuseWith('05110001');
  if (ballotOf(investorId, vote.voteId)) refuseWith('05110002');
  const choices = completeChoices(vote, request.choices);
  const token = voteCheckTokens.findFirst((q) => q.where({ checkToken: request.checkToken }));
  if (
    !token ||
    token.used ||
    token.investorId !== investorId ||
    token.voteId !== vote.voteId ||
    token.expiresAt < Date.now()
  )
    refuseWith('05110003');
  await voteCheckTokens.update(token, {
    data(draft) {
      draft.used = true;
    },
  });
  const ballot = await voteBallots.create({
    voteNo: nextId('VB'),
    voteId: vote.voteId,
    investorId,
    votedAt: nowDateTime(),
    choices,
  });
  return {
    voteId: ballot.voteId,
    voteNo: ballot.voteNo,
    votedAt: ballot.votedAt,
    choices: choiceRecords(ballot.choices),
  };
}
