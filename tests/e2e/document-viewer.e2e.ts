/**
 * The document viewer in Chromium: the 20-page sample contract in the kit gallery of the demo
 * build (the gallery exists only in dev and mock builds). Scrolling to the end must never hold
 * more than a few rendered canvases, each within the iOS pixel limit, must render the Chinese
 * text, and must report reachedEnd; resuming opens at the given page; elderly mode enlarges
 * the controls. DOCUMENT_VIEWER_DIST=<dir> tests an already built demo elsewhere.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CANVAS_PIXELS } from '@/page-kit/document-viewer/canvas-size.ts';
import { DEFAULT_MAX_RENDERED } from '@/page-kit/document-viewer/page-window.ts';
import { startApp, type AppSession } from './support/app-session.ts';

const GALLERY = '/dev/gallery?w=kit-document-viewer';
const PAGES = 20;

interface Progress {
  lastPage: number;
  pageCount: number;
  reachedEnd: boolean;
  secondsVisible: number;
}

async function readProgress(page: Page): Promise<Progress | undefined> {
  const text = await page.getByTestId('reading-progress').textContent();
  return text && text !== '—' ? (JSON.parse(text) as Progress) : undefined;
}

/** Records, in the page, the largest number of page canvases present at any moment. */
async function watchCanvases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { maxCanvases: number; largestCanvas: number };
    record.maxCanvases = 0;
    record.largestCanvas = 0;
    const count = () => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.pdf-page-canvas')];
      record.maxCanvases = Math.max(record.maxCanvases, canvases.length);
      for (const canvas of canvases) {
        record.largestCanvas = Math.max(record.largestCanvas, canvas.width * canvas.height);
      }
    };
    count();
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/** Share of non-white pixels on a rendered page canvas: text drawn means well above zero. */
function inkOf(page: Page, pageNumber: number): Promise<number> {
  return page.evaluate((n) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`.pdf-page[data-page="${n}"] canvas`);
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) ink += 1;
    return ink / (data.length / 4);
  }, pageNumber);
}

describe('document viewer (pdf.js) in the kit gallery', () => {
  let app: AppSession;

  beforeAll(async () => {
    const dist = process.env.DOCUMENT_VIEWER_DIST;
    app = await startApp({ build: dist ? { distDir: dist } : 'demo', prism: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders a window of pages while scrolling to the end, and reports reachedEnd', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(app.url(GALLERY));
    await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
    await expect.poll(() => inkOf(page, 1), { timeout: 15_000 }).toBeGreaterThan(0.005);
    expect(await page.locator('.pdf-page').count()).toBe(PAGES);
    await watchCanvases(page);

    // Scroll like a reader: one screen at a time, letting the observer and renderer keep up.
    for (let step = 0; step < 80; step += 1) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(120);
      if ((await readProgress(page))?.reachedEnd) break;
    }
    await expect.poll(async () => (await readProgress(page))?.reachedEnd, { timeout: 10_000 }).toBe(true);
    const progress = await readProgress(page);
    expect(progress).toMatchObject({ lastPage: PAGES, pageCount: PAGES, reachedEnd: true });
    expect(progress?.secondsVisible).toBeGreaterThanOrEqual(1);

    // The last page is drawn (Chinese text from the embedded subset font).
    await expect.poll(() => inkOf(page, PAGES), { timeout: 15_000 }).toBeGreaterThan(0.002);
    const { maxCanvases, largestCanvas } = await page.evaluate(() => {
      const record = window as unknown as { maxCanvases: number; largestCanvas: number };
      return { maxCanvases: record.maxCanvases, largestCanvas: record.largestCanvas };
    });
    console.log(`document viewer: at most ${maxCanvases} canvases at once, largest ${largestCanvas} px`);
    expect(maxCanvases).toBeGreaterThan(0);
    expect(maxCanvases).toBeLessThanOrEqual(DEFAULT_MAX_RENDERED);
    expect(largestCanvas).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    // deviceScaleFactor 2: a 351-px-wide page is backed by about 702 device pixels.
    const width = await page.locator(`.pdf-page[data-page="${PAGES}"] canvas`).evaluate((c) => ({
      device: (c as HTMLCanvasElement).width,
      css: c.getBoundingClientRect().width,
    }));
    expect(width.device / width.css).toBeGreaterThan(1.9);
    expect(width.device / width.css).toBeLessThanOrEqual(2);
    expect(errors.list).toEqual([]);
    await page.close();
  });

  it('resumes at the given page', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(app.url(GALLERY));
    await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
    await page.getByRole('button', { name: '从第 8 页继续' }).click();
    await page.locator('.pdf-page[data-page="8"] canvas').waitFor();
    const top = await page
      .locator('.pdf-page[data-page="8"]')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(5);
    await expect.poll(async () => (await readProgress(page))?.lastPage).toBeGreaterThanOrEqual(8);
    await expect(
      page.getByRole('toolbar', { name: '文件浏览' }).locator('output').textContent(),
    ).resolves.toBe(`8/${PAGES}`);
    expect(errors.list).toEqual([]);
    await page.close();
  });

  it('elderly mode: controls are 60 px targets with text of at least 18 px', async () => {
    const { page } = await app.newPage({ elderly: true });
    await page.goto(app.url(GALLERY));
    await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-elderly'))).toBe(true);
    const toolbar = page.getByRole('toolbar', { name: '文件浏览' });
    for (const name of ['放大', '缩小']) {
      const box = await toolbar.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(60);
      expect(box?.height).toBeGreaterThanOrEqual(60);
    }
    const fontSize = await toolbar
      .locator('output')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(18);
    // Zooming in makes the pages wider than the screen; the canvas stays within the limit.
    await toolbar.getByRole('button', { name: '放大' }).click();
    await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
    const pageWidth = await page
      .locator('.pdf-page')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(pageWidth).toBeGreaterThan(375);
    await page.close();
  });
});
