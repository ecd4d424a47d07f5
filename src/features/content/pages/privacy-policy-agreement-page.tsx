import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import { usePageQuery } from '@/routing/use-page-query';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { PolicyDocument } from '../components/policy-document';
import { hasCurrentConsent, recordConsent } from '../model/privacy-consent';
import { PRIVACY_POLICY_VERSION } from '../model/privacy-policy';
import './privacy-policy-agreement-page.css';

/** Where 同意 continues when no (allowed) `redirect` came with the page. */
const HOME = '/phone/about';

/**
 * privacyPolicyAgreement: asks for consent to the policy in force.
 * - 同意: remembered on the device for this version, then on to `?redirect=` (app paths only,
 *   through the allow-list) or the home page.
 * - 不同意: a dialog says what follows (public pages only, no login or business); confirmed, the
 *   refusal is remembered and the investor lands on the public home page; 再想想 stays here.
 */
export default function PrivacyPolicyAgreementPage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('privacyPolicyAgreement');
  const [agreedBefore] = useState(() => hasCurrentConsent());
  const next = (() => {
    const target = resolveAllowedTarget(redirect);
    return target.kind === 'app' ? target.path : HOME;
  })();

  const agree = useReclickGuard(() => {
    recordConsent('agreed');
    navigate(next, { replace: true });
  });
  const askDecline = async () => {
    const sure = await confirmDialog({
      title: '温馨提示',
      content:
        '若不同意本政策，您仍可浏览公司介绍、资讯等公开内容，但无法登录及办理认购、赎回等需要处理个人信息的业务。您可随时在本页重新选择同意。',
      okBtnText: '仍不同意',
      noBtnText: '再想想',
    });
    if (!sure) return;
    recordConsent('declined');
    navigate(HOME, { replace: true });
  };
  const decline = useReclickGuard(() => void askDecline());

  return (
    <PageFrame
      footer={
        <>
          <p className="privacy-agreement-hint">
            {agreedBefore
              ? `您已同意 ${PRIVACY_POLICY_VERSION.version} 版隐私政策`
              : '点击“同意”即表示您已阅读并同意上述政策及个人信息清单'}
          </p>
          <div className="privacy-agreement-actions">
            <Button block size="large" onClick={decline}>
              不同意
            </Button>
            <Button block color="primary" size="large" onClick={agree}>
              同意
            </Button>
          </div>
        </>
      }
    >
      <p className="privacy-agreement-lead">
        欢迎使用华信信托！在使用我们的服务前，请您阅读以下《隐私政策》及文末的《个人信息收集清单》《第三方信息共享清单》，了解我们如何收集、使用、共享和保护您的个人信息，以及您享有的权利。
      </p>
      <PolicyDocument />
    </PageFrame>
  );
}
