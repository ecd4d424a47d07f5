import { ClassHoldings } from '../components/class-holdings';

/** The FIXED holdings on their own page, with the class's subtotal. */
export default function FixedIncomeHoldingsPage() {
  return <ClassHoldings productClass="FIXED" />;
}
