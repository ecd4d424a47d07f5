import { ConfirmDialogSlot } from '@/page-kit/confirm-dialog';
import { KeepAliveOutlet } from '../routing/keep-alive-outlet';
import { useCurrentRouteDef } from '../routing/route-handle';
import { GlobalLoading } from './global-loading';
import { useNavigationEffects } from './navigation-effects';

/** The root layout around every route: the page column, kept-alive routes, dialogs and loading. */
export function AppShell() {
  const def = useCurrentRouteDef();
  useNavigationEffects(def);
  return (
    <div className="app-shell" data-route={def?.path}>
      <KeepAliveOutlet />
      <ConfirmDialogSlot />
      <GlobalLoading />
    </div>
  );
}
