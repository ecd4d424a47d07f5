import { PageFrame } from '@/page-kit/page-frame';
import { ServiceView } from '../components/service-view';

/**
 * service and serviceHm (专属服务): the same page. serviceHm is the route the HarmonyOS build of
 * the own app opens (product spec: "serviceHm"); nothing on the page differs, so both rows load
 * this module. Static content: no spec call serves the service list (see service-catalogue.ts).
 */
export default function ServicePage() {
  return (
    <PageFrame flush>
      <ServiceView />
    </PageFrame>
  );
}
