import type { Landing } from '@tests/support/route-landing';
import type { OldPage } from './old-chromium';

/** A JavaScript error's own words on the screen: the app must say it in Chinese instead. */
const ENGLISH_ERROR =
  /TypeError|ReferenceError|SyntaxError|is not a function|is not defined|undefined is not/;

/** What the page shows of itself: where it is, its title, and the text of the app's root. */
function readPage() {
  const root = document.getElementById('root');
  return {
    path: location.pathname + location.search,
    title: document.title,
    text: root ? root.innerText.trim() : '',
  };
}

type Shown = ReturnType<typeof readPage>;

/** A deadline for a state, not a pause: on a 2-core machine shared with other runs a page can take this long. */
const LOADED_WITHIN_MS = 30_000;

/**
 * Opens one route and says what went wrong, or undefined: the landing its row promises (path and
 * title), Chinese text drawn in the root, still so once the network is quiet, no failure view
 * (加载失败) and no JavaScript error text on the screen, and no error in the console. A page that
 * throws stops the wait at once: a white page costs one load, not the whole deadline.
 */
export async function checkRoute(
  page: OldPage,
  appUrl: string,
  route: string,
  expected: Landing,
): Promise<string | undefined> {
  const url = `${appUrl}${route}`;
  const want = new URL(`${appUrl}${expected.path}`);
  const wantPath = `${want.pathname}${want.search}`;
  page.errors.length = 0;
  let shown: Shown | undefined;
  const stop = () => (page.errors.length > 0 && page.networkQuiet() ? page.errors[0] : undefined);
  try {
    await page.goto(url);
    // Landed and done: nothing in the root says it is still loading (aria-busy), so a read that
    // is failing and being retried is not taken for a drawn page.
    const done = (arg: { path: string; title: string }) => {
      const root = document.getElementById('root');
      const text = root ? root.innerText : '';
      return (
        location.pathname + location.search === arg.path &&
        document.title === arg.title &&
        /[\u4e00-\u9fff]/.test(text) &&
        root !== null &&
        root.querySelector('[aria-busy="true"]') === null
      );
    };
    const landing = { path: wantPath, title: expected.title };
    await page.waitFor('landing', done, landing, { timeoutMs: LOADED_WITHIN_MS, stop });
    // A later read may start once the first answers came: the page must be done once the network is quiet.
    await page.settle(300);
    await page.waitFor('done once the network was quiet', done, landing, {
      timeoutMs: LOADED_WITHIN_MS,
      stop,
    });
    shown = await page.evaluate(readPage);
  } catch (error) {
    shown ??= await page.evaluate(readPage).catch(() => undefined);
    const where = shown
      ? `on ${shown.path} "${shown.title}": ${shown.text.replace(/\s+/g, ' ').slice(0, 80) || '(blank)'}`
      : '';
    return `${(error as Error).message} ${where}`.trim();
  }
  if (shown.text.includes('加载失败'))
    return `shows 加载失败: ${shown.text.replace(/\s+/g, ' ').slice(0, 120)}`;
  const english = ENGLISH_ERROR.exec(shown.text);
  if (english) return `shows a JavaScript error: ${english[0]}`;
  if (page.errors.length > 0) return page.errors.join(' | ').slice(0, 300);
  return undefined;
}
