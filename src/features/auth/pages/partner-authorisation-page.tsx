import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetAuthCode } from '@gen/hooks/auth/auth';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { callbackWith, partnerCallback, partnerNavigation } from '../model/partner-redirect';
import './partner-authorisation-page.css';
import { StatusBlock } from '@/page-kit/status-block';

/** What a partner receives after the investor agreed (the contract's getAuthCode description). */
const SCOPES = ['您的姓名（脱敏展示，如 张*）', '您的手机号（脱敏展示，如 138****5678）'];

/**
 * carteBlanche (授权登录): a registered partner (clientId), e.g. the points mall, asks to sign the
 * investor in with the company's account. The page names the partner's site and what it will
 * receive; 同意授权 issues a one-time code (getAuthCode) and goes back to the partner's callback
 * with it; 拒绝 goes back with error=access_denied. Only an https callback of an allow-listed
 * origin is ever opened; the server also checks it against the partner's registration.
 */
export default function PartnerAuthorisationPage() {
  const { clientId, redirect, state } = usePageQuery('carteBlanche');
  const navigate = useNavigate();
  const callback = partnerCallback(redirect);
  const [refusal, setRefusal] = useState<string>();
  const issue = useGetAuthCode({ request: { ownCodes: ['05200012', '05200013'] } });

  const agree = useSubmit(async () => {
    if (!callback || !clientId || !state) return;
    try {
      const { authCode } = await issue.mutateAsync({
        data: { clientId, redirectUri: callback.toString(), state },
      });
      partnerNavigation.go(callbackWith(callback, { code: authCode, state }));
    } catch (error) {
      if (isBusinessError(error, '05200012') || isBusinessError(error, '05200013')) setRefusal(error.message);
      throw error;
    }
  });
  const decline = useReclickGuard(() => {
    if (callback && state) partnerNavigation.go(callbackWith(callback, { error: 'access_denied', state }));
  });

  if (!callback || !clientId || !state || refusal) {
    return (
      <PageFrame>
        <StatusBlock
          status="failed"
          title={refusal ?? '授权链接无效'}
          description={
            refusal ? '请返回对方应用后重试，或联系客服 400-820-8888' : '该授权请求缺少必要信息或来源不受信任'
          }
        >
          <Button color="primary" onClick={() => navigate(hrefTo('about'), { replace: true })}>
            返回首页
          </Button>
        </StatusBlock>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      footer={
        <div className="carte-blanche-actions">
          <Button block fill="outline" size="large" onClick={decline} disabled={agree.pending}>
            拒绝
          </Button>
          <Button
            block
            color="primary"
            size="large"
            loading={agree.pending}
            disabled={agree.pending}
            onClick={() => void agree.run()}
          >
            同意授权
          </Button>
        </div>
      }
    >
      <section className="carte-blanche-card" aria-label="授权请求">
        <p className="carte-blanche-brand">华信信托</p>
        <h2 className="carte-blanche-title">
          <span className="carte-blanche-host">{callback.host}</span> 申请使用您的华信信托账号登录
        </h2>
        <p className="carte-blanche-lead">同意后，对方将获得以下信息，用于为您提供服务：</p>
        <ul className="carte-blanche-scopes">
          {SCOPES.map((scope) => (
            <li key={scope}>{scope}</li>
          ))}
        </ul>
        <p className="carte-blanche-note">
          我们不会向对方提供您的证件号码、银行卡及资产信息。授权仅本次有效；如不同意，请点击“拒绝”。
        </p>
      </section>
    </PageFrame>
  );
}
