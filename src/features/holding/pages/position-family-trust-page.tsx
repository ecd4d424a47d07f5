import { Link } from 'react-router-dom';
import { hrefTo } from '../../../routing/href';
import { ClassHoldings } from '../components/class-holdings';

/** position/familyTrust: the family trusts the investor settled; their home is the family-trust domain's. */
export default function PositionFamilyTrustPage() {
  return (
    <ClassHoldings
      productClass="FAMILY"
      note={
        <nav className="hd-shortcuts" aria-label="家族信托">
          <Link to={hrefTo('familyZhuPage')}>受益人与分配</Link>
          <Link to={hrefTo('familyRights')}>家族信托权益</Link>
        </nav>
      }
    />
  );
}
