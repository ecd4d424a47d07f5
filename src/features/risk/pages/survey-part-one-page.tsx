import { usePageQuery } from '@/routing/use-page-query';
import { InvestorQuestionnaire } from '../components/investor-questionnaire';

/** questionnaireOne: 调查问卷（一） (investGetQuestionary PART_ONE) on the shared questionnaire engine. */
export default function SurveyPartOnePage() {
  const { redirect } = usePageQuery('questionnaireOne');
  return <InvestorQuestionnaire type="PART_ONE" redirect={redirect} />;
}
