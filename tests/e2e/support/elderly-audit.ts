import type { Page } from 'playwright-core';
import { trackActivity } from '../hostile/quiet';
import { untilSettled } from './settled';

/** MIIT's ageing-friendly minimums for elderly mode. */
export const ELDERLY_MIN_TEXT_PX = 18;
export const ELDERLY_MIN_TARGET_PX = 44;

export interface AuditFinding {
  /** A short CSS-like path to the element, e.g. `button.adm-button.card-action "解绑"`. */
  element: string;
  /** Font size in px for text; width × height in px for a tap target. */
  measured: string;
}

export interface ElderlyAudit {
  textsChecked: number;
  targetsChecked: number;
  smallTexts: AuditFinding[];
  smallTargets: AuditFinding[];
}

/**
 * What counts as a tap target: everything a finger can activate. A visually hidden checkbox or
 * radio input is measured by its label (what the user actually taps).
 */
const TARGETS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[contenteditable="true"]',
].join(',');

/**
 * Measures the page as it is now, in the browser: every visible text node's font size and every
 * visible tap target's box. Visible = rendered with a non-empty box, not hidden by visibility,
 * display or opacity 0, inside the document (off-screen content further down the page counts:
 * the user scrolls to it). `within` limits the audit to the visible elements it matches, e.g.
 * '[role="dialog"]' for an open popup (default: body). `minText` lowers the text bar for a
 * normal-mode check (body text ≥ 16 px).
 */
export function auditElderly(
  page: Page,
  within = 'body',
  { minText = ELDERLY_MIN_TEXT_PX }: { minText?: number } = {},
): Promise<ElderlyAudit> {
  return page.evaluate(
    ([rootSelector, targetSelector, minText, minTarget]) => {
      const describe = (el: Element) => {
        const parts: string[] = [];
        for (let node: Element | null = el; node && node !== document.body && parts.length < 3;) {
          const classes = [...node.classList]
            .slice(0, 2)
            .map((c) => `.${c}`)
            .join('');
          parts.unshift(`${node.tagName.toLowerCase()}${classes}`);
          node = node.parentElement;
        }
        const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 24);
        return `${parts.join(' > ')}${label ? ` "${label}"` : ''}`;
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
        );
      };

      // Several matches (a page keeps closed popups in the DOM): the visible ones.
      const roots = [...document.querySelectorAll(rootSelector)].filter(visible);

      const smallTexts: { element: string; measured: string }[] = [];
      let textsChecked = 0;
      const seen = new Set<Element>();
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || seen.has(parent) || !node.textContent?.trim()) continue;
          if (parent.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
          if (!visible(parent)) continue;
          seen.add(parent);
          textsChecked += 1;
          const size = parseFloat(getComputedStyle(parent).fontSize);
          if (size < minText) smallTexts.push({ element: describe(parent), measured: `${size}px` });
        }
      }

      const smallTargets: { element: string; measured: string }[] = [];
      let targetsChecked = 0;
      const measuredTargets = new Set<Element>();
      for (const candidate of roots.flatMap((root) => [...root.querySelectorAll(targetSelector)])) {
        let target: Element = candidate;
        const type = (candidate as HTMLInputElement).type;
        if (candidate.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
          target = candidate.closest('label') ?? candidate;
        }
        if (measuredTargets.has(target)) continue;
        if (!visible(target)) continue;
        measuredTargets.add(target);
        targetsChecked += 1;
        const box = target.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          smallTargets.push({
            element: describe(target),
            measured: `${Math.round(box.width)}×${Math.round(box.height)}`,
          });
        }
      }
      return { textsChecked, targetsChecked, smallTexts, smallTargets };
    },
    [within, TARGETS, minText, ELDERLY_MIN_TARGET_PX] as const,
  );
}

/**
 * A summary line, then one line per kind of finding: the same element path at the same size is
 * one line with a count and the first label (a list of 250 countries is one finding, not 250).
 */
export function formatAudit(name: string, audit: ElderlyAudit): string {
  const grouped = (kind: string, findings: AuditFinding[]) => {
    const groups = new Map<string, { count: number; example: string }>();
    for (const finding of findings) {
      const [path = '', ...label] = finding.element.split(' "');
      const key = `${kind} ${finding.measured.padEnd(9)} ${path}`;
      const group = groups.get(key) ?? { count: 0, example: label.length ? ` "${label.join(' "')}` : '' };
      group.count += 1;
      groups.set(key, group);
    }
    return [...groups].map(([key, g]) => `    ${key}${g.example}${g.count > 1 ? ` (×${g.count})` : ''}`);
  };
  return [
    `${name}: ${audit.smallTexts.length}/${audit.textsChecked} texts < ${ELDERLY_MIN_TEXT_PX}px, ` +
      `${audit.smallTargets.length}/${audit.targetsChecked} tap targets < ${ELDERLY_MIN_TARGET_PX}×${ELDERLY_MIN_TARGET_PX}px`,
    ...grouped('text  ', audit.smallTexts),
    ...grouped('target', audit.smallTargets),
  ].join('\n');
}

/** The audit's finding for the page as it stands, formatted, or undefined when it passes. */
export async function elderlyOffence(page: Page, name: string): Promise<string | undefined> {
  const result = await auditElderly(page);
  return result.smallTexts.length + result.smallTargets.length > 0 ? formatAudit(name, result) : undefined;
}

/**
 * One stop of an area's elderly walk: the route below /phone/ (with its query), and what follows
 * its audit: a screenshot's name for `shot`, or any step of the test's own.
 */
export type ElderlyStop = readonly [route: string, after?: string | (() => Promise<void>)];

export interface ElderlyWalk {
  /** The app's URL of a path (AppSession.url). */
  url: (path: string) => string;
  /** Takes the named screenshot (journeyScreenshots); stops that name none need none. */
  shot?: (name: string) => Promise<void>;
  /**
   * Waits for the page's first heading before the audit (default). Off for areas whose pages
   * may show none in the own app, whose native bar carries the title: the page settling is then
   * the sign it is drawn.
   */
  waitForHeading?: boolean;
}

/**
 * Opens each route in the elderly page, waits for its heading and for the page to settle
 * (support/settled.ts), audits it and runs what follows. Returns the offences, one formatted
 * block per route, so a journey asserts them all at once and a failure lists every page that
 * is off.
 */
export async function walkElderly(
  page: Page,
  stops: readonly ElderlyStop[],
  walk: ElderlyWalk,
): Promise<string[]> {
  const offences: string[] = [];
  await trackActivity(page);
  for (const [route, after] of stops) {
    await page.goto(walk.url(`/phone/${route}`));
    if (walk.waitForHeading !== false) await page.getByRole('heading').first().waitFor();
    // The audit measures the page at rest: answered, drawn, antd-mobile's transitions over.
    await untilSettled(page);
    const offence = await elderlyOffence(page, route);
    if (offence) offences.push(offence);
    if (typeof after === 'string') await walk.shot?.(after);
    else await after?.();
  }
  return offences;
}
