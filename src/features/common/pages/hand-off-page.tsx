import { usePageQuery } from '@/routing/use-page-query';
import { HandOff } from '../components/handoff';
import { PartnerSignOn } from '../components/partner-sign-on';

/**
 * middlePage: the generic hand-off, to the address in `target` (app path or allow-listed origin).
 * Opened by a partner with its one-time `szbTicket`, it signs the investor in first (szbLogin).
 */
export default function HandOffPage() {
  const { target, szbTicket } = usePageQuery('middlePage');
  if (szbTicket) return <PartnerSignOn ticket={szbTicket} target={target} />;
  return <HandOff target={target} />;
}
