import path from 'node:path';

/**
 * The house's own lint rules, as an ESLint plugin (`local/…` in eslint.config.js).
 */

/** Every place a module specifier is written: static and dynamic imports, re-exports, vi.mock. */
function specifierVisitors(check, { viCalls = true } = {}) {
  const literal = (node) => node && node.type === 'Literal' && typeof node.value === 'string' && check(node);
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.argument?.literal ?? node.argument),
    CallExpression: (node) => {
      const callee = node.callee;
      if (viCalls && callee.type === 'MemberExpression' && callee.object.name === 'vi')
        literal(node.arguments[0]);
    },
  };
}

/**
 * An import says where a thing lives, not how many floors to climb: at most two `../`, else the
 * alias (@/ src, @gen/ generated, @mocks/ mocks, @tests/ tests; tsconfig.json `paths`).
 */
const noDeepRelativeImport = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Imports climb at most two levels; further away, use a path alias.' },
    messages: {
      deep: "'{{source}}' climbs {{levels}} levels: import it by alias (@/, @gen/, @mocks/, @tests/).",
    },
    schema: [],
  },
  create(context) {
    return specifierVisitors((node) => {
      const levels = /^(?:\.\.\/)+/.exec(node.value)?.[0].length / 3 || 0;
      if (levels > 2) context.report({ node, messageId: 'deep', data: { source: node.value, levels } });
    });
  },
};

const KIT = 'src/page-kit/';

/**
 * A page-kit block's index.ts is its public face: from outside the block, import
 * `@/page-kit/<block>` (or its test helpers, `@/page-kit/<block>/testing`), never a file inside
 * it. Files of a block import their siblings relatively; tests beside the code are files of the
 * block too. vi.mock may name an internal module: replacing one is what it is for.
 */
const kitImportThroughIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a page-kit block through its index (@/page-kit/<block>).' },
    messages: {
      internal: "'{{source}}' reaches inside the kit block '{{block}}': import '@/page-kit/{{block}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const ownBlock = file.startsWith(KIT) ? file.slice(KIT.length).split('/') : [];
    const own = ownBlock.length > 1 ? ownBlock[0] : undefined;
    return specifierVisitors(
      (node) => {
        let inKit;
        if (node.value.startsWith('@/page-kit/')) inKit = node.value.slice('@/page-kit/'.length);
        else if (node.value.startsWith('.')) {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), node.value));
          if (!target.startsWith(KIT)) return;
          inKit = target.slice(KIT.length);
        } else return;
        const [block, ...rest] = inKit.split('/');
        if (!block || block === own) return;
        const inside = rest.join('/');
        const ok =
          node.value.startsWith('@/') &&
          (inside === '' || inside === 'testing' || inside.startsWith('testing/'));
        if (!ok) context.report({ node, messageId: 'internal', data: { source: node.value, block } });
      },
      { viCalls: false },
    );
  },
};

export default {
  rules: {
    'no-deep-relative-import': noDeepRelativeImport,
    'kit-import-through-index': kitImportThroughIndex,
  },
};
