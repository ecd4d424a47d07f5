import { usePageQuery } from '@/routing/use-page-query';
import { ServerHandOff } from '../components/server-handoff';

/** pkMiddlePage: a campaign's link; pageJumpRoute names its page or says it has ended. */
export default function CampaignHandOffPage() {
  const { activityCode } = usePageQuery('pkMiddlePage');
  return <ServerHandOff jumpType="ACTIVITY" jumpCode={activityCode} />;
}
