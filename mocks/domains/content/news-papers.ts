import type { MorningPaperDetail } from '@gen/model/morningPaperDetail';
import type { MorningPaperSummaryPage } from '@gen/model/morningPaperSummaryPage';
import type { PageRequest } from '@gen/model/pageRequest';
import { refuseWith } from '@mocks/http/refusal';

const DISCLAIMER = '本早报内容仅供参考，不构成任何投资建议。市场有风险，投资需谨慎。';

/**
 * 华信财富早报: three trading days, newest first. The first is the contract's example
 * (openapi/paths/content.yaml, morningPaperDetail), so Prism and this mock tell the same story
 * as the flashes of the same days (news-flashes.ts).
 */
export const MORNING_PAPERS: readonly MorningPaperDetail[] = [
  {
    paperId: 'MP20240710',
    paperDate: '2024-07-10',
    title: '华信财富早报 | 7月10日',
    headline: '央行开展1000亿元逆回购操作，A股三大指数小幅收涨',
    indices: [
      { name: '上证指数', close: '2959.37', changePct: '0.38' },
      { name: '深证成指', close: '8763.52', changePct: '0.62' },
      { name: '创业板指', close: '1681.04', changePct: '-0.15' },
    ],
    sections: [
      {
        heading: '宏观要闻',
        items: [
          {
            title: '央行开展1000亿元7天期逆回购操作',
            content:
              '7月10日，人民银行以利率招标方式开展1000亿元7天期逆回购操作，中标利率1.80%，与上次持平。',
          },
          {
            title: '6月CPI同比上涨0.2%',
            content:
              '国家统计局数据显示，6月全国居民消费价格同比上涨0.2%，工业生产者出厂价格同比下降0.8%，降幅收窄。',
          },
        ],
      },
      {
        heading: '华信动态',
        items: [
          {
            title: '华信信托客服热线系统升级',
            content: '7月13日0:00—6:00客服热线400-820-8888系统升级，期间暂停电话服务，线上业务不受影响。',
          },
        ],
      },
    ],
    disclaimer: DISCLAIMER,
  },
  {
    paperId: 'MP20240709',
    paperDate: '2024-07-09',
    title: '华信财富早报 | 7月9日',
    headline: '10年期国债收益率下行至2.27%，债市情绪偏暖',
    indices: [
      { name: '上证指数', close: '2948.15', changePct: '-0.21' },
      { name: '深证成指', close: '8709.33', changePct: '-0.47' },
      { name: '创业板指', close: '1683.57', changePct: '-0.88' },
    ],
    sections: [
      {
        heading: '市场回顾',
        items: [
          {
            title: '债市：长端利率继续下行',
            content: '10年期国债收益率报2.27%，较上周下行3个基点，资金面整体均衡偏松。',
          },
        ],
      },
      {
        heading: '华信动态',
        items: [
          {
            title: '“华信·助学”慈善信托完成备案',
            content: '华信信托2024年第3期“华信·助学”慈善信托完成备案，将用于资助中西部地区家庭经济困难学生。',
          },
        ],
      },
    ],
    disclaimer: DISCLAIMER,
  },
  {
    paperId: 'MP20240708',
    paperDate: '2024-07-08',
    title: '华信财富早报 | 7月8日',
    headline: '上半年社会融资规模增量18.1万亿元',
    indices: [
      { name: '上证指数', close: '2954.37', changePct: '0.00' },
      { name: '深证成指', close: '8750.46', changePct: '0.35' },
      { name: '创业板指', close: '1698.51', changePct: '0.71' },
    ],
    sections: [
      {
        heading: '宏观要闻',
        items: [
          {
            title: '上半年社融增量18.1万亿元',
            content:
              '人民银行数据显示，上半年社会融资规模增量累计为18.1万亿元，6月末广义货币（M2）余额同比增长6.2%。',
          },
        ],
      },
    ],
    disclaimer: DISCLAIMER,
  },
];

export function paperPage({ pageNum, pageSize }: PageRequest): MorningPaperSummaryPage {
  const list = MORNING_PAPERS.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(
    ({ paperId, paperDate, title, headline }) => ({ paperId, paperDate, title, headline }),
  );
  return { list, total: MORNING_PAPERS.length, pageNum, pageSize };
}

export function paperDetail(paperId: string): MorningPaperDetail {
  const found = MORNING_PAPERS.find((paper) => paper.paperId === paperId);
  if (!found) refuseWith('05100311');
  return found;
}
