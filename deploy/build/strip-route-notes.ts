import type { Plugin } from 'vite';

/**
 * Leaves out of the production build the route rows' notes that only tests and docs read.
 *
 * Every row of a domain's routes.ts carries an English `gloss`, some a `titleIsProposal` flag or a
 * `withoutContext` landing or title for the all-routes e2e. The router, the title bar, the guard and the
 * links never read them, yet written as object literals they ride in the entry chunk on every
 * first visit (172 glosses). The production build drops those properties from the rows; the
 * source keeps them typed and required, and the demo build (which the e2e suites walk) keeps
 * them too.
 */
const ROUTES_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.ts$/;
/** The row properties only tests and docs read (see RouteDef). */
const NOTES = '(?:gloss|titleIsProposal|withoutContext|titleWithoutContext)';
/** A literal value: a string without its own quote inside, or a flag. */
const LITERAL = `(?:'[^'\\n]*'|"[^"\\n]*"|true|false)`;
/** A note property on its own line(s): `gloss: '…',`, wrapped or not. */
const NOTE_LINES = new RegExp(`^[ \\t]*${NOTES}:\\s*${LITERAL},[ \\t]*\\n`, 'gm');
/** The same inside a one-line row: `{ title: '下载App', gloss: 'Download the app', page: … }`. */
const NOTE_INLINE = new RegExp(` ${NOTES}: ${LITERAL},`, 'g');

export function stripRouteNotes(code: string): string {
  return code.replace(NOTE_LINES, '').replace(NOTE_INLINE, '');
}

export function stripRouteNotesPlugin(): Plugin {
  return {
    name: 'trust-h5:strip-route-notes',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    transform: {
      filter: { id: ROUTES_FILE },
      handler(code) {
        const stripped = stripRouteNotes(code);
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
