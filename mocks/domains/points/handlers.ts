import { defineCalls } from '../../http/define-call';
import { integralRules, memberInterests, pointsAccount, signIn, signInCalendar } from './rules';

/** The points calls (openapi/paths/points.yaml) on the stateful mock. */
export const pointsHandlers = defineCalls({
  userTotalIntegral: ({ investor }) => pointsAccount(investor.customerId),
  userSignSelect: ({ investor, requestData }) => signInCalendar(investor.customerId, requestData.month),
  userSign: { successMsg: '签到成功', resolve: ({ investor }) => signIn(investor.customerId) },
  getIntegralRules: () => integralRules(),
  queryMemberInterests: ({ investor }) => memberInterests(investor.customerId),
});
