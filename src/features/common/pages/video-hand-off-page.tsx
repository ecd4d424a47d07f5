import { usePageQuery } from '@/routing/use-page-query';
import { HandOff } from '../components/handoff';

/**
 * fourKMiddle: the hand-off to a 4K video or live stream. The player opens on top of the page that
 * sent the investor here (inside the own app as a new web-view, openLinkWithoutFinish), so closing
 * it returns to where they were.
 */
export default function VideoHandOffPage() {
  const { target } = usePageQuery('fourKMiddle');
  return <HandOff target={target} keep />;
}
