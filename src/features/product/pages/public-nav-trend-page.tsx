import { PublicTrendPage } from '../components/trend-screen';

/** brokenLinkOnePublic (净值走势, no session): the NAV trend for a link shared outside the app. */
export default function PublicNavTrendPage() {
  return <PublicTrendPage route="brokenLinkOnePublic" />;
}
