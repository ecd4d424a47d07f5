import { Link } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { ClassHoldings } from '../components/class-holdings';

/** position/familyTrust: the family trusts the investor settled; their home is the family-trust domain's. */
export default function FamilyTrustHoldingPage() {
  return (
    <ClassHoldings
      productClass="FAMILY"
      note={
        <nav className="hd-shortcuts" aria-label="家族信托">
          <Link to={hrefTo('familyZhuPage')}>信托概览</Link>
          <Link to={hrefTo('familyRights')}>信托权益</Link>
          <Link to={hrefTo('trustChangeList')}>账户变更</Link>
          <Link to={hrefTo('familyContactUs')}>联系顾问</Link>
        </nav>
      }
    />
  );
}
