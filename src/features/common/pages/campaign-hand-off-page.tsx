import { usePageQuery } from '@/routing/use-page-query';
import { ServerHandOff } from '../components/server-handoff';

/** pkMiddlePage: a campaign's link; pageJumpRoute names its page or says it has ended. */
export default function PkMiddlePage() {
  const { activityCode } = usePageQuery('pkMiddlePage');
  return <ServerHandOff jumpType="ACTIVITY" jumpCode={activityCode} />;
}
