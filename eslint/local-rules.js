/**
 * The house's own lint rules, as an ESLint plugin (`local/…` in eslint.config.js).
 */

/** Every place a module specifier is written: static and dynamic imports, re-exports, vi.mock. */
function specifierVisitors(check) {
  const literal = (node) => node && node.type === 'Literal' && typeof node.value === 'string' && check(node);
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.argument?.literal ?? node.argument),
    CallExpression: (node) => {
      const callee = node.callee;
      if (callee.type === 'MemberExpression' && callee.object.name === 'vi') literal(node.arguments[0]);
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

export default { rules: { 'no-deep-relative-import': noDeepRelativeImport } };
