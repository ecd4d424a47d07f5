import type { NewsFlash } from '@gen/model/newsFlash';
import type { NewsFlashPage } from '@gen/model/newsFlashPage';
import type { PageRequest } from '@gen/model/pageRequest';

/**
 * 快讯 of the news area: plain-text one-liners, newest first. The first three are the contract's
 * example (openapi/paths/content.yaml, newsFlashList), so Prism and this mock agree.
 */
export const NEWS_FLASHES: readonly NewsFlash[] = [
  {
    flashId: 'NF202407100003',
    content: '央行公告：7月10日开展逆回购操作1000亿元，利率维持1.80%不变。',
    publishTime: '2024-07-10T09:20:00+08:00',
    important: false,
  },
  {
    flashId: 'NF202407090002',
    content: '华信信托客服热线400-820-8888将于7月13日0:00—6:00系统升级，期间暂停电话服务。',
    publishTime: '2024-07-09T17:45:00+08:00',
    important: true,
  },
  {
    flashId: 'NF202407090001',
    content: '6月CPI同比上涨0.2%，PPI同比下降0.8%，降幅继续收窄。',
    publishTime: '2024-07-09T09:35:00+08:00',
    important: false,
  },
  {
    flashId: 'NF202407080002',
    content: '10年期国债收益率报2.27%，较上周下行3个基点。',
    publishTime: '2024-07-08T16:30:00+08:00',
    important: false,
  },
  {
    flashId: 'NF202407080001',
    content: '华信信托2024年第3期“华信·助学”慈善信托完成备案。',
    publishTime: '2024-07-08T10:00:00+08:00',
    important: false,
  },
  {
    flashId: 'NF202407050001',
    content: '上半年全国社会融资规模增量累计为18.1万亿元。',
    publishTime: '2024-07-05T15:00:00+08:00',
    important: false,
  },
];

export function flashPage({ pageNum, pageSize }: PageRequest): NewsFlashPage {
  const list = NEWS_FLASHES.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return { list, total: NEWS_FLASHES.length, pageNum, pageSize };
}
