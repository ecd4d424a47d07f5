import { usePageQuery } from '@/routing/use-page-query';
import { ServerHandOff } from '../components/server-handoff';

/** totalMiddlePage: a push, banner, QR-code or SMS link's code, resolved by pageJumpRoute. */
export default function JumpCodeHandOffPage() {
  const { jumpType, jumpCode } = usePageQuery('totalMiddlePage');
  return <ServerHandOff jumpType={jumpType ?? 'PUSH'} jumpCode={jumpType ? jumpCode : undefined} />;
}
