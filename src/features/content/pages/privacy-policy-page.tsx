import { PageFrame } from '@/page-kit/page-frame';
import { PolicyDocument } from '../components/policy-document';

/** privacyPolicy: the policy in force, with the two PIPL lists one tap away. */
export default function PrivacyPolicyPage() {
  return (
    <PageFrame>
      <PolicyDocument />
    </PageFrame>
  );
}
