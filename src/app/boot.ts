import type { QueryClient } from '@tanstack/react-query';
import { installCatalogue } from '../api/catalogue/install-catalogue';
import type { AppPorts } from '../api/ports';
import { createQueryClient } from '../api/query-client';
import { startEnvironment, type Environment } from '../env/startup';
import { appTracker } from '../tracking/app-tracker';
import { trackPageLeave } from '../tracking/page-lifecycle';
import { setAppBridge } from '../bridge/app-bridge';
import { adoptDevSessionIfAsked } from './debug/dev-session';
import { installFakeNativeHostIfAsked } from './debug/fake-native-host-loader';
import { loadMobileConsoleIfAsked } from './debug/mobile-console';
import { loadAntdReact19 } from './antd-react19-loader';
import { createNativePort } from './ports/native-port';
import { createNavigationPort } from './ports/navigation-port';
import { createToastPort } from './ports/toast-port';
import { registeredRouteAt } from '../routing/route-registry';
import { createAppRouter, ROUTER_BASENAME, type AppRouter } from './routing/create-app-router';

export interface BootedApp {
  environment: Environment;
  router: AppRouter;
  queryClient: QueryClient;
}

let booted: BootedApp | undefined;

/**
 * Start-up, once, before the first render: environment detection and client values (spec
 * section 4), the router, the shell's ports for the status-code catalogue, page-load/leave
 * tracking and, when asked for in a non-production build, the mobile console.
 */
export function boot(): BootedApp {
  if (booted) return booted;
  const environment = startEnvironment();
  // antd-mobile's imperative Toast/Dialog need the React 19 render hook. Builds carry it inside
  // antd-mobile itself (vite.config.ts, trust-h5:antd-react19); the dev server's pre-bundled
  // antd-mobile does not, so there it is installed now, off the first-paint path.
  if (import.meta.env.DEV) void loadAntdReact19();
  loadMobileConsoleIfAsked(window.location.search, environment.config.debug);
  installFakeNativeHostIfAsked(window.location.search);
  // Before the router exists: its login guard reads the session on the first navigation.
  adoptDevSessionIfAsked();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const toast = createToastPort();
  const native = createNativePort(environment, toast);
  setAppBridge(native);
  const ports: AppPorts = {
    toast,
    navigation: createNavigationPort(router, ROUTER_BASENAME),
    native,
  };
  installCatalogue(ports);
  trackPageLeave(appTracker, () => {
    const path = ports.navigation.currentPath();
    return { path, title: registeredRouteAt(path)?.title ?? document.title };
  });
  booted = { environment, router, queryClient };
  return booted;
}
