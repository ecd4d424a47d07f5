import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '@tests/e2e/support/nginx';
import { FIXED_RAISING } from '@tests/e2e/support/seed-ids';
import { ownAppMarker, ownAppUa } from '@tests/support/user-agents';
import { engineEnv, ensureEngine, selectedEngines, ENGINES } from './engines';
import { startMockApi, type RunningMockApi } from './mock-api-server';
import { launchOldChromium, type OldBrowser, type OldPage } from './old-chromium';
import { button, pressKeys, tap, waitForTarget, waitForText, waitForUrl } from './page-actions';

/**
 * The buy journey on the oldest engine of the run, on the production build as deployed, answered
 * by the stateful mock run in Node (mock-api-server.ts: the order it creates is there to sign):
 * 张伟 (C3, signed in by the own app's user agent) opens 鑫享稳健1号's detail, passes the
 * suitability gate, types 150万 on the amount step, agrees and submits the 追加; on the signing
 * hub he reads every required document to the end in pdf.js (the confirm button locked first by
 * time, then by the last page), signs the risk declaration by hand on the signature pad, and finds
 * the order with its signing progress. The trust contract's signature happens at the e-signature
 * vendor, another origin the production build only opens for the real vendor: the sign journey
 * (tests/e2e/sign-journey.e2e.ts) walks it on the demo build.
 */
const oldest = [...selectedEngines()].sort((a, b) => a.major - b.major)[0] ?? ENGINES[0];
const TOKEN = 'legacy-journey-token';

let api: RunningMockApi;
let nginx: RunningNginx;
let browser: OldBrowser;
let page: OldPage;
const url = (route: string) => `${api.origin}/xtmk/apph5${route}`;

beforeAll(async () => {
  api = await startMockApi();
  nginx = await startNginx({ distDir: 'dist', apiUpstream: api.origin });
  api.serveAppFrom(nginx.origin);
  const installed = await ensureEngine(oldest!);
  browser = await launchOldChromium({
    executable: installed.executable,
    env: engineEnv(installed),
    userAgent: ownAppUa(ownAppMarker(), { agent: 'agent1', token: TOKEN, android: true }),
  });
  page = await browser.newPage();
});

/** A failed step leaves where the investor was, what the screen said and what broke, in the log. */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page) return;
  const seen = await page
    .evaluate(() => ({ at: location.href, text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 600) }))
    .catch(() => undefined);
  console.error(
    `buy journey failed at ${seen?.at}\npage text: ${seen?.text}\nerrors: ${JSON.stringify(page.errors)}`,
  );
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await api?.stop();
});

/** The signing area's document viewer, scrolled like a reader until its footer says the end was reached. */
async function readToTheEnd() {
  await waitForTarget(page, { selector: '.pdf-page[data-page="1"] canvas' }, 60_000);
  // The first page is drawn: its canvas holds dark pixels (text), not only the white page.
  await page.waitFor(
    'the contract drawn on the first page',
    () => {
      const canvas = document.querySelector('.pdf-page[data-page="1"] canvas') as HTMLCanvasElement | null;
      const context = canvas && canvas.width > 0 ? canvas.getContext('2d') : null;
      if (!canvas || !context) return false;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < pixels.length; i += 4)
        if (pixels[i]! < 128 && pixels[i + 1]! < 128 && pixels[i + 2]! < 128 && pixels[i + 3]! > 0)
          return true;
      return false;
    },
    undefined,
    { timeoutMs: 30_000 },
  );
  for (let step = 0; step < 200; step += 1) {
    const state = await page.evaluate(() => {
      const footer = document.querySelector('.page-frame-footer');
      const pdf = document.querySelector('.pdf-page');
      let scroller: Element | null = pdf;
      while (
        scroller &&
        !(
          scroller.scrollHeight > scroller.clientHeight + 1 &&
          getComputedStyle(scroller).overflowY !== 'visible'
        )
      )
        scroller = scroller.parentElement;
      const box = (scroller || document.documentElement).getBoundingClientRect();
      return {
        done: footer !== null && (footer as HTMLElement).innerText.indexOf('已阅读至末页') >= 0,
        top: scroller ? scroller.scrollTop : window.scrollY,
        x: box.left + box.width / 2,
        y: Math.max(box.top, 0) + Math.min(box.height, window.innerHeight) / 2,
      };
    });
    if (state.done) return;
    await page.wheel(state.x, state.y, 600);
    // The scroll took (or the end was reached): the next wheel starts from there.
    await page.waitFor(
      'the viewer to scroll',
      (before: number) => {
        const footer = document.querySelector('.page-frame-footer');
        if (footer && (footer as HTMLElement).innerText.indexOf('已阅读至末页') >= 0) return true;
        const pdf = document.querySelector('.pdf-page');
        let scroller: Element | null = pdf;
        while (
          scroller &&
          !(
            scroller.scrollHeight > scroller.clientHeight + 1 &&
            getComputedStyle(scroller).overflowY !== 'visible'
          )
        )
          scroller = scroller.parentElement;
        return (scroller ? scroller.scrollTop : window.scrollY) !== before;
      },
      state.top,
      { timeoutMs: 10_000 },
    );
  }
  throw new Error('the viewer never reported the end of the document');
}

