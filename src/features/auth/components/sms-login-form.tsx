import { Button } from 'antd-mobile';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useAuthorizeMesLoginSmsCode, useAuthorizeMessageLogin, useGetImgCode } from '@gen/hooks/auth/auth';
import type { ImgCodeData } from '@gen/model/imgCodeData';
import type { LoginData } from '@gen/model/loginData';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { isApiError } from '@/api/api-error';
import { isMainlandMobile } from '@/format/phone';
import { FieldRow, FormActions, FormSection } from '@/page-kit/form';
import { readTicket, sentText, type SmsSendState } from '@/page-kit/sms-code';
import { useSubmit } from '@/page-kit/submit';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { PhoneInput } from '@/page-kit/phone-input';
import { PRIVACY_POLICY_VERSION, USER_AGREEMENT_VERSION } from '../model/agreements';
import { AgreementLine } from './agreement-line';
import { CaptchaRow } from './captcha-row';
import { CodeRow } from './code-row';

export interface SmsLoginFormProps {
  /** Called with the session once the server accepted the code. */
  onLoggedIn: (login: LoginData) => void;
  /** A line above the form (e.g. why WeCom's login fell back to SMS). */
  notice?: ReactNode;
}

interface CaptchaState {
  image?: ImgCodeData;
  code: string;
  error?: string;
}

const NO_SEND: SmsSendState<SmsTicket> = { requested: false };
const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/**
 * Phone + SMS code login (authorizeMesLoginSmsCode → authorizeMessageLogin), with the server's
 * captcha gate: after three wrong codes a new code needs the image captcha (05200003 on a send;
 * 05200009 on the login that crossed the line voids the code in hand). The refusals the page
 * handles are said where they belong, without a toast (ownCodes); everything else is the
 * catalogue's. Logging in needs the agreements: tapped without them, a dialog asks first.
 */
