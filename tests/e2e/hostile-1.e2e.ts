import { defineHostileSuite } from './hostile/hostile-suite';

/** The hostile table's suite (hostile/hostile-suite.ts), half 1 of its rows (the halves hold about as many cases). */
await defineHostileSuite(0);
