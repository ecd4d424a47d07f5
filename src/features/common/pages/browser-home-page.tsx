import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { useHomeNotice } from '../hooks/use-home-notice';
import { SERVICE_HOTLINE } from '../model/abnormal-reasons';
import './browser-home-page.css';

/**
 * noAppletHome: the home for a visitor outside the mini-program and the app (a phone browser,
 * a shared link): who we are in one line, and the ways on: the company page, the mini-program,
 * the app, contact.
 */
export default function BrowserHomePage() {
  const navigate = useNavigate();
  useHomeNotice('/phone/noAppletHome');
  const go = (href: string) => () => void navigate(href);
  return (
    <PageFrame>
      <section className="no-applet-home-brand" aria-labelledby="no-applet-home-name">
        <h2 id="no-applet-home-name">华信信托</h2>
        <p>华信信托股份有限公司 · 成立于1987年 · 注册资本人民币80亿元</p>
      </section>
      <List header="您可以">
        <List.Item onClick={go(hrefTo('about'))} description="公司简介、产品与服务">
          了解华信信托
        </List.Item>
        <List.Item onClick={go(hrefTo('appletPull'))} description="在微信中办理查询与预约">
          打开华信信托小程序
        </List.Item>
        <List.Item onClick={go(hrefTo('pullUp'))} description="认购、持仓与签约的完整服务">
          打开华信信托App
        </List.Item>
        <List.Item onClick={go(hrefTo('contactUs'))} description={`客服热线 ${SERVICE_HOTLINE}`}>
          联系我们
        </List.Item>
      </List>
    </PageFrame>
  );
}
