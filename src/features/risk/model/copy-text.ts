/**
 * Copies text for the investor (the income-certificate template, to send to the employer): the
 * Clipboard API where the page may use it, else the selection + execCommand some in-app webviews
 * still need. Resolves false when neither worked. (The order domain has the same helper: a kit
 * candidate.)
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
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
