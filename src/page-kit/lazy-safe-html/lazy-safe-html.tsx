import { lazy, Suspense } from 'react';
import type { SafeHtmlProps } from '@/page-kit/safe-html';

const SafeHtml = lazy(() => import('@/page-kit/safe-html').then((module) => ({ default: module.SafeHtml })));

/** Text with no tag or entity needs no sanitiser: it renders as plain text. */
const looksLikeMarkup = (text: string) => /[<&]/.test(text);

/**
 * SafeHtml for widgets on the first screen (the title bar): plain text renders at once, and
 * only real markup loads the sanitiser (DOMPurify, ~12 KB gzip) on demand, which keeps it out
 * of the first-load budget. Until it arrives nothing is shown, never unsanitised markup.
 */
export function LazySafeHtml({ html, as: Tag = 'div', className, style }: SafeHtmlProps) {
  if (!html) return null;
  if (!looksLikeMarkup(html)) {
    return (
      <Tag className={className} style={style}>
        {html}
      </Tag>
    );
  }
  return (
    <Suspense fallback={null}>
      <SafeHtml html={html} as={Tag} className={className} style={style} />
    </Suspense>
  );
}
