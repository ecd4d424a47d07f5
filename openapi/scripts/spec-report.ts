/**
 * npm run spec:report — what the contract holds, for the backend team's review:
 * operations per tag and per contract status, and the proposed operations to confirm.
 * Reads the bundle (generated/openapi.yaml), so run `npm run gen` after editing openapi/.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { CONTRACT_STATUSES, listOperations, loadBundle, TRUST_APP_API_PREFIX } from './lib/bundle.ts';
import type { OperationFacts } from './lib/bundle.ts';
import { formatTable } from './lib/table.ts';

const spec = loadBundle();
const operations = listOperations(spec);
const declaredTags = (Array.isArray(spec.tags) ? spec.tags : []).map((tag) =>
  String((tag as { name?: unknown }).name),
);

const count = (ops: OperationFacts[], test: (op: OperationFacts) => boolean) => ops.filter(test).length;

const rows = declaredTags.map((tag) => {
  const ops = operations.filter((op) => op.tags.includes(tag));
  return [
    tag,
    ops.length,
    ...CONTRACT_STATUSES.map((status) => count(ops, (op) => op.status === status)),
    count(ops, (op) => op.read),
    count(ops, (op) => !op.read),
  ];
});
rows.push([
  'total',
  operations.length,
  ...CONTRACT_STATUSES.map((status) => count(operations, (op) => op.status === status)),
  count(operations, (op) => op.read),
  count(operations, (op) => !op.read),
]);

const trustAppApi = count(operations, (op) => op.path.startsWith(TRUST_APP_API_PREFIX));
console.log(
  `Contract: ${String(operations.length)} operations (${String(trustAppApi)} trustAppApi calls + ${String(operations.length - trustAppApi)} other)\n`,
);
console.log(formatTable(['tag', 'ops', ...CONTRACT_STATUSES, 'read (query)', 'write (mutation)'], rows));

const listByStatus = (status: string, title: string) => {
  const ops = operations.filter((op) => op.status === status);
  console.log(`\n${title} (${String(ops.length)}):`);
  if (!ops.length) console.log('  (none)');
  for (const op of ops)
    console.log(`  ${op.tags.join(',').padEnd(12)} ${op.operationId.padEnd(28)} ${op.summary}`);
};
listByStatus('documented', 'Documented: payload from the product spec');
listByStatus('proposed', 'Proposed: designed by the frontend, awaiting backend confirmation');

const paged = operations.filter((op) => op.raw['x-paged'] === true).map((op) => op.operationId);
console.log(
  `\nPaged calls (PageRequest in, one page out; infinite-query hooks): ${paged.join(', ') || '(none)'}`,
);

interface StatusCodeRow {
  field?: unknown;
  value?: unknown;
  meaning?: unknown;
}
const statusRows = (value: unknown): StatusCodeRow[] =>
  Array.isArray(value) ? (value as StatusCodeRow[]) : [];
const catalogue = statusRows(spec['x-status-codes']);
console.log(`\nStatus-code catalogue to confirm (root x-status-codes, ${String(catalogue.length)} rows):`);
console.log(
  formatTable(
    ['field', 'value', 'meaning'],
    catalogue.map((row) => [String(row.field), String(row.value), String(row.meaning)]),
  ),
);
const perCall = operations
  .map((op) => [op.operationId, statusRows(op.raw['x-status-codes'])] as const)
  .filter(([, rows]) => rows.length);
if (perCall.length) {
  console.log(`\nBusiness codes per call (operation x-status-codes):`);
  for (const [name, rows] of perCall) {
    console.log(`  ${name.padEnd(28)} ${rows.map((row) => String(row.value)).join(', ')}`);
  }
}

const awaiting = spec['x-awaiting-enumeration'];
if (Array.isArray(awaiting)) {
  console.log(`\nAwaiting enumeration by the backend (named only by prefix): ${awaiting.join(', ')}`);
}
const unexpected = operations.filter((op) => !(CONTRACT_STATUSES as readonly string[]).includes(op.status));
if (unexpected.length) {
  console.error(
    `\nOperations without a valid x-contract-status: ${unexpected.map((op) => op.operationId).join(', ')}`,
  );
  process.exitCode = 1;
}