describe(`buy journey in Chromium ${oldest!.version === 'current' ? 'current' : oldest!.major} (production build, mock in Node)`, () => {
  it('detail → suitability gate → amount → order', async () => {
    await page.goto(url(`/phone/productDetail?productCode=${FIXED_RAISING}`));
    await waitForText(page, '5.40%–5.60%', 30_000);
    await tap(page, button('追加认购'));
    await waitForUrl(page, new RegExp(`/phone/capitainAdd\\?productCode=${FIXED_RAISING}`));
    await waitForText(page, '全部满足');
    await tap(page, button('下一步', true));
    await waitForUrl(page, /step=amount/);

    await tap(page, { selector: '[role="textbox"]' });
    await pressKeys(page, '1500000.00');
    await waitForText(page, '壹佰伍拾万元整');
    await waitForText(page, '150.00万元');
    await page.cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'Enter', code: 'Enter' });
    await page.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter' });
    // The number keyboard slides away first: a tap while it still covers the agreement lands on it.
    await page.waitFor('the number keyboard closed', () => {
      const keyboard = document.querySelector('.adm-number-keyboard-popup');
      return (
        keyboard === null ||
        keyboard.getBoundingClientRect().height === 0 ||
        getComputedStyle(keyboard).display === 'none'
      );
    });
    // A tap while the page still scrolls (the amount row's lift undone) can miss: tap again until ticked.
    const ticked = () => {
      const box = document.querySelector(
        '.subscribe-agreement input[type="checkbox"]',
      ) as HTMLInputElement | null;
      return box !== null && box.checked;
    };
    for (let attempt = 1; !(await page.evaluate(ticked)); attempt += 1) {
      await tap(page, { selector: 'label, span', text: '我已阅读并同意' });
      const done = await page
        .waitFor('the agreement ticked', ticked, undefined, { timeoutMs: 5_000 })
        .catch((error: Error) => {
          if (attempt >= 3) throw error;
          return false;
        });
      if (done) break;
    }
    await tap(page, button('确认追加', true));
    await waitForText(page, '您有尚未完成的订单');
    await tap(page, button('继续提交'));
    await waitForUrl(page, /\/phone\/signTheContract\?orderNo=OD\d{12}/);
    expect(page.errors).toEqual([]);
  });

  it('forced reading: every required document read to the end before it can be confirmed', async () => {
    await tap(page, button('阅读文件'));
    const total = await page.waitFor('the document list', () => {
      const found = /必读文件（已读 0\/(\d+)）/.exec(document.body.innerText);
      return found ? Number(found[1]) : 0;
    });
    for (let read = 0; read < total; read += 1) {
      await tap(page, button('继续阅读'));
      await waitForText(page, '请阅读(');
      const locked = await page.evaluate(() => {
        const buttons = Array.prototype.slice.call(
          document.querySelectorAll('button'),
        ) as HTMLButtonElement[];
        const confirm = buttons.filter((b) => /^请阅读/.test(b.innerText.trim()))[0];
        return confirm ? { text: confirm.innerText.trim(), disabled: confirm.disabled } : null;
      });
      expect(locked?.disabled).toBe(true);
      expect(locked?.text).toMatch(/^请阅读\(\d+s\)$/);
      await readToTheEnd();
      await tap(page, button('我已阅读并知晓', true), 30_000);
      await waitForUrl(page, /\/phone\/pdfList/);
      await waitForText(page, `必读文件（已读 ${read + 1}/${total}）`);
    }
    expect(page.errors).toEqual([]);
  });

  it('signs the risk declaration by hand and finds the order with its progress', async () => {
    await tap(page, button('已阅读全部文件，下一步'));
    await tap(page, button('去签署'));
    await waitForUrl(page, /\/phone\/(selectContract|confirmContract)/);
    if (/selectContract/.test(await page.evaluate(() => location.pathname))) {
      await tap(page, { selector: 'span, label, div', text: '风险申明书》$', pattern: true });
      await tap(page, button('下一步', true));
      await waitForUrl(page, /\/phone\/confirmContract/);
    }
    await tap(page, { selector: 'span, label', text: '^本人已仔细阅读', pattern: true });
    await tap(page, button('确认无误，手写签名', true));
    // The sheet slides up: the stroke goes where the pad rests, on screen and in the same place
    // before and after frames the page has drawn (a starved renderer draws late: a look taken by
    // the clock alone could see the same frame twice, mid-slide).
    const still = await page.waitFor('the signature pad at rest', async () => {
      const canvas = document.querySelector('.signature-sheet-pad canvas');
      if (!canvas) return null;
      const before = canvas.getBoundingClientRect().top;
      for (let frame = 0; frame < 3; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      const box = canvas.getBoundingClientRect();
      const rested = before === box.top && box.bottom <= window.innerHeight && box.width > 0;
      return rested ? { x: box.left, y: box.top, width: box.width, height: box.height } : null;
    });
    const points = Array.from({ length: 21 }, (_, i) => ({
      x: still.x + still.width * (0.2 + i * 0.03),
      y: still.y + still.height * (0.5 + Math.sin(i / 2) * 0.15),
    }));
    await page.touchDrag(points);
    await tap(page, { selector: '[role="dialog"] button', text: '确认', enabled: true });
    await waitForUrl(page, /\/phone\/signTheContract/);
    await waitForText(page, '已签署 1/2');
    const orderNo = await page.evaluate(() => new URLSearchParams(location.search).get('orderNo'));
    await page.goto(url(`/phone/productOrderDetails?orderNo=${orderNo}`));
    await waitForText(page, '1,500,000.00');
    await waitForText(page, '继续签约');
    expect(page.errors).toEqual([]);
  });
});
