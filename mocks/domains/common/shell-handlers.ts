import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { defineCalls } from '@mocks/http/define-call';

/**
 * The shell's calls: the mini-program home's notice, the own app's versions, and the business
 * events and page visits the content pages report (kept, so a test can read what was sent).
 */

export const HOME_NOTICE = {
  show: true,
  popupId: 'PP202611200001',
  title: '春节假期服务安排',
  content:
    '2027年2月5日至2月13日春节假期期间暂停认购与赎回申请，假期内到期的分配顺延至节后首个工作日到账。祝您新春愉快！',
  linkPath: '/phone/inforList',
  frequency: 'ONCE',
} as const;

export const APP_VERSIONS = {
  latestVersion: '5.2.0',
  minVersion: '5.0.0',
  releaseDate: '2026-11-10',
  releaseNotes: [
    '新增年度账单，一页看清全年投资与收益',
    '长辈版字体更大、按钮更易点',
    '修复部分机型上传图片失败的问题',
  ],
  packageSize: '86.4MB',
} as const;

const reportSchema = z.object({
  kind: z.enum(['event', 'visit']),
  key: z.string(),
  pagePath: z.string(),
  targetId: z.string().optional(),
  eventCode: z.string().optional(),
  stayMs: z.number().optional(),
});
/** Events and visits as the server keeps them; a visit's later report replaces the earlier. */
export const shellReports = defineCollection('shellReports', reportSchema, { rows: () => [] });

export const shellHandlers = defineCalls({
  appletPopup: () => HOME_NOTICE,
  getVersionNo: ({ requestData }) => ({
    ...APP_VERSIONS,
    releaseNotes: [...APP_VERSIONS.releaseNotes],
    ...(requestData.platform === 'IOS' ? { packageSize: '142.8MB' } : {}),
  }),
  insertReporting: async ({ requestData }) => {
    await shellReports.create({
      kind: 'event',
      key: `${requestData.eventCode}-${requestData.occurredAt}`,
      pagePath: requestData.pagePath,
      eventCode: requestData.eventCode,
      ...(requestData.targetId ? { targetId: requestData.targetId } : {}),
    });
    return { accepted: true };
  },
  updateEnterTime: async ({ requestData }) => {
    const row = {
      kind: 'visit' as const,
      key: requestData.visitId,
      pagePath: requestData.pagePath,
      ...(requestData.targetId ? { targetId: requestData.targetId } : {}),
      ...(requestData.stayMs !== undefined ? { stayMs: requestData.stayMs } : {}),
    };
    const known = shellReports.findFirst((q) => q.where({ key: requestData.visitId }));
    if (known) await shellReports.delete(known);
    await shellReports.create(row);
    return { accepted: true };
  },
});
