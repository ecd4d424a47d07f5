import { defineCalls } from '@mocks/http/define-call';
import {
  issueAuthCode,
  issueCaptcha,
  issueShortToken,
  logInWithQw,
  logInWithSms,
  sendBusinessCode,
  sendCodeToPhone,
  sendLoginCode,
  sessionAnswer,
  setLoginName,
  startQwAuth,
} from './rules';
import { logInWithSzbTicket } from './szb-login';

/**
 * The auth calls (openapi/paths/auth.yaml): the SMS login with its captcha gate, WeCom's
 * authorised login, login names and the generic business SMS. Logging in also brings the demo
 * session back: after the session-expired or logged-out scenario sends the user to login, a
 * login makes the session active again (and ends that scenario), so "expired → login → back to
 * work" runs end to end. szbLogin exchanges a partner's one-time ticket (./szb-login.ts).
 */
export const authHandlers = defineCalls({
  authorizeMesLoginSmsCode: {
    successMsg: '发送成功',
    resolve: ({ requestData }) => sendLoginCode(requestData),
  },
  authorizeMessageLogin: {
    successMsg: '登录成功',
    resolve: ({ requestData, investor }) => logInWithSms(investor, requestData),
  },
  getImgCode: { successMsg: '获取成功', resolve: () => issueCaptcha() },
  getQwAuthCode: () => startQwAuth(),
  authorizeLoginSubmit: {
    successMsg: '登录成功',
    resolve: ({ requestData, investor }) => logInWithQw(investor, requestData),
  },
  szbLogin: {
    successMsg: '登录成功',
    resolve: ({ requestData, investor }) => logInWithSzbTicket(investor, requestData.szbTicket),
  },
  sendBusiSms: {
    successMsg: '发送成功',
    resolve: ({ requestData, investor }) =>
      sessionAnswer() ?? sendBusinessCode(investor, requestData.bizType, requestData.bizNo),
  },
  getSmsCode: {
    successMsg: '发送成功',
    resolve: ({ requestData, investor }) =>
      sessionAnswer() ?? sendCodeToPhone(investor, requestData.bizType, requestData.phone),
  },
  getAuthCode: {
    successMsg: '授权成功',
    resolve: ({ requestData }) => sessionAnswer() ?? issueAuthCode(requestData),
  },
  getShortToken: ({ requestData }) => sessionAnswer() ?? issueShortToken(requestData.clientId),
  setLoginName: {
    successMsg: '设置成功',
    resolve: ({ requestData, investor }) => sessionAnswer() ?? setLoginName(investor, requestData.loginName),
  },
});
