/** How far above the footer the revealed message stays, px. */
const GAP = 8;

/**
 * Brings the page's first field message (each is role="alert", so it is announced) into view
 * after a submit that failed: focusing the field alone leaves its message below it, where the
 * page's sticky footer can cover it. Scrolls the least needed, then clears the footer by its
 * real height as laid out now (the footer grows in elderly mode and with its hints).
 */
export function revealFirstError(root: ParentNode = document): void {
  const error = root.querySelector<HTMLElement>('.form-row-error');
  if (!error) return;
  error.scrollIntoView?.({ block: 'nearest' });
  const footer = document.querySelector<HTMLElement>('.page-frame-footer');
  if (!footer) return;
  const covered = error.getBoundingClientRect().bottom - footer.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy({ top: covered + GAP });
}
