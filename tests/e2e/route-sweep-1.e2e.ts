import { defineRouteSweep } from './sweep/route-sweep-suite';

/** The route sweep (sweep/route-sweep-suite.ts) over the routes at even places of the route table. */
defineRouteSweep(0);
