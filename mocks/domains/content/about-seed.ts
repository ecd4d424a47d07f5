import type { Banner } from '@gen/model/banner';
import type { BannerPosition } from '@gen/model/bannerPosition';
import nzh from 'nzh/cn';

/** The year the company was founded; every "N载" and "N年" in copy is counted from it. */
export const FOUNDED_YEAR = 1987;

/** "三十九载" in 2026: the company's years in Chinese numerals, counted on China's calendar. */
export function yearsSinceFounding(nowMs: number = Date.now()): string {
  const year = new Date(nowMs + 8 * 3600_000).getUTCFullYear();
  return `${nzh.encodeS(year - FOUNDED_YEAR)}载`;
}

/**
 * The company pages' banners, as the CMS stores them: each with its position, order and online
 * window. The ABOUT banners are the contract's bannerList example (openapi/paths/content.yaml),
 * so Prism and this mock show the same landing page; one retired banner shows the online-window
 * rule at work. Read-only reference content: nothing writes it, so no collection is needed.
 */
export interface StoredBanner extends Banner {
  position: BannerPosition;
  sort: number;
  onlineFrom: string;
  /** Last day online; absent: until taken down. */
  onlineTo?: string;
}

export const STORED_BANNERS: readonly StoredBanner[] = [
  {
    bannerId: 'BN202406010001',
    position: 'ABOUT',
    sort: 1,
    onlineFrom: '2024-06-01',
    title: `${yearsSinceFounding()} 受人之托 代人理财`,
    subtitle: `华信信托 · ${FOUNDED_YEAR}年成立 · 注册资本80亿元`,
    tone: 'NAVY',
  },
  {
    bannerId: 'BN202406010002',
    position: 'ABOUT',
    sort: 2,
    onlineFrom: '2024-06-01',
    title: '家族信托 传承有道',
    subtitle: '1000万元起 · 专属方案 · 财富顾问一对一服务',
    tone: 'GOLD',
    linkUrl: '/phone/help',
  },
  {
    bannerId: 'BN202406010003',
    position: 'ABOUT',
    sort: 3,
    onlineFrom: '2024-06-01',
    title: '警惕非法集资 守护财产安全',
    subtitle: '我司从不通过个人账户收取信托资金',
    tone: 'CRIMSON',
    linkUrl: '/phone/publicity',
  },
  {
    bannerId: 'BN202312200004',
    position: 'ABOUT',
    sort: 0,
    onlineFrom: '2023-12-20',
    onlineTo: '2024-01-05',
    title: '元旦假期服务安排',
    subtitle: '1月1日休市，1月2日起恢复办理',
    tone: 'TEAL',
  },
  {
    bannerId: 'BN202406150005',
    position: 'PRODUCT',
    sort: 1,
    onlineFrom: '2024-06-15',
    title: '鑫享稳健1号 火热募集中',
    subtitle: '业绩比较基准 5.40%–5.60% · 100万元起',
    tone: 'GOLD',
  },
];
