import { DocumentationScreen } from '../components/documentation-screen';

/** projectIntroduct (项目介绍（固定收益类）：融资方、资金用途、还款来源与风控措施). */
export default function ProjectIntroductionPage() {
  return <DocumentationScreen route="projectIntroduct" />;
}
