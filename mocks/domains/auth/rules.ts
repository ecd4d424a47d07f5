import type { AuthorizeLoginSubmitRequest } from '@gen/model/authorizeLoginSubmitRequest';
import type { AuthorizeMesLoginSmsCodeRequest } from '@gen/model/authorizeMesLoginSmsCodeRequest';
import type { AuthorizeMessageLoginRequest } from '@gen/model/authorizeMessageLoginRequest';
import type { AuthCodeData } from '@gen/model/authCodeData';
import type { BusiSmsType } from '@gen/model/busiSmsType';
import type { GetAuthCodeRequest } from '@gen/model/getAuthCodeRequest';
import type { ShortTokenData } from '@gen/model/shortTokenData';
import type { ImgCodeData } from '@gen/model/imgCodeData';
import type { LoginData } from '@gen/model/loginData';
import type { QwAuthParams } from '@gen/model/qwAuthParams';
import type { SmsTicket } from '@gen/model/smsTicket';
import { sessions, type Investor } from '@mocks/db/db';
import { maskPhone } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuse, refuseWith } from '@mocks/http/refusal';
import { findOutcome } from '@mocks/scenarios/outcomes';
import { clearScenario, getScenario } from '@mocks/scenarios/scenario-store';
import { SESSION_ANSWERS, setSessionStatus } from '@mocks/scenarios/session';
import {
  authSmsTickets,
  CAPTCHA_AFTER_FAILURES,
  CAPTCHA_ANSWERS,
  CAPTCHA_VALID_SECONDS,
  captchas,
  LOCK_AFTER_FAILURES,
  LOCK_MINUTES,
  loginAttempts,
  loginNames,
  MOCK_SMS_CODE,
  QW_AGENT_ID,
  QW_CORP_ID,
  QW_UNBOUND_PREFIX,
  qwStates,
  SMS_RESEND_SECONDS,
  SMS_VALID_SECONDS,
  PARTNERS,
  TAKEN_LOGIN_NAMES,
} from './seed';

/**
 * The auth mock's rules, as the contract describes them (openapi/paths/auth.yaml): the login SMS
 * with its ticket, the captcha gate after three wrong codes (05200009, then 05200003 until a
 * captcha is answered), the lock after ten (05200006), WeCom's OAuth state, login names, and the
 * generic business SMS other domains confirm their writes with (see sms-tickets.ts).
 *
 * The mock has one investor: any phone that logs in becomes the demo investor's session (张伟),
 * which is what the demo needs; the SMS goes "to" the phone typed.
 */

const now = () => Date.now();

function attemptsOf(phone: string) {
  return loginAttempts.findFirst((q) => q.where({ phone }));
}

function refuseWhenLocked(phone: string): void {
  const lockedUntil = attemptsOf(phone)?.lockedUntil;
  if (lockedUntil !== undefined && lockedUntil > now()) refuseWith('05200006');
}

const captchaRequired = (phone: string) => (attemptsOf(phone)?.failures ?? 0) >= CAPTCHA_AFTER_FAILURES;

/** Checks and spends the captcha when the phone needs one (05200003 without, 05200004 wrong). */
async function passCaptcha(phone: string, captchaId?: string, captchaCode?: string): Promise<void> {
  if (!captchaRequired(phone)) return;
  if (!captchaId || !captchaCode) refuseWith('05200003');
  const captcha = captchas.findFirst((q) => q.where({ captchaId }));
  const valid = captcha && !captcha.used && captcha.expiresAt > now();
  if (captcha) {
    // One try per captcha, right or wrong: a wrong answer needs a new image.
    await captchas.update(captcha, {
      data(draft) {
        draft.used = true;
      },
    });
  }
  if (!valid || captcha.answer.toUpperCase() !== captchaCode.toUpperCase()) refuseWith('05200004');
}

/** A new 4-character captcha, drawn as SVG (the answer never leaves the mock in the answer). */
export async function issueCaptcha(): Promise<ImgCodeData> {
  const answer = CAPTCHA_ANSWERS[captchas.count() % CAPTCHA_ANSWERS.length] ?? '7K3M';
  const captcha = await captchas.create({
    captchaId: nextId('IMG'),
    answer,
    expiresAt: now() + CAPTCHA_VALID_SECONDS * 1000,
    used: false,
  });
  return {
    captchaId: captcha.captchaId,
    imageDataUri: captchaImage(answer),
    expiresInSeconds: CAPTCHA_VALID_SECONDS,
  };
}

