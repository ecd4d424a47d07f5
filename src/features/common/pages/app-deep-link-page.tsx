import { usePageQuery } from '@/routing/use-page-query';
import { HandOff } from '../components/handoff';

/**
 * /app/skip: the own app's deep-link entry (outside /phone/). The app opens
 * /xtmk/apph5/app/skip?target=/phone/… and the page goes there through the allow-list.
 */
export default function AppDeepLinkPage() {
  const { target } = usePageQuery('appSkip');
  return <HandOff target={target} />;
}
