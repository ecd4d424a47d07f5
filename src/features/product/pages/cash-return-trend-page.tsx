import { SignedInTrendPage } from '../components/trend-screen';

/** cashBrokenLine (收益走势): a cash product's 7日年化 and 万份收益, 近1月…成立以来. */
export default function CashReturnTrendPage() {
  return <SignedInTrendPage route="cashBrokenLine" />;
}
