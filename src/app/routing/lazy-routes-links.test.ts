// unit-isolated: the route registry before any domain's rows have loaded, as at the app's start.
import { describe, expect, it } from 'vitest';
import { hrefTo } from '@/routing/href';
import { registeredRoute } from '@/routing/route-registry';
import { lazyRouteTable } from './lazy-routes';

// No route table here: only the index is known, as in the app before a domain's first page.
describe('links before a domain’s rows have loaded', () => {
  it('take the path the index registered, and write flags as the parsers do', () => {
    lazyRouteTable();
    expect(registeredRoute('appSkip')).toBeUndefined();
    expect(hrefTo('appSkip', { target: '/phone/about' })).toBe('/app/skip?target=%2Fphone%2Fabout');
    expect(hrefTo('fiscal/identity')).toBe('/phone/fiscal/identity');
    expect(hrefTo('signatureMiddlePage', { orderNo: 'O1', back: true })).toBe(
      '/phone/signatureMiddlePage?orderNo=O1&back=1',
    );
  });
});
