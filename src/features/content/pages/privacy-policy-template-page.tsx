import { PageFrame } from '@/page-kit/page-frame';
import { PolicyDocument } from '../components/policy-document';

/**
 * privacyPolicyTemplate: the same policy as a standalone text (our reading of the name: the page
 * the native app's first-launch dialog and the app-store listing link to), without links into
 * the app, because it is opened outside any session or journey.
 */
export default function PrivacyPolicyTemplatePage() {
  return (
    <PageFrame back={false}>
      <PolicyDocument listLinks={false} />
    </PageFrame>
  );
}
