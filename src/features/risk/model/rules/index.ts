/**
 * The investor-check rules, pure functions shared by the risk pages and the
 * mock server (mocks/domains/risk/, which imports this folder so both apply the same rule).
 */
export * from './dates';
export * from './levels';
export * from './validity';
export * from './age';
