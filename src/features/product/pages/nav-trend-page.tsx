import { SignedInTrendPage } from '../components/trend-screen';

/** brokenLinkOne (净值走势): a NAV product's returns against its benchmark, 近1月…成立以来. */
export default function NavTrendPage() {
  return <SignedInTrendPage route="brokenLinkOne" />;
}
