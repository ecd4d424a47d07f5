import { usePageQuery } from '@/routing/use-page-query';
import { InvestorQuestionnaire } from '../components/investor-questionnaire';

/** surveyQuestionnaire: 投资者调查问卷 (investGetQuestionary SURVEY) on the shared questionnaire engine. */
export default function SurveyQuestionnairePage() {
  const { redirect } = usePageQuery('surveyQuestionnaire');
  return <InvestorQuestionnaire type="SURVEY" redirect={redirect} />;
}
