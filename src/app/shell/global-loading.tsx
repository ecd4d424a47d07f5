import { useGlobalLoading } from '../../api/loading/use-global-loading';
import { LoadingOverlay } from '../../widgets/loading-overlay/loading-overlay';

/** The full-screen loading overlay while a call without hideLoading is in flight (spec section 2, item 9). */
export function GlobalLoading() {
  const visible = useGlobalLoading();
  return <LoadingOverlay visible={visible} />;
}
