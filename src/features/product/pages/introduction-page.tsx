import { DocumentationScreen } from '../components/documentation-screen';

/** introduction (产品介绍：产品概况、亮点与风险提示). */
export default function IntroductionPage() {
  return <DocumentationScreen route="introduction" />;
}
