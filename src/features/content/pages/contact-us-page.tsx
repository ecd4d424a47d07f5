import { List } from 'antd-mobile';
import { PageFrame } from '@/page-kit/page-frame';
import { COMPANY } from '../model/company-profile';
import '../styles/company-pages.css';

/** contactUs: every way to reach the company; the hotline dials with one tap (tel:). */
export default function ContactUsPage() {
  const dial = `tel:${COMPANY.hotline.replace(/-/g, '')}`;
  return (
    <PageFrame>
      <section className="company-hero" aria-label="客服热线">
        <p className="company-hero-label">全国统一客服热线</p>
        <a className="company-hero-phone" href={dial}>
          {COMPANY.hotline}
        </a>
        <p className="company-hero-note">{COMPANY.hotlineHours}</p>
        <a className="company-call-button" href={dial}>
          立即拨打
        </a>
      </section>

      <List header="联系方式" className="company-list">
        <List.Item title="公司地址" description={`邮编 ${COMPANY.postcode}`}>
          {COMPANY.address}
        </List.Item>
        <List.Item title="柜台服务时间">{COMPANY.counterHours}</List.Item>
        <List.Item title="客服邮箱">
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </List.Item>
        <List.Item title="企业微信" description="微信搜索添加，专属顾问在线服务">
          {COMPANY.wecom}
        </List.Item>
      </List>

      <p className="company-note">
        {COMPANY.shortName}
        工作人员不会以任何理由要求您向个人账户转账，也不会索要短信验证码或交易密码。如遇可疑情况，请通过上述官方渠道核实。
      </p>
    </PageFrame>
  );
}
