import { ClassHoldings } from '../components/class-holdings';

/** The EQUITY holdings on their own page, with the class's subtotal. */
export default function EquityHoldingsPage() {
  return <ClassHoldings productClass="EQUITY" />;
}
