import { usePageQuery } from '@/routing/use-page-query';
import { InvestorQuestionnaire } from '../components/investor-questionnaire';

/** kycQuestionnaire: 客户信息问卷 (investGetQuestionary KYC) on the shared questionnaire engine. */
export default function KycQuestionnairePage() {
  const { redirect } = usePageQuery('kycQuestionnaire');
  return <InvestorQuestionnaire type="KYC" redirect={redirect} />;
}
