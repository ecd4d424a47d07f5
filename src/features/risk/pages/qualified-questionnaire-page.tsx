import { usePageQuery } from '@/routing/use-page-query';
import { InvestorQuestionnaire } from '../components/investor-questionnaire';

/** qualifiedQuestionnaire: 合格投资者确认 (investGetQuestionary QUALIFIED) on the shared questionnaire engine. */
export default function QualifiedQuestionnairePage() {
  const { redirect } = usePageQuery('qualifiedQuestionnaire');
  return <InvestorQuestionnaire type="QUALIFIED" redirect={redirect} />;
}
