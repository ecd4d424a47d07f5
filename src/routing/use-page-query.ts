import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from './route-def';
import { useRouteDef } from './route-context';
import { registeredRoute, type QueryOf, type RouteName } from './route-registry';

/**
 * The declared query parameters of a route, parsed from a search string. The address bar is
 * user input: a missing, malformed or out-of-range value is undefined, never an exception, and
 * parameters the row does not declare are not read.
 */
export function parsePageQuery(def: RouteDef | undefined, search: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!def?.query) return values;
  const params = new URLSearchParams(search);
  for (const [key, param] of Object.entries(def.query)) {
    const raw = params.get(key);
    if (raw === null) continue;
    try {
      const value = param.parse(raw);
      if (value !== undefined) values[key] = value;
    } catch {
      // A parser that throws is treated like one that refuses: the page sees the value as absent.
    }
  }
  return values;
}

/**
 * The typed query of the page being shown: `const { cardId } = usePageQuery('addOrEditBankCard')`
 * gives `cardId: string | undefined`. The name picks the row's query declaration (its types and
 * parsers); the values come from the current address.
 */
export function usePageQuery<N extends RouteName>(name: N): QueryOf<N> {
  const { search } = useLocation();
  const current = useRouteDef();
  const def = registeredRoute(name) ?? (current?.name === name ? current : undefined);
  return useMemo(() => parsePageQuery(def, search), [def, search]) as QueryOf<N>;
}
