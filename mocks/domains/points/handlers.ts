import { defineCalls } from '@mocks/http/define-call';
import { demoPageUrl, MALL_DEMO_FILE } from '@mocks/http/demo-pages';
import { activityStatus, marketTool } from './activity-rules';
import { acceptInvitation } from './invite-accept-rules';
import { invitationPage, inviteInfo, sendInvitation } from './invitation-rules';
import { draw, lotteryInfo } from './lottery-rules';
import { cardsOf, clearDot, couponsOf, mallUrl, redDots, tasksOf, yearSum } from './member-centre-rules';
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
  inviteAdd: {
    successMsg: '已接受邀请',
    resolve: ({ investor, requestData }) => acceptInvitation(investor.customerId, requestData),
  },
  // The member centre's entries: tasks, coupons, cards, the year's summary, the draw, the mall.
  userTaskIntegral: ({ investor }) => tasksOf(investor.customerId),
  userTaskcouponList: ({ investor }) => couponsOf(investor.customerId),
  integralCards: ({ investor }) => cardsOf(investor.customerId),
  integralSum: ({ investor, requestData }) => yearSum(investor.customerId, requestData.year),
  activityRed: ({ investor }) => redDots(investor.customerId),
  clickOnNumber: ({ investor, requestData }) => clearDot(investor.customerId, requestData.entry),
  getLotteryNumber: ({ investor, requestData }) => lotteryInfo(investor.customerId, requestData.activityCode),
  luckyDraw: {
    successMsg: '抽奖成功',
    resolve: ({ investor, requestData }) => draw(investor.customerId, requestData.activityCode),
  },
  getPointMallUrl: ({ request, requestData }) =>
    mallUrl(demoPageUrl(request, MALL_DEMO_FILE), requestData.page),
});
