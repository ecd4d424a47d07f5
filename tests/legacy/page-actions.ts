import type { OldPage } from './old-chromium';

/**
 * The investor's moves on an OldPage, by what the screen says (text, role, label) as the e2e
 * tests find things. Every step waits for the state it needs, polling the DOM with a deadline.
 * The page functions here run in Chromium 69: no optional chaining or `??` inside them.
 */
export interface Target {
  /** CSS selector of the candidates, e.g. 'button', '[role="textbox"]'. */
  selector: string;
  /** The candidate's whole text (trimmed), or a regular expression's source when `pattern`. */
  text?: string;
  pattern?: boolean;
  /** Only enabled candidates (no disabled attribute, no aria-disabled). */
  enabled?: boolean;
}

const describe = (target: Target) => `${target.selector}${target.text ? ` "${target.text}"` : ''}`;

/** Finds the first visible match, scrolls it to the middle of the screen and returns its centre. */
function locate(target: Target) {
  const nodes = document.querySelectorAll(target.selector);
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i] as HTMLElement;
    const text = (node.innerText || node.getAttribute('aria-label') || '').trim();
    if (target.text !== undefined && target.text !== null) {
      const matches = target.pattern ? new RegExp(target.text).test(text) : text === target.text;
      if (!matches) continue;
    }
    if (target.enabled && (node.hasAttribute('disabled') || node.getAttribute('aria-disabled') === 'true'))
      continue;
    const first = node.getBoundingClientRect();
    if (first.width === 0 || first.height === 0) continue;
    node.scrollIntoView({ block: 'center' });
    const box = node.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return null;
}

export async function waitForTarget(page: OldPage, target: Target, timeoutMs = 20_000) {
  return page.waitFor(`waiting for ${describe(target)}`, locate, target, { timeoutMs });
}

/** Taps the target once it is there (and enabled, when asked). */
export async function tap(page: OldPage, target: Target, timeoutMs = 20_000): Promise<void> {
  await waitForTarget(page, target, timeoutMs);
  // Measured again after the scroll settled: the first centre may be mid-scroll.
  const point = await page.evaluate(locate, target);
  if (!point) throw new Error(`${describe(target)} went away before the tap`);
  await page.tapAt(point.x, point.y);
}

export const button = (text: string, enabled = false): Target => ({
  selector: 'button, [role="button"], a',
  text,
  ...(enabled ? { enabled } : {}),
});

/** Waits until the app's root shows the text. */
export async function waitForText(page: OldPage, text: string, timeoutMs = 20_000): Promise<void> {
  await page.waitFor(
    `waiting for the text "${text}"`,
    (wanted: string) => {
      const root = document.getElementById('root');
      return (
        document.body.innerText.indexOf(wanted) >= 0 || (root !== null && root.innerText.indexOf(wanted) >= 0)
      );
    },
    text,
    { timeoutMs },
  );
}

/** Waits until location (path and query) matches the pattern; returns it. */
export async function waitForUrl(page: OldPage, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  return page.waitFor(
    `waiting for a URL like ${pattern}`,
    (source: string) => (new RegExp(source).test(location.href) ? location.href : ''),
    pattern.source,
    { timeoutMs },
  );
}

/** Presses keys on a hardware keyboard into the focused element (the amount field takes them). */
export async function pressKeys(page: OldPage, keys: string): Promise<void> {
  for (const key of keys) {
    const code = key === '.' ? 'Period' : `Digit${key}`;
    await page.cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, text: key });
    await page.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code });
  }
}
