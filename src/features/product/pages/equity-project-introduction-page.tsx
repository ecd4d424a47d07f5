import { DocumentationScreen } from '../components/documentation-screen';

/** equityProjectIntroduct (权益项目介绍：投资策略、投资范围、预警线与止损线、费用). */
export default function EquityProjectIntroductionPage() {
  return <DocumentationScreen route="equityProjectIntroduct" />;
}
