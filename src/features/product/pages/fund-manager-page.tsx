import { DocumentationScreen } from '../components/documentation-screen';

/** fundManager (投资顾问：机构简介与投资经理). */
export default function FundManagerPage() {
  return <DocumentationScreen route="fundManager" />;
}
