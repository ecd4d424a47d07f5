import { Link } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { POLICY_SECTIONS, POLICY_SUMMARY, PRIVACY_POLICY_VERSION } from '../model/privacy-policy';
import './policy-document.css';

/**
 * The privacy policy as a document: headings and paragraphs from data, React text only. With
 * `listLinks`, the section on collection and sharing links to the two PIPL lists.
 */
export function PolicyDocument({ listLinks = true }: { listLinks?: boolean }) {
  return (
    <article className="policy-document" aria-label="华信信托隐私政策">
      <h2 className="policy-title">华信信托隐私政策</h2>
      <p className="policy-meta">
        版本 {PRIVACY_POLICY_VERSION.version} · 更新日期 {PRIVACY_POLICY_VERSION.updated} · 生效日期{' '}
        {PRIVACY_POLICY_VERSION.effective}
      </p>
      <p className="policy-summary">{POLICY_SUMMARY}</p>
      {POLICY_SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3 className="policy-heading">{section.title}</h3>
          {section.paragraphs.map((text) => (
            <p key={text} className="policy-paragraph">
              {text}
            </p>
          ))}
        </section>
      ))}
      {listLinks ? (
        <nav className="policy-links" aria-label="个人信息清单">
          <Link to={hrefTo('informationList')}>个人信息收集清单</Link>
          <Link to={hrefTo('sharedLnventory')}>第三方信息共享清单</Link>
        </nav>
      ) : null}
    </article>
  );
}
