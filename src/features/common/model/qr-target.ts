/**
 * What the QRCode page encodes: the absolute address of this app's download page, built from
 * the page's own origin and base. Nothing from the address bar goes into the code, so nobody can
 * print a code under the company's name that leads elsewhere.
 */
export function downloadPageUrl(origin: string, base: string, downloadPath: string): string {
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${origin}${trimmedBase}${downloadPath}`;
}
