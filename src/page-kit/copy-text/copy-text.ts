/**
 * Copies text for the investor (an account number or 付款备注 to paste in the bank's app, a
 * certificate template, an invitation link): the Clipboard API where the page may use it (https,
 * a user gesture), else the old selection + execCommand, which some in-app webviews still need.
 * Resolves false when neither worked, so the page can say how to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
