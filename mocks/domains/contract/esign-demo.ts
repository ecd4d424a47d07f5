/**
 * Where the demo's fake e-signature vendor stands (mocks/public/mock-esign/): on another origin
 * than the app, as a real vendor does, which VITE_ALLOWED_ORIGINS of the demo and msw modes allow
 * (.env.demo, .env.msw). `npm run start:msw` serves it there (./esign-vendor-server.ts); the
 * demo build's e2e journey routes the origin to the build's copy. No imports: the Vite config
 * reads this file too.
 */
export const ESIGN_DEMO_ORIGIN = 'http://localhost:4780';
/** The page under the app's base, as the demo and msw builds copy mocks/public/. */
export const ESIGN_DEMO_DIR = '/xtmk/apph5/mock-esign/';
export const ESIGN_DEMO_PATH = `${ESIGN_DEMO_DIR}sign.html`;
