import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineCheckBox } from '@/page-kit/check-box';
import { hrefTo } from '@/routing/href';
import { USER_AGREEMENT } from '../model/agreements';

export interface AgreementLineProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * 我已阅读并同意《用户服务协议》《隐私政策》: the user agreement opens in a sheet (it has no page of
 * its own), the privacy policy is the content domain's page.
 */
export function AgreementLine({ checked, onChange }: AgreementLineProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="login-agreement">
      <InlineCheckBox checked={checked} onChange={onChange} aria-label="我已阅读并同意用户服务协议和隐私政策">
        <span className="login-agreement-text">我已阅读并同意</span>
      </InlineCheckBox>
      <span className="login-agreement-links">
        <button type="button" className="login-link" onClick={() => setOpen(true)}>
          《用户服务协议》
        </button>
        <Link className="login-link" to={hrefTo('privacyPolicy')}>
          《隐私政策》
        </Link>
      </span>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="bottom"
        bodyClassName="login-agreement-sheet"
        showCloseButton
        destroyOnClose
      >
        <article aria-label={USER_AGREEMENT.title}>
          <h2 className="login-agreement-title">{USER_AGREEMENT.title}</h2>
          <p className="login-agreement-meta">
            版本 {USER_AGREEMENT.version} · {USER_AGREEMENT.effective} 生效
          </p>
          {USER_AGREEMENT.sections.map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </Popup>
    </div>
  );
}
