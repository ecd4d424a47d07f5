import { defineCalls } from '@mocks/http/define-call';
import { checkVoteCode, sendVoteCode, submitBallot, voteChoices, voteInfo } from './rules';

/**
 * The vote domain's calls (openapi/paths/vote.yaml) and the vote's SMS (getVoteVerificationCode,
 * checkVoteSmsCode: tag auth, confirmed here because only the vote uses them) on the stateful mock.
 */
export const voteHandlers = defineCalls({
  getVoteInfo: ({ investor, requestData }) => voteInfo(investor, requestData.voteId),
  queryVoteChoices: ({ investor, requestData }) => voteChoices(investor.customerId, requestData.voteId),
  getVoteVerificationCode: {
    successMsg: '验证码已发送',
    resolve: ({ investor, requestData }) => sendVoteCode(investor, requestData.voteId),
  },
  checkVoteSmsCode: {
    successMsg: '验证成功',
    resolve: ({ investor, requestData }) => checkVoteCode(investor.customerId, requestData),
  },
  submitVoteChoices: {
    successMsg: '表决提交成功',
    resolve: ({ investor, requestData }) => submitBallot(investor, requestData),
  },
});
