/**
 * spec:verify against a deliberately wrong backend: a tiny loopback server that answers
 * selectAreaCity off-contract (`code: 123`) and everything else correctly. The violation must
 * be reported for that call and no other, traffic must pass through unchanged, and no Prism
 * process may outlive the verifier.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TRUST_APP_API_PREFIX } from '../../openapi/scripts/lib/bundle.ts';
import { freePort } from '../../openapi/scripts/lib/prism.ts';
import { startVerifyProxy } from '../../openapi/scripts/lib/verify-proxy.ts';

const OFF_CONTRACT = {
  code: 123,
  msg: '成功',
  result: { statusCode: '00000000', msg: '查询成功', data: [] },
};
const ON_CONTRACT = {
  code: '00000000',
  msg: '成功',
  result: { statusCode: '00000000', msg: '查询成功', data: { dictList: [] } },
};

let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body = request.url?.endsWith('/selectAreaCity') ? OFF_CONTRACT : ON_CONTRACT;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  const address = upstream.address();
  upstreamUrl = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const post = (base: string, name: string, requestData: unknown) =>
  fetch(`${base}${TRUST_APP_API_PREFIX}${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestData }),
    signal: AbortSignal.timeout(10_000),
  });

/** Processes whose command line mentions the upstream: Prism proxies started for it. */
const processesFor = (needle: string) =>
  execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(needle) && line.includes('prism-cli'));

describe('the verify proxy', () => {
  it('reports the off-contract answer under its call and passes traffic through unchanged', async () => {
    const proxy = await startVerifyProxy({ upstream: upstreamUrl });
    try {
      const offending = await post(proxy.url, 'selectAreaCity', { provinceCode: '', cityCode: '' });
      expect(await offending.json()).toEqual(OFF_CONTRACT);
      const fine = await post(proxy.url, 'selectExternalDict', { dictCode: 'cnty_cd' });
      expect(await fine.json()).toEqual(ON_CONTRACT);

      const reports = Object.fromEntries(proxy.reports().map((report) => [report.call, report]));
      expect(reports.selectAreaCity?.requests).toBe(1);
      expect(reports.selectAreaCity?.violations).toContainEqual(
        expect.objectContaining({
          side: 'response',
          where: 'body.code',
          message: expect.stringMatching(/string/),
        }),
      );
      expect(reports.selectExternalDict).toMatchObject({ requests: 1, violations: [] });
    } finally {
      await proxy.stop();
    }
    expect(processesFor(upstreamUrl)).toEqual([]);
  });

  it('reports a request that breaks the contract too', async () => {
    const proxy = await startVerifyProxy({ upstream: upstreamUrl });
    try {
      await post(proxy.url, 'selectExternalDict', { dictCode: 42 });
      const [report] = proxy.reports();
      expect(report?.call).toBe('selectExternalDict');
      expect(report?.violations).toContainEqual(
        expect.objectContaining({ side: 'request', where: 'body.requestData.dictCode' }),
      );
    } finally {
      await proxy.stop();
    }
  });
});

describe('the verify proxy in strict mode', () => {
  it('answers an off-contract response with an error instead of passing it through', async () => {
    const proxy = await startVerifyProxy({ upstream: upstreamUrl, strict: true });
    try {
      const offending = await post(proxy.url, 'selectAreaCity', { provinceCode: '', cityCode: '' });
      expect(offending.status).toBeGreaterThanOrEqual(400);
      expect(await offending.text()).not.toContain('"code":123');
      const fine = await post(proxy.url, 'selectExternalDict', { dictCode: 'cnty_cd' });
      expect(await fine.json()).toEqual(ON_CONTRACT);
      expect(
        proxy.reports().find((report) => report.call === 'selectAreaCity')?.violations.length,
      ).toBeGreaterThan(0);
    } finally {
      await proxy.stop();
    }
  });
});

describe('npm run spec:verify', () => {
  let cli: ChildProcess | undefined;
  afterAll(() => {
    if (cli && cli.exitCode === null) cli.kill('SIGKILL');
  });

  it('prints the violation per call, then a summary, and exits 1 leaving no Prism behind', async () => {
    const port = await freePort();
    cli = spawn(process.execPath, ['openapi/scripts/spec-verify.ts', upstreamUrl, '--port', String(port)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    cli.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => cli?.once('exit', (code) => resolve(code)));
    // Prism's start-up takes 5 s on a quiet machine and over 30 s on a loaded 2-core one: the
    // wait ends with the line, with the process's exit, or at the test's own timeout.
    const waitFor = async (pattern: RegExp, ms = 110_000) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || cli?.exitCode !== null)
          throw new Error(`no ${String(pattern)} in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    await waitFor(/listening on http:\/\/127\.0\.0\.1:\d+/);
    await post(`http://127.0.0.1:${String(port)}`, 'selectAreaCity', { provinceCode: '', cityCode: '' });
    await waitFor(/✖ selectAreaCity/);
    expect(output).toMatch(/response body\.code: Response body property code must be string/);

    cli.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(output).toMatch(/selectAreaCity\s+1\s+0\s+1\s+0/);
    expect(output).toMatch(/1 of 1 calls violated the contract/);
    expect(processesFor(upstreamUrl)).toEqual([]);
  });
});
