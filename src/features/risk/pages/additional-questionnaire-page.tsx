import { usePageQuery } from '@/routing/use-page-query';
import { InvestorQuestionnaire } from '../components/investor-questionnaire';

/** addRateQuestionnaire: 风险测评补充问卷 (investGetQuestionary ADD_RATE) on the shared questionnaire engine. */
export default function AdditionalQuestionnairePage() {
  const { redirect } = usePageQuery('addRateQuestionnaire');
  return <InvestorQuestionnaire type="ADD_RATE" redirect={redirect} />;
}
