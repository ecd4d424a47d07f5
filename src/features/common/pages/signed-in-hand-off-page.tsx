import { usePageQuery } from '@/routing/use-page-query';
import { HandOff } from '../components/handoff';

/**
 * middlePage/checkPage: the hand-off that needs a signed-in investor. The route row requires
 * login, so the router's guard sends a visitor without a session to login first and back here;
 * then the page hands off to `target` like middlePage.
 */
export default function SignedInHandOffPage() {
  const { target } = usePageQuery('middlePage/checkPage');
  return <HandOff target={target} needLogin />;
}
