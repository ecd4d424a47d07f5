/**
 * The pages that stand in for outside services in the demo (mocks/public/: the e-signature
 * vendor, the wallet's cashier, the points mall) are static files the demo build and `npm run start:msw` serve under
 * the app's base. The mock names them at the origin of the API call that asked, so the round trip
 * works wherever the demo is served (any host, any port); being files, they are never taken for
 * one of the router's routes (src/page-kit/allowed-targets). A real server answers its vendor's
 * address: the app never builds one.
 */
export const ESIGN_DEMO_FILE = 'mock-esign/sign.html';
export const CASHIER_DEMO_FILE = 'mock-wallet/pay.html';
export const MALL_DEMO_FILE = 'mock-mall/index.html';

/** `file` (under mocks/public/) at the app's base on the origin `request` was sent to. */
export function demoPageUrl(request: Request, file: string): URL {
  return new URL(`${import.meta.env.BASE_URL}${file}`, request.url);
}
