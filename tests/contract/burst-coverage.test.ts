import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@gen/operations';
import { BURST_ROWS, ROUTE_ROWS } from '../e2e/hostile/routes';

/**
 * Every write a page can send has a burst row in the hostile suites (one request
 * per burst of 10, hostile-writes.e2e.ts on the production build). This is the gate that keeps
 * the rows growing with the pages: a page that starts using a write fails here until its row is
 * written, or the write is named below with the reason it has none.
 */
const NO_BURST_ROW: Readonly<Record<string, string>> = {
  // Sent by the app itself, never by a control the investor can tap twice.
  getWXConfigSignature: 'the WeChat JS-SDK configuration at start-up',
  getAuthCode: "the own app's single-sign-on code at start-up",
  getQwAuthCode: "WeCom's single-sign-on code at start-up",
  newsClickRecord: 'counted once per article opened, not by a control',
  uploadImage: 'one per picked image, by the image picker (its count rule is unit-tested)',
  recordDownloadPdf: 'the audit record the app sends after a download it made',
  saveSdkFailReason: "the camera SDK's failure, reported by the app",
  initiateDr: 'sent once when the face check hands its token back (spent on first use), not by a tap',
  insertReporting:
    'the event report the app sends when a notice is shown or tapped, not a write of the investor',
  clickOnNumber: 'recorded once when a member-centre entry is opened (it clears the red number)',
  getPointMallUrl: 'a one-time mall ticket fetched by the tap that opens the mall; a second one only expires',
  updateEnterTime: 'the time on an article, reported by the app on entering and leaving, not by a control',
  szbLogin:
    "the partner's one-time ticket exchanged once per opening of middlePage (a 重试 only after a failure)",
  // Burst-tested by a page flow instead (ten taps in one task, one request each, the kit's lock).
  luckyDraw: 'tests/flows/points/points-burst.test.tsx (interests: 抽奖)',
  inviteAdd: 'tests/flows/points/points-burst.test.tsx (activityMiddlepage: 接受邀请)',
  familyToSign:
    'tests/flows/family-trust/family-trust-burst.test.tsx (familyZhuPage: the contract sheet, 确认签署)',
  familyAddedSign:
    'tests/flows/family-trust/family-trust-burst.test.tsx (familyZhuPage: the supplementary agreement sheet, 确认签署)',
  conditionalDistributionApply:
    'tests/flows/family-trust/family-trust-burst.test.tsx (familyRights: 申请条件分配, 确认提交)',
  tempDistributeApply:
    'tests/flows/family-trust/family-trust-burst.test.tsx (familyRights: 申请临时分配, 确认提交)',
  applyForChangeOfTerm:
    'tests/flows/family-trust/family-trust-burst.test.tsx (familyRights: 申请变更期限, 确认提交)',
  redeemAddOrder: 'tests/flows/order/order-burst.test.tsx (orderDetailAdd: 赎回本笔追加份额, 确认赎回)',
  snrIvtMakeOrder: 'tests/flows/product/product-burst.test.tsx (capitain amount step: 我已逐项知晓，继续)',
  updateInvestor: 'tests/flows/risk/risk-burst.test.tsx (strengthen: 投资者类型, 确认变更)',
  // The browser login: the hostile suites run inside the own app, whose login is the native one.
  authorizeMesLoginSmsCode: 'tests/flows/auth/login-burst.test.tsx (获取验证码)',
  authorizeMessageLogin: 'tests/flows/auth/login-burst.test.tsx (登录)',
  getImgCode: 'tests/flows/auth/login-burst.test.tsx (看不清，换一张)',
  // WeCom's login: the code is exchanged by the page on WeCom's way back, never by a control; the
  // flow counts that arrival once, and a burst of 重新授权 after a refusal sends no second one.
  authorizeLoginSubmit: 'tests/flows/auth/login-burst.test.tsx (WeCom’s return, 重新授权)',
};

const ROOT = path.resolve(import.meta.dirname, '../..');

const contractWrites = Object.entries(operations)
  .filter(([, { read }]) => !read)
  .map(([name]) => name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|demo\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The app's source without tests and demos, in one string. */
const appSource = sourceFiles(path.join(ROOT, 'src'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const hookOf = (call: string) => `use${call[0]?.toUpperCase()}${call.slice(1)}`;
/** A write the app can send: its generated hook, or its generated function imported to call directly. */
const usedWrites = contractWrites.filter(
  (call) =>
    new RegExp(`\\b${hookOf(call)}\\b`).test(appSource) ||
    new RegExp(`import \\{[^}]*\\b${call}\\b[^}]*\\} from '(?:@gen|[^']*generated)/`).test(appSource),
);

const rowWrites = new Set([...ROUTE_ROWS, ...BURST_ROWS].flatMap((row) => row.writes.map((w) => w.call)));

describe('burst rows cover every write the app sends', () => {
  it('finds the writes pages use (the scan itself works)', () => {
    expect(usedWrites.length).toBeGreaterThan(40);
    expect(usedWrites).toContain('bankCardAsDefault');
  });

  it('each used write has a burst row, or is named with its reason', () => {
    const missing = usedWrites.filter((call) => !rowWrites.has(call) && !(call in NO_BURST_ROW));
    expect(missing).toEqual([]);
  });

  it('a write burst-tested by a page flow names a test file that counts that call', () => {
    const byFlow = Object.entries(NO_BURST_ROW).filter(([, reason]) => reason.startsWith('tests/'));
    expect(byFlow.length).toBeGreaterThan(0);
    for (const [call, reason] of byFlow) {
      const file = path.join(ROOT, reason.split(' ')[0] ?? '');
      expect(existsSync(file), reason).toBe(true);
      expect(readFileSync(file, 'utf8'), reason).toContain(`${call}: 1`);
    }
  });

  it('names no write that has a row by now, or that no page uses (the list only shrinks)', () => {
    const stale = Object.keys(NO_BURST_ROW).filter(
      (call) => rowWrites.has(call) || !usedWrites.includes(call),
    );
    expect(stale).toEqual([]);
  });
});
