import { usePageQuery } from '@/routing/use-page-query';
import { InvestorQuestionnaire } from '../components/investor-questionnaire';

/** questionnaireTow: 调查问卷（二） (investGetQuestionary PART_TWO) on the shared questionnaire engine. */
export default function SurveyPartTwoPage() {
  const { redirect } = usePageQuery('questionnaireTow');
  return <InvestorQuestionnaire type="PART_TWO" redirect={redirect} />;
}
