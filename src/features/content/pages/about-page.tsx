import { Link } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { AboutBanner } from '../components/about-banner';
import { COMPANY, COMPANY_INTRO, KEY_FACTS } from '../model/company-profile';
import './about-page.css';

/** The entry tiles: where a visitor goes next. A glyph, not an icon font or SVG set, keeps the first load small. */
const ENTRIES = [
  { glyph: '产', label: '信托产品', to: hrefTo('investProductList') },
  { glyph: '持', label: '我的持仓', to: hrefTo('positionList') },
  { glyph: '订', label: '我的订单', to: hrefTo('myOrder') },
  { glyph: '助', label: '帮助中心', to: hrefTo('help') },
  { glyph: '联', label: '联系我们', to: hrefTo('contactUs') },
  { glyph: '公', label: '信息公示', to: hrefTo('publicity') },
] as const;

const MORE = [
  { label: '公司介绍', hint: '简介 · 股东 · 发展历程', to: hrefTo('aboutList') },
  { label: '管理团队', hint: '董事会与经营管理层', to: hrefTo('teamIntroduction') },
] as const;

/**
 * about: the landing page every visitor and every unknown path sees. Built to be fast on a slow
 * phone: the profile ships with the app (model/company-profile.ts), the one read is the banner
 * strip (sized before it arrives), and nothing here pulls a component library chunk.
 */
export default function AboutPage() {
  return (
    <PageFrame>
      <AboutBanner />

      <nav className="about-entries" aria-label="常用功能">
        {ENTRIES.map((entry) => (
          <Link key={entry.label} to={entry.to} className="about-entry">
            <span className="about-entry-glyph" aria-hidden="true">
              {entry.glyph}
            </span>
            {entry.label}
          </Link>
        ))}
      </nav>

      <section className="about-card" aria-labelledby="about-company">
        <h2 id="about-company" className="about-card-title">
          {COMPANY.name}
        </h2>
        {COMPANY_INTRO.map((paragraph) => (
          <p key={paragraph.slice(0, 12)} className="about-text">
            {paragraph}
          </p>
        ))}
        <dl className="about-facts">
          {KEY_FACTS.map((fact) => (
            <div key={fact.label} className="about-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="about-licence">
          持有{COMPANY.licence}，机构编码 {COMPANY.licenceCode}；监管机构：{COMPANY.regulator}
        </p>
      </section>

      <section className="about-card about-more" aria-label="了解华信">
        {MORE.map((item) => (
          <Link key={item.label} to={item.to} className="about-more-row">
            <span className="about-more-label">{item.label}</span>
            <span className="about-more-hint">{item.hint}</span>
          </Link>
        ))}
      </section>

      <section className="about-card" aria-labelledby="about-contact">
        <h2 id="about-contact" className="about-card-title">
          客户服务
        </h2>
        <a className="about-hotline" href={`tel:${COMPANY.hotline.replace(/-/g, '')}`}>
          <span className="about-hotline-number">
            <small>客服热线</small>
            <b>{COMPANY.hotline}</b>
          </span>
          <span className="about-hotline-call">拨打</span>
        </a>
        <p className="about-text">{COMPANY.hotlineHours}</p>
        <p className="about-text">{COMPANY.address}</p>
      </section>

      <footer className="about-footer">
        <p>信托产品不同于银行存款，不承诺保本和最低收益，过往业绩不代表未来表现。市场有风险，投资需谨慎。</p>
        <p>
          © {COMPANY.name} · {COMPANY.icp}
        </p>
      </footer>
    </PageFrame>
  );
}
