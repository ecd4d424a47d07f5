import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useLostDraft } from '../hooks/use-lost-draft';
import { crsDraft, useCrsDraft } from '../model/crs-draft';
import { residencyLabel } from '../model/crs-rules';
import '../styles/tax.css';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { CheckBox } from '@/page-kit/check-box';

/**
 * fiscal/consequence: the notice of the declaration's consequences and the holder's promise to
 * report a change within 30 days, confirmed before the SMS code signs it (fiscal/note).
 */
export default function FalseDeclarationNoticePage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('fiscal/consequence');
  const lost = useLostDraft(redirect);
  const draft = useCrsDraft();
  const [accepted, setAccepted] = useState(() => draft?.promiseAccepted ?? false);
  const [tried, setTried] = useState(false);
  const go = useReclickGuard(() => navigate(hrefTo('fiscal/note', { redirect })));
  const next = () => {
    setTried(true);
    if (!accepted) return;
    crsDraft.update({ promiseAccepted: true });
    go();
  };

  return (
    <PageFrame>
      {draft && !lost ? (
        <>
          <p className="tax-intro">
            您声明的税收居民身份：<strong>{residencyLabel(draft.residency)}</strong>
          </p>
          <section className="tax-section" aria-labelledby="tax-notice-title">
            <h2 id="tax-notice-title">声明须知</h2>
            <ol>
              <li>
                本人确认上述信息真实、准确和完整，且当这些信息发生变更时，将在30日内通知贵机构，否则本人承担由此造成的不利后果。
              </li>
              <li>
                如本人提供虚假信息，或未按规定在信息变更后30日内告知，贵机构有权依据《非居民金融账户涉税信息尽职调查管理办法》将本人账户作为非居民账户（或按其他规定）进行处理，并向税务机关报送相关信息。
              </li>
              <li>贵机构可能将本人的涉税信息报送国家税务总局，并由其与相关国家（地区）税务主管当局交换。</li>
              <li>本声明由本人亲自签署，以短信验证码确认，与书面签字具有同等法律效力。</li>
            </ol>
          </section>
          <CheckBox
            className="tax-promise"
            checked={accepted}
            onChange={(on) => {
              setAccepted(on);
              if (!on) crsDraft.update({ promiseAccepted: false });
            }}
          >
            本人已阅读并理解上述须知，确认声明信息真实、准确、完整，并承诺信息变化后30日内告知
          </CheckBox>
          {tried && !accepted ? (
            <p className="tax-field-error" role="alert">
              请阅读并勾选确认声明须知
            </p>
          ) : null}
          <div className="tax-actions">
            <Button block color="primary" size="large" onClick={next}>
              确认并获取验证码
            </Button>
          </div>
        </>
      ) : null}
    </PageFrame>
  );
}
