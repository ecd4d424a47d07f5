import { renderRoute, type RenderRouteOptions } from '@tests/support/render-route';

/**
 * A bank-card page as the app renders it: a thin wrapper over the page-flow test kit
 * (tests/support/render-route.tsx), kept so the bank-card flow tests read as before. Tests
 * call setupMockApi() for the mock backend.
 */
export function renderBankCard(
  path: string,
  options: Pick<RenderRouteOptions, 'state' | 'holdToasts' | 'session'> = {},
) {
  return renderRoute(path, options);
}
