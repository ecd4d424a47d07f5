/**
 * npm run spec:verify -- <backend base URL> [--port 4020] [--strict]
 *
 * Runs Prism as a validating proxy in front of a real backend. Point the app (for the dev
 * server: API_TARGET=http://127.0.0.1:4020 npm start) or a script at the printed URL; every
 * request and response is checked against generated/openapi.yaml and each violation is printed
 * under its call as it happens. Ctrl-C (or SIGTERM) prints a summary per call and exits with 1
 * when anything violated the contract.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { parseArgs } from 'node:util';
import { formatTable } from './lib/table.ts';
import { startVerifyProxy } from './lib/verify-proxy.ts';
import type { Violation } from './lib/verify-proxy.ts';

const DEFAULT_PORT = 4020;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', short: 'p' },
    strict: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
const upstream = positionals[0];
if (values.help || !upstream || !/^https?:\/\//.test(upstream)) {
  console.error(
    'Usage: npm run spec:verify -- <backend base URL, e.g. https://uat.example.cn> [--port 4020] [--strict]\n' +
      '  --strict  answer contract violations with Prism errors instead of passing them through',
  );
  process.exit(values.help ? 0 : 2);
}
const port = values.port ? Number(values.port) : DEFAULT_PORT;

const describe = (v: Violation) => `${v.side}${v.where ? ` ${v.where}` : ''}: ${v.message}`;

const proxy = await startVerifyProxy({
  upstream,
  port,
  strict: values.strict === true,
  onViolations: (call, violations) => {
    console.log(`✖ ${call} (${String(violations.length)})`);
    for (const violation of violations) console.log(`    ${describe(violation)}`);
  },
});
console.log(
  `spec:verify listening on ${proxy.url}, validating against the contract and forwarding to ${upstream}`,
);
console.log('Send the app or a script through it; Ctrl-C prints the summary.');

let stopping = false;
async function finish() {
  if (stopping) return;
  stopping = true;
  const reports = proxy.reports();
  await proxy.stop();
  const violated = reports.filter((report) => report.violations.length);
  console.log('');
  if (!reports.length) {
    console.log('No calls went through the proxy.');
  } else {
    const count = (report: (typeof reports)[number], side: string) =>
      report.violations.filter((violation) => violation.side === side).length;
    console.log(
      formatTable(
        ['call', 'requests', 'request violations', 'response violations', 'other'],
        reports.map((report) => {
          const request = count(report, 'request');
          const response = count(report, 'response');
          return [
            report.call,
            report.requests,
            request,
            response,
            report.violations.length - request - response,
          ];
        }),
      ),
    );
    console.log(`\n${String(violated.length)} of ${String(reports.length)} calls violated the contract.`);
  }
  process.exit(violated.length ? 1 : 0);
}
process.on('SIGINT', () => void finish());
process.on('SIGTERM', () => void finish());
