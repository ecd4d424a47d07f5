import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';

export interface ServiceItem {
  key: string;
  title: string;
  description: string;
  /** The route that serves it, or a tel: link. */
  href: AppPath | `tel:${string}`;
  action: string;
}

/**
 * The exclusive services (专属服务) the company offers its investors. Static: the spec has no call
 * for them, and every entry leads to a page or the hotline that does the work. Our proposal of
 * what a trust company's service page holds; wording of the one fictional company, 华信信托.
 */
export const SERVICES: readonly ServiceItem[] = [
  {
    key: 'manager',
    title: '专属财富顾问',
    description: '一对一了解您的资产状况与需求，提供资产配置建议和产品讲解。',
    href: hrefTo('financeManager'),
    action: '联系我的理财经理',
  },
  {
    key: 'family',
    title: '家族信托服务',
    description: '1000万元起设立家族信托，定制受益人安排与分配方案，实现财富传承与风险隔离。',
    href: hrefTo('familyRights'),
    action: '了解家族信托权益',
  },
  {
    key: 'research',
    title: '投研报告',
    description: '研究发展部季度宏观与大类资产配置报告，帮助您把握市场脉络。',
    href: hrefTo('reportManage'),
    action: '查看研究报告',
  },
  {
    key: 'live',
    title: '专家直播',
    description: '首席投资顾问定期直播解读市场，现场答疑。',
    href: hrefTo('liveIntroduction'),
    action: '查看直播预告',
  },
  {
    key: 'education',
    title: '投资者教育',
    description: '合格投资者认定、风险测评、收益分配等知识，一看就懂。',
    href: hrefTo('inforList', { category: 'WEALTH_CLASS' }),
    action: '进入财富课堂',
  },
  {
    key: 'hotline',
    title: '客服热线',
    description: '工作日 9:00—17:30 为您服务，节假日请留言，我们将尽快回复。',
    href: 'tel:4008208888',
    action: '拨打 400-820-8888',
  },
];