/** A 100×40 SVG: the characters slightly turned over two noise lines, legible on purpose. */
export function captchaImage(answer: string): string {
  const glyphs = [...answer]
    .map((char, i) => {
      const x = 14 + i * 20;
      const turn = [-12, 8, -6, 10][i] ?? 0;
      return `<text x="${x}" y="29" font-size="24" font-family="monospace" font-weight="bold" fill="#1f3b5c" transform="rotate(${turn} ${x + 6} 20)">${char}</text>`;
    })
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40">' +
    '<rect width="100" height="40" fill="#eef2f7"/>' +
    '<path d="M4 30 C30 8, 60 36, 96 12" stroke="#9fb3c8" stroke-width="1.5" fill="none"/>' +
    '<path d="M4 12 C34 30, 64 4, 96 28" stroke="#c8a99f" stroke-width="1" fill="none"/>' +
    `${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** The live ticket of a phone and business, if one was sent less than the resend delay ago. */
function recentTicket(phone: string, bizType: string) {
  return authSmsTickets
    .findMany((q) => q.where({ phone, bizType }))
    .find((ticket) => !ticket.used && ticket.sentAt + SMS_RESEND_SECONDS * 1000 > now());
}

async function issueTicket(fields: {
  prefix: string;
  phone: string;
  bizType: string;
  bizNo?: string;
  investorId?: string;
}): Promise<SmsTicket> {
  if (recentTicket(fields.phone, fields.bizType)) refuseWith('05200005');
  const ticket = await authSmsTickets.create({
    smsSerialNo: nextId(fields.prefix),
    bizType: fields.bizType,
    bizNo: fields.bizNo,
    phone: fields.phone,
    investorId: fields.investorId,
    code: MOCK_SMS_CODE,
    sentAt: now(),
    expiresAt: now() + SMS_VALID_SECONDS * 1000,
    used: false,
  });
  return {
    smsSerialNo: ticket.smsSerialNo,
    sentToMasked: maskPhone(fields.phone),
    resendAfterSeconds: SMS_RESEND_SECONDS,
    expiresInSeconds: SMS_VALID_SECONDS,
  };
}

export async function sendLoginCode(request: AuthorizeMesLoginSmsCodeRequest): Promise<SmsTicket> {
  refuseWhenLocked(request.phone);
  await passCaptcha(request.phone, request.captchaId, request.captchaCode);
  return issueTicket({ prefix: 'LS', phone: request.phone, bizType: 'LOGIN' });
}

/** A business code to the investor's own phone (sendBusiSms). */
export function sendBusinessCode(
  investor: Investor,
  bizType: BusiSmsType,
  bizNo?: string,
): Promise<SmsTicket> {
  return issueTicket({
    prefix: 'BS',
    phone: investor.phone,
    bizType,
    bizNo,
    investorId: investor.customerId,
  });
}

/** A business code to another phone (getSmsCode: a new number to prove). */
export function sendCodeToPhone(investor: Investor, bizType: BusiSmsType, phone: string): Promise<SmsTicket> {
  return issueTicket({ prefix: 'BS', phone, bizType, investorId: investor.customerId });
}

async function recordFailure(phone: string): Promise<number> {
  const existing = attemptsOf(phone);
  const failures = (existing?.failures ?? 0) + 1;
  const lockedUntil = failures >= LOCK_AFTER_FAILURES ? now() + LOCK_MINUTES * 60_000 : undefined;
  if (existing) {
    await loginAttempts.update(existing, {
      data(draft) {
        draft.failures = failures;
        draft.lockedUntil = lockedUntil;
      },
    });
  } else {
    await loginAttempts.create({ phone, failures, lockedUntil });
  }
  return failures;
}

async function voidLoginTickets(phone: string): Promise<void> {
  await authSmsTickets.updateMany((q) => q.where({ phone, bizType: 'LOGIN' }), {
    data(draft) {
      draft.used = true;
    },
  });
}

/** The demo investor's session, made active (ending a session scenario), as LoginData. */
export async function openSession(investor: Investor): Promise<LoginData> {
  await setSessionStatus('active');
  const scenario = getScenario();
  if (scenario && findOutcome(scenario.outcome)?.family === 'session') clearScenario();
  return {
    apptoken: sessions.findFirst()?.token ?? '',
    nameMasked: maskName(investor.name),
    phoneMasked: investor.phoneMasked,
    loginNameSet: loginNames.findFirst((q) => q.where({ customerId: investor.customerId })) !== undefined,
  };
}

/** 张伟 → 张*, 欧阳娜娜 → 欧***: the surname's first character kept. */
export const maskName = (name: string) => (name ? `${name.slice(0, 1)}${'*'.repeat(name.length - 1)}` : '');

export async function logInWithSms(
  investor: Investor,
  request: AuthorizeMessageLoginRequest,
): Promise<LoginData> {
  const { phone } = request;
  refuseWhenLocked(phone);
  const ticket = authSmsTickets.findFirst((q) => q.where({ smsSerialNo: request.smsSerialNo }));
  if (
    !ticket ||
    ticket.used ||
    ticket.bizType !== 'LOGIN' ||
    ticket.phone !== phone ||
    ticket.expiresAt < now()
  ) {
    refuseWith('05200002');
  }
  if (ticket.code !== request.smsCode) {
    const failures = await recordFailure(phone);
    if (failures >= LOCK_AFTER_FAILURES) refuseWith('05200006');
    if (failures < CAPTCHA_AFTER_FAILURES) {
      // The contract's example words it so: the tries left before the captcha.
      refuse('05200001', `短信验证码错误，还可尝试${CAPTCHA_AFTER_FAILURES - failures}次`);
    }
    // From the third on, a wrong code voids the code in hand: a new one needs a captcha.
    await voidLoginTickets(phone);
    refuseWith('05200009');
  }
  await authSmsTickets.update(ticket, {
    data(draft) {
      draft.used = true;
    },
  });
  const attempts = attemptsOf(phone);
  if (attempts) loginAttempts.delete(attempts);
  return openSession(investor);
}

export async function startQwAuth(): Promise<QwAuthParams> {
  const state = `QW${nextId('').replace(/\D/g, '').slice(-12)}`;
  await qwStates.create({ state, used: false });
  return { corpId: QW_CORP_ID, agentId: QW_AGENT_ID, state };
}

export async function logInWithQw(
  investor: Investor,
  request: AuthorizeLoginSubmitRequest,
): Promise<LoginData> {
  const issued = qwStates.findFirst((q) => q.where({ state: request.state }));
  if (!issued || issued.used) refuseWith('05200008');
  await qwStates.update(issued, {
    data(draft) {
      draft.used = true;
    },
  });
  if (request.authCode.startsWith(QW_UNBOUND_PREFIX)) refuseWith('05200007');
  return openSession(investor);
}

export async function setLoginName(investor: Investor, loginName: string): Promise<{ loginName: string }> {
  const lower = loginName.toLowerCase();
  const mine = loginNames.findFirst((q) => q.where({ customerId: investor.customerId }));
  const takenByOthers =
    TAKEN_LOGIN_NAMES.includes(lower) ||
    loginNames
      .findMany((q) => q.where({ customerId: (id) => id !== investor.customerId }))
      .some((row) => row.loginName.toLowerCase() === lower);
  if (takenByOthers) refuseWith('05200010');
  if (mine) {
    await loginNames.update(mine, {
      data(draft) {
        draft.loginName = loginName;
      },
    });
  } else {
    await loginNames.create({ customerId: investor.customerId, loginName });
  }
  return { loginName };
}

/**
 * The session check of the auth calls that need one (sendBusiSms, getSmsCode, setLoginName): the
 * scenario switch treats the whole auth tag as public (login must work without a session), so
 * these calls refuse here the way the gateway does.
 */
export function sessionAnswer(): Response | undefined {
  const status = sessions.findFirst()?.status ?? 'loggedOut';
  if (status === 'expired') return SESSION_ANSWERS.expired();
  if (status === 'loggedOut') return SESSION_ANSWERS.loggedOut();
  return undefined;
}

const partnerOf = (clientId: string) => PARTNERS.find((partner) => partner.clientId === clientId);
const randomToken = (prefix: string) => `${prefix}${nextId('').replace(/\D/g, '')}`;

/** A one-time code for a registered partner whose registered callback origin is redirectUri's. */
export function issueAuthCode(request: GetAuthCodeRequest): AuthCodeData {
  const partner = partnerOf(request.clientId);
  if (!partner) refuseWith('05200012');
  const origin = new URL(request.redirectUri).origin;
  if (!partner.callbackOrigins.includes(origin)) refuseWith('05200013');
  return { authCode: randomToken('AC'), expiresInSeconds: 300, partnerName: partner.name };
}

export function issueShortToken(clientId: string): ShortTokenData {
  if (!partnerOf(clientId)) refuseWith('05200012');
  return { shortToken: randomToken('ST'), expiresInSeconds: 60 };
}
