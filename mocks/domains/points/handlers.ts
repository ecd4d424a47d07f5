import { defineCalls } from '@mocks/http/define-call';
import { activityStatus, marketTool } from './activity-rules';
import { invitationPage, inviteInfo, sendInvitation } from './invitation-rules';
import { integralRules, memberInterests, pointsAccount, signIn, signInCalendar } from './rules';

/** The points calls (openapi/paths/points.yaml) on the stateful mock. */
export const pointsHandlers = defineCalls({
  userTotalIntegral: ({ investor }) => pointsAccount(investor.customerId),
  userSignSelect: ({ investor, requestData }) => signInCalendar(investor.customerId, requestData.month),
  userSign: { successMsg: '签到成功', resolve: ({ investor }) => signIn(investor.customerId) },
  getIntegralRules: () => integralRules(),
  queryMemberInterests: ({ investor }) => memberInterests(investor.customerId),
  // Invitations and activities (mgm*): getQrcode, marketToolQrcode, activityMiddlepage.
  mgmInviteInfo: ({ investor }) => inviteInfo(investor.customerId),
  queryMyInvitateList: ({ investor, requestData }) =>
    invitationPage(investor.customerId, requestData.pageNum, requestData.pageSize),
  sendInviteSms: {
    successMsg: '邀请短信已发送',
    resolve: ({ investor, requestData }) => sendInvitation(investor.customerId, requestData),
  },
  mgmMarketTool: ({ requestData }) => marketTool(requestData.toolCode),
  queryActivityStatus: ({ requestData }) => activityStatus(requestData),
});