export function SmsLoginForm({ onLoggedIn, notice }: SmsLoginFormProps) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [locked, setLocked] = useState<string>();
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>(NO_SEND);
  const codeInput = useRef<HTMLInputElement>(null);

  const sendCall = useAuthorizeMesLoginSmsCode({
    request: { hideLoading: true, ownCodes: ['05200003', '05200004', '05200006'] },
  });
  const loginCall = useAuthorizeMessageLogin({
    request: { label: '登录', ownCodes: ['05200001', '05200002', '05200006', '05200009'] },
  });
  const imageCall = useGetImgCode({ request: { hideLoading: true } });

  const loadCaptcha = async (error?: string) => {
    setCaptcha((current) => ({ code: '', image: current?.image, error }));
    try {
      const image = await imageCall.mutateAsync({ data: { scene: 'LOGIN' } });
      setCaptcha((current) => ({ code: '', error: current?.error, image }));
    } catch {
      // The catalogue said why; tapping the image tries again.
    }
  };
  const refreshCaptcha = useSubmit(() => loadCaptcha(), { guardMs: 500 });

  const send = async (): Promise<SmsTicket> => {
    if (!isMainlandMobile(phone)) {
      setPhoneError(phone ? '请输入正确的手机号' : '请输入手机号');
      throw new Error('phone');
    }
    if (captcha && captcha.code.length !== 4) {
      setCaptcha({ ...captcha, error: '请输入图形验证码' });
      throw new Error('captcha');
    }
    try {
      const ticket = await sendCall.mutateAsync({
        data: {
          phone,
          ...(captcha?.image && captcha.code
            ? { captchaId: captcha.image.captchaId, captchaCode: captcha.code }
            : {}),
        },
      });
      // A captcha answers once: the next send (if any) needs a new image.
      if (captcha) setCaptcha(null);
      setCodeError(undefined);
      codeInput.current?.focus();
      return ticket;
    } catch (error) {
      if (isBusinessError(error, '05200003')) void loadCaptcha(messageOf(error, '请先完成图形验证'));
      else if (isBusinessError(error, '05200004'))
        void loadCaptcha(messageOf(error, '图形验证码错误，请重新输入'));
      else if (isBusinessError(error, '05200006'))
        setLocked(messageOf(error, '验证失败次数过多，请稍后再试'));
      throw error;
    }
  };
  // A new generation remounts the code row: the kit's hook keeps its own resend lock, which a
  // voided code (05200009, 05200002) or another number must drop.
  const [generation, setGeneration] = useState(0);
  const resetSms = () => {
    setSms(NO_SEND);
    setGeneration((g) => g + 1);
  };

  const logIn = async () => {
    const ticket = sms.ticket;
    if (!ticket) return;
    try {
      const login = await loginCall.mutateAsync({
        data: {
          phone,
          smsCode: code,
          smsSerialNo: ticket.smsSerialNo,
          userAgreementVersion: USER_AGREEMENT_VERSION,
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        },
      });
      onLoggedIn(login);
    } catch (error) {
      setCode('');
      if (isBusinessError(error, '05200009')) {
        // The code in hand is void: a new one, after the captcha.
        resetSms();
        setCodeError(messageOf(error, '验证码错误次数较多，请完成图形验证后重新获取验证码'));
        void loadCaptcha();
      } else if (isBusinessError(error, '05200002')) {
        resetSms();
        setCodeError(messageOf(error, '短信验证码已失效，请重新获取'));
      } else if (isBusinessError(error, '05200001')) {
        setCodeError(messageOf(error, '短信验证码错误，请重新输入'));
        codeInput.current?.focus();
      } else if (isBusinessError(error, '05200006')) {
        setLocked(messageOf(error, '验证失败次数过多，请稍后再试'));
      }
      throw error;
    }
  };

  const submit = useSubmit(
    async () => {
      if (!agreed) {
        const ok = await confirmDialog({
          title: '温馨提示',
          content: '登录前请阅读并同意《用户服务协议》和《隐私政策》。我们将严格保护您的个人信息安全。',
          okBtnText: '同意并登录',
          noBtnText: '暂不登录',
        });
        if (!ok) return;
        setAgreed(true);
      }
      await logIn();
      // No re-click window: a refused code is cleared, which turns 登录 off until six digits are
      // typed again; the in-flight lock covers bursts.
    },
    { guardMs: 0 },
  );

  const phoneValid = isMainlandMobile(phone);
  const ready = phoneValid && code.length === 6 && sms.ticket !== undefined && !locked;

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void submit.run();
      }}
    >
      {notice ? <p className="login-notice">{notice}</p> : null}
      {locked ? (
        <p className="login-notice login-notice-danger" role="alert">
          {locked}
        </p>
      ) : null}
      <FormSection label="手机号登录">
        <FieldRow label="手机号" htmlFor={`${id}-phone`} error={phoneError} errorId={`${id}-phone-error`}>
          <PhoneInput
            id={`${id}-phone`}
            value={phone}
            invalid={phoneError !== undefined}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            showPrefix={false}
            placeholder="请输入手机号"
            onChange={(digits) => {
              if (digits !== phone && sms.requested) {
                // Another number: the code sent to the old one does not apply.
                resetSms();
                setLocked(undefined);
              }
              setPhone(digits);
              setPhoneError(undefined);
            }}
            onBlur={() => {
              if (phone && !isMainlandMobile(phone)) setPhoneError('请输入正确的手机号');
            }}
          />
        </FieldRow>
        {captcha ? (
          <CaptchaRow
            id={`${id}-captcha`}
            image={captcha.image}
            loading={imageCall.isPending}
            value={captcha.code}
            error={captcha.error}
            onChange={(value) => setCaptcha({ ...captcha, code: value, error: undefined })}
            onRefresh={() => void refreshCaptcha.run()}
          />
        ) : null}
        <CodeRow
          key={generation}
          id={`${id}-code`}
          inputRef={codeInput}
          value={code}
          error={codeError}
          disabled={Boolean(locked)}
          send={send}
          memory={{ state: sms, update: setSms }}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
        />
      </FormSection>
      {sms.ticket ? (
        <p className="login-sent" aria-live="polite">
          {sentText(readTicket(sms.ticket))}
        </p>
      ) : null}
      <AgreementLine checked={agreed} onChange={setAgreed} />
      <FormActions tip="未注册的手机号验证后将自动创建账户，办理业务前需完成实名认证">
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submit.pending}
          disabled={!ready || submit.pending}
        >
          登录
        </Button>
      </FormActions>
    </form>
  );
}
