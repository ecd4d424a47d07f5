/**
 * Markup a hostile or compromised backend might put in any string field. Used by the unit tests
 * of every widget that shows server text and by the hostile-answer e2e suite, so both feed the
 * same vectors. Each one that could run sets `window.__xss` (never `alert`, which would block a
 * browser test) or fetches from an origin that is not ours.
 */
export const HOSTILE_VECTORS: readonly string[] = [
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=2"></svg>',
  '<script>window.__xss=3</script>',
  '"><img src=x onerror=window.__xss=4>',
  '<a href="javascript:window.__xss=5">点我</a>',
  '<iframe src="javascript:parent.__xss=6"></iframe>',
  '<details open ontoggle="window.__xss=7">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
  '<a href="https://evil.example/login">重新登录领取收益</a>',
  '<img src="https://tracker.example/p.gif?who=investor">',
  '<div style="background:url(https://tracker.example/bg.gif)">背景</div>',
  '<form action="https://evil.example/"><button>提交</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<b>加粗</b>&lt;i&gt;',
];

/** Origins a vector tries to reach; a request to one of them is a failure. */
export const HOSTILE_ORIGINS: readonly string[] = ['https://evil.example', 'https://tracker.example'];

/**
 * Active content left in a rendered tree (run it on document.body), described in words; empty
 * when inert. Self-contained (no imports, no closures) so the e2e suite runs the very same
 * function in the browser. The app's own markup has none of this: inline SVG icons carry no
 * handlers, links stay in the app.
 */
export function findActiveContent(
  root: ParentNode,
  selfOrigin: string,
  allowedOrigins: string[] = [],
): string[] {
  const found: string[] = [];
  // A <form> of the app's own is fine; one that posts elsewhere is caught by its action below.
  const banned = 'script,iframe,object,embed,style,meta,base,link,math,frame,frameset,foreignObject';
  for (const element of Array.from(root.querySelectorAll(banned))) {
    found.push(`<${element.tagName.toLowerCase()}> element`);
  }
  const originOf = (value: string) => {
    const v = value.trim();
    if (/^data:image\//i.test(v) || /^blob:/i.test(v)) return selfOrigin;
    try {
      return new URL(v, `${selfOrigin}/`).origin;
    } catch {
      return 'unparsable';
    }
  };
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (/^\s*(javascript|vbscript|data:text)/i.test(value)) found.push(`${tag}[${name}="${value}"]`);
      if (['src', 'poster', 'background', 'srcset'].includes(name) && originOf(value) !== selfOrigin)
        found.push(`${tag}[${name}="${value}"] loads from another origin`);
      if ((name === 'action' || name === 'formaction') && originOf(value) !== selfOrigin)
        found.push(`${tag}[${name}="${value}"] posts to another origin`);
      if (name === 'style' && /url\s*\(/i.test(value)) found.push(`${tag}[style] loads a url()`);
      if (name === 'href' && !/^\s*(mailto:|tel:|#)/i.test(value)) {
        const origin = originOf(value);
        if (origin !== selfOrigin && !allowedOrigins.includes(origin))
          found.push(`${tag}[href="${value}"] leaves the app`);
      }
    }
  }
  const marker = (globalThis as { __xss?: unknown }).__xss;
  if (marker !== undefined) found.push(`script ran (window.__xss = ${String(marker)})`);
  return found;
}
