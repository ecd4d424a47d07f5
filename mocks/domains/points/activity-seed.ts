import { addDays, chinaToday } from './seed';

/**
 * Activities and marketing tools the points mock knows, dated around today (China time) so the
 * demo never runs out of a running activity: the year's invitation activity and the advisers'
 * tool activity run all year; one activity ended a month ago, one starts in forty days, and one
 * names an address outside the allow-list (a partner's live room), so the hand-off's refusal can
 * be seen. The contract's examples (openapi/paths/points.yaml) show the same rows in 2026.
 */
export interface SeedActivity {
  activityCode: string;
  activityName: string;
  startDate: string;
  endDate: string;
  /** Where an ONGOING link leads; for TOOL2026 the tool's own target instead. */
  target: string;
  needLogin: boolean;
}

const yearOf = (date: string) => date.slice(0, 4);

export function seedActivities(today = chinaToday()): SeedActivity[] {
  const year = yearOf(today);
  return [
    {
      activityCode: 'MGM2026',
      activityName: '邀好友 享尊荣服务',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      target: '/phone/interests',
      needLogin: true,
    },
    {
      activityCode: 'TOOL2026',
      activityName: '理财经理为您推荐',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      target: '/phone/about',
      needLogin: false,
    },
    {
      activityCode: 'NEWYEAR',
      activityName: '新春理财节',
      startDate: addDays(today, -75),
      endDate: addDays(today, -30),
      target: '/phone/interests',
      needLogin: true,
    },
    {
      activityCode: 'SPRING',
      activityName: '春季财富沙龙报名',
      startDate: addDays(today, 40),
      endDate: addDays(today, 70),
      target: '/phone/interests',
      needLogin: true,
    },
    {
      activityCode: 'PARTNER1128',
      activityName: '合作机构年终策略直播',
      startDate: addDays(today, -7),
      endDate: addDays(today, 7),
      target: 'https://live.partner-example.cn/room/1128',
      needLogin: false,
    },
  ];
}

export interface SeedMarketTool {
  toolCode: string;
  kind: 'PRODUCT' | 'ARTICLE';
  title: string;
  summary: string;
  riskLevel?: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
  managerCode: string;
  validUntil: string;
  /** The page a scan ends on (through the activity hand-off, which records the referral). */
  target: string;
  /** Withdrawn: the product sold out or the article taken down (05220202). */
  withdrawn?: boolean;
}

export function seedMarketTools(today = chinaToday()): SeedMarketTool[] {
  const year = yearOf(today);
  return [
    {
      toolCode: 'MT8F2K1Q',
      kind: 'PRODUCT',
      title: '鑫享稳健1号集合资金信托计划',
      summary: '固定收益类 · 36个月 · 100万起，业绩比较基准 5.40%–5.60%',
      riskLevel: 'R3',
      managerCode: 'M0102',
      validUntil: `${year}-12-31`,
      target: '/phone/productDetail?productCode=XT2024001',
    },
    {
      toolCode: 'MA3R7W2P',
      kind: 'ARTICLE',
      title: '家族信托：财富传承的法律安排与常见问题',
      summary: '一文读懂家族信托的设立门槛、受益人安排与税务要点',
      managerCode: 'M0102',
      validUntil: `${year}-12-31`,
      target: '/phone/inforDetail?articleId=AR202406180003',
    },
    {
      toolCode: 'MT5OLD0UT',
      kind: 'PRODUCT',
      title: '华信安盈1号集合资金信托计划',
      summary: '固定收益类 · 12个月 · 100万起',
      riskLevel: 'R3',
      managerCode: 'M0102',
      validUntil: `${year}-12-31`,
      target: '/phone/productDetail?productCode=XT2023015',
      withdrawn: true,
    },
    {
      toolCode: 'MT2EXP1RD',
      kind: 'ARTICLE',
      title: '2024年下半年宏观经济与资产配置展望',
      summary: '宏观经济与大类资产配置观点',
      managerCode: 'M0102',
      validUntil: addDays(today, -1),
      target: '/phone/inforDetail?articleId=AR202406250008',
    },
  ];
}
