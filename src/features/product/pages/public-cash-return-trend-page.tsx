import { PublicTrendPage } from '../components/trend-screen';

/** cashBrokenLinePublic (收益走势, no session): a cash product's yields for a shared link. */
export default function PublicCashReturnTrendPage() {
  return <PublicTrendPage route="cashBrokenLinePublic" />;
}
