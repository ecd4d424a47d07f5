import type { Plugin } from 'vite';

/**
 * Leaves out of the production build the notes of the app's data tables that only tests and docs
 * read. Written as object literals they would ride in the first load of every visit:
 *
 * - the route rows (each domain's routes.ts): an English `gloss` on every row, some a
 *   `titleIsProposal` flag or a `withoutContext` landing or title for the all-routes e2e (172
 *   glosses, 1.7 KB gzip). The router, the title bar, the guard and the links never read them;
 * - the status-code catalogue (src/api/catalogue/catalogue-table.ts): each row's `condition` in
 *   the words of spec section 8 and its `source` among the seed's handlers (0.6 KB gzip). The
 *   handler reads only a row's id, predicate and behaviour; the tests and the catalogue README
 *   read the notes.
 *
 * The source keeps them typed and required, and the demo build (which the e2e suites walk) keeps
 * them too.
 */
interface NotedFile {
  id: RegExp;
  /** The properties only tests and docs read. */
  notes: readonly string[];
}

export const NOTED_FILES: readonly NotedFile[] = [
  {
    id: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.ts$/,
    notes: ['gloss', 'titleIsProposal', 'withoutContext', 'titleWithoutContext'],
  },
  { id: /[\\/]src[\\/]api[\\/]catalogue[\\/]catalogue-table\.ts$/, notes: ['condition', 'source'] },
];

/** A literal value: a string without its own quote inside, or a flag. */
const LITERAL = `(?:'[^'\\n]*'|"[^"\\n]*"|true|false)`;

/**
 * `code` without the given note properties, on their own line(s) (`gloss: '…',`, wrapped or not)
 * or inline. A note's lines are left empty rather than removed: every other line keeps its
 * number, so the source map (`map: null`: the lines did not move) stays right.
 */
export function stripNotes(code: string, notes: readonly string[]): string {
  const names = `(?:${notes.join('|')})`;
  const ownLines = new RegExp(`^[ \\t]*${names}:\\s*${LITERAL},[ \\t]*\\n`, 'gm');
  // Inside a one-line row: `{ title: '下载App', gloss: 'Download the app', page: … }`.
  const inline = new RegExp(` ${names}: ${LITERAL},`, 'g');
  return code.replace(ownLines, (lines) => lines.replace(/[^\n]/g, '')).replace(inline, '');
}

export function stripNotesPlugin(): Plugin {
  return {
    name: 'trust-h5:strip-notes',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    transform: {
      filter: { id: NOTED_FILES.map((file) => file.id) },
      handler(code, id) {
        const noted = NOTED_FILES.find((file) => file.id.test(id));
        if (!noted) return null;
        const stripped = stripNotes(code, noted.notes);
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
