import { describe, expect, it } from 'vitest';
import type { VoteChoicesData } from '@gen/model/voteChoicesData';
import type { VoteInfo } from '@gen/model/voteInfo';
import type { VoteReceipt } from '@gen/model/voteReceipt';
import { checkedCall, statusOf } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { voteFilePdf } from './files';
import { COUNTED_VOTE_ID, OPEN_VOTE_ID, votes } from './seed';

/** Beneficiaries' meetings over the wire (fresh seed per test); every answer checked by the contract. */
setupMockApi();

async function token(voteId = OPEN_VOTE_ID): Promise<string> {
  const sms = await callData<{ smsSerialNo: string }>('getVoteVerificationCode', { voteId });
  const checked = await checkedCall('checkVoteSmsCode', {
    voteId,
    smsCode: '123456',
    smsSerialNo: sms.smsSerialNo,
  });
  return (checked.result.data as { checkToken: string }).checkToken;
}

const ALL_AGREE = [
  { motionId: 'M01', choice: 'AGREE' },
  { motionId: 'M02', choice: 'DISAGREE' },
  { motionId: 'M03', choice: 'ABSTAIN' },
];

describe('vote mock', () => {
  it('without an id, the open meeting of 华信价值精选1号 with the holder’s 1,200,000 votes', async () => {
    const info = (await checkedCall('getVoteInfo', {})).result.data as VoteInfo;
    expect(info).toMatchObject({
      voteId: OPEN_VOTE_ID,
      productCode: 'JZ2022003',
      status: 'OPEN',
      voted: false,
      holder: { realName: '张伟', shares: '1200000.00' },
    });
    expect(info.motions.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(info.documents[0]?.fileId).toBe(`FVOTE-${OPEN_VOTE_ID}-NOTICE`);
    expect(info.outcomes).toBeUndefined();
  });

  it('the counted meeting: the outcome per motion and the ballot he cast', async () => {
    const info = (await checkedCall('getVoteInfo', { voteId: COUNTED_VOTE_ID })).result.data as VoteInfo;
    expect(info).toMatchObject({ status: 'COUNTED', voted: true });
    expect(info.outcomes?.map((o) => o.passed)).toEqual([true, false]);
    const ballot = (await checkedCall('queryVoteChoices', { voteId: COUNTED_VOTE_ID })).result
      .data as VoteChoicesData;
    expect(ballot.myChoices.map((c) => c.choiceName)).toEqual(['同意', '反对']);
    expect(ballot.voteNo).toBe('VB202605120003');
  });

  it('an unknown meeting is refused with 05110101', async () => {
    expect(await statusOf('getVoteInfo', { voteId: 'VT209912310001' })).toBe('05110101');
    expect(await statusOf('queryVoteChoices', { voteId: 'VT209912310001' })).toBe('05110101');
  });

  it('casts the ballot once with the SMS proof; the meeting and the ballot show it', async () => {
    const before = (await checkedCall('queryVoteChoices', { voteId: OPEN_VOTE_ID })).result
      .data as VoteChoicesData;
    expect(before.options.map((o) => o.name)).toEqual(['同意', '反对', '弃权']);
    expect(before.myChoices).toEqual([]);

    const answer = await checkedCall('submitVoteChoices', {
      voteId: OPEN_VOTE_ID,
      choices: ALL_AGREE,
      checkToken: await token(),
    });
    expect(answer.result.msg).toBe('表决提交成功');
    const receipt = answer.result.data as VoteReceipt;
    expect(receipt.choices.map((c) => c.choiceName)).toEqual(['同意', '反对', '弃权']);

    const info = (await checkedCall('getVoteInfo', { voteId: OPEN_VOTE_ID })).result.data as VoteInfo;
    expect(info).toMatchObject({ voted: true, votedAt: receipt.votedAt });
    const after = (await checkedCall('queryVoteChoices', { voteId: OPEN_VOTE_ID })).result
      .data as VoteChoicesData;
    expect(after).toMatchObject({ voteNo: receipt.voteNo, myChoices: receipt.choices });

    // Cast: a second ballot is refused, even with a fresh proof.
    expect(
      await statusOf('submitVoteChoices', {
        voteId: OPEN_VOTE_ID,
        choices: ALL_AGREE,
        checkToken: await token(),
      }),
    ).toBe('05110002');
  });

  it('refuses an incomplete ballot (05110004) without spending the token', async () => {
    const checkToken = await token();
    const partial = { voteId: OPEN_VOTE_ID, choices: ALL_AGREE.slice(0, 2), checkToken };
    expect(await statusOf('submitVoteChoices', partial)).toBe('05110004');
    const twice = { ...partial, choices: [...ALL_AGREE.slice(0, 2), { motionId: 'M01', choice: 'ABSTAIN' }] };
    expect(await statusOf('submitVoteChoices', twice)).toBe('05110004');
    const stranger = {
      ...partial,
      choices: [...ALL_AGREE.slice(0, 2), { motionId: 'M09', choice: 'AGREE' }],
    };
    expect(await statusOf('submitVoteChoices', stranger)).toBe('05110004');
    expect(await statusOf('submitVoteChoices', { ...partial, choices: ALL_AGREE })).toBe('00000000');
  });

  it('a used, unknown or other vote’s token is 05110003', async () => {
    expect(
      await statusOf('submitVoteChoices', { voteId: OPEN_VOTE_ID, choices: ALL_AGREE, checkToken: 'VTCK0' }),
    ).toBe('05110003');
    await votes.update((q) => q.where({ voteId: COUNTED_VOTE_ID }), {
      data(vote) {
        vote.countedAt = undefined;
        vote.deadline = '2099-12-31T17:00:00+08:00';
      },
    });
    const otherVotes = await token(COUNTED_VOTE_ID);
    // The counted meeting reopened for this test, but he voted there: use its token here instead.
    expect(
      await statusOf('submitVoteChoices', {
        voteId: OPEN_VOTE_ID,
        choices: ALL_AGREE,
        checkToken: otherVotes,
      }),
    ).toBe('05110003');
  });

  it('a closed or not yet open meeting refuses ballots (05110001)', async () => {
    await votes.update((q) => q.where({ voteId: OPEN_VOTE_ID }), {
      data(vote) {
        vote.deadline = '2020-01-01T17:00:00+08:00';
      },
    });
    const info = (await checkedCall('getVoteInfo', { voteId: OPEN_VOTE_ID })).result.data as VoteInfo;
    expect(info.status).toBe('CLOSED');
    // Without an id, no open meeting is left: the latest one.
    expect(((await checkedCall('getVoteInfo', {})).result.data as VoteInfo).voteId).toBe(OPEN_VOTE_ID);
    expect(
      await statusOf('submitVoteChoices', {
        voteId: OPEN_VOTE_ID,
        choices: ALL_AGREE,
        checkToken: await token(),
      }),
    ).toBe('05110001');
    await votes.update((q) => q.where({ voteId: OPEN_VOTE_ID }), {
      data(vote) {
        vote.startAt = '2099-01-01T09:00:00+08:00';
        vote.deadline = '2099-02-01T17:00:00+08:00';
      },
    });
    expect(
      ((await checkedCall('getVoteInfo', { voteId: OPEN_VOTE_ID })).result.data as VoteInfo).status,
    ).toBe('NOT_STARTED');
  });

  it('the SMS: a wrong code keeps the ticket, a spent or other vote’s one is 05110202, a resend within 60 s 05110203', async () => {
    const sms = await callData<{ smsSerialNo: string }>('getVoteVerificationCode', { voteId: OPEN_VOTE_ID });
    expect(await statusOf('getVoteVerificationCode', { voteId: OPEN_VOTE_ID })).toBe('05110203');
    const check = (smsCode: string, voteId = OPEN_VOTE_ID) =>
      statusOf('checkVoteSmsCode', { voteId, smsCode, smsSerialNo: sms.smsSerialNo });
    expect(await check('000000')).toBe('05110201');
    // A code sent for one vote does not prove another.
    expect(await check('123456', COUNTED_VOTE_ID)).toBe('05110202');
    expect(await check('123456')).toBe('00000000');
    expect(await check('123456')).toBe('05110202');
  });

  it('serves the meetings’ documents as PDFs', async () => {
    for (const kind of ['NOTICE', 'MOTIONS']) {
      const pdf = voteFilePdf(`FVOTE-${OPEN_VOTE_ID}-${kind}`);
      expect(new TextDecoder().decode(pdf?.slice(0, 5))).toBe('%PDF-');
    }
    expect(voteFilePdf(`FVOTE-${COUNTED_VOTE_ID}-RESULT`)).toBeDefined();
    expect(voteFilePdf(`FVOTE-${OPEN_VOTE_ID}-RESULT`)).toBeUndefined();
  });
});
