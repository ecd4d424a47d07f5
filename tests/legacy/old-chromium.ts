import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CdpConnection } from './cdp-connection.ts';

/** The flags every engine since 69 takes, headless on Debian without a sandbox or GPU. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--lang=zh-CN',
  '--remote-debugging-port=0',
];

export interface LaunchOptions {
  executable: string;
  env?: NodeJS.ProcessEnv;
  /** navigator.userAgent and the User-Agent header of every page. */
  userAgent: string;
  viewport?: { width: number; height: number };
}

export interface OldBrowser {
  /** What the engine says it is, e.g. "HeadlessChrome/78.0.3882.0". */
  product: string;
  newPage(): Promise<OldPage>;
  close(): Promise<void>;
}

/** Starts the engine and reads its DevTools address from stderr (port 0: the engine picks one). */
export async function launchOldChromium(options: LaunchOptions): Promise<OldBrowser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'trust-h5-old-chromium-'));
  const child: ChildProcess = spawn(
    options.executable,
    [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'],
    {
      env: options.env ?? process.env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  const endpoint = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no DevTools address within 60 s: ${stderr}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${options.executable} exited at start: ${stderr.slice(-2_000)}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await rm(profile, { recursive: true, force: true });
    throw error;
  });
  const browser = await CdpConnection.open(endpoint);
  const { product } = await browser.send<{ product: string }>('Browser.getVersion');
  const host = new URL(endpoint).host;

  return {
    product,
    async newPage() {
      const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
      });
      const connection = await CdpConnection.open(`ws://${host}/devtools/page/${targetId}`);
      return OldPage.attach(connection, options);
    },
    async close() {
      browser.close();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      // The browser's helper processes can still be writing its disk cache for a moment after it
      // exited (ENOTEMPTY on a cache folder): fs.rm tries again a few times before it gives up.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

interface RemoteObject {
  value?: unknown;
  description?: string;
}

/**
 * One tab at the phone's size with the app's user agent. Errors the investor would meet are
 * collected from the start: uncaught exceptions, console.error, CSP refusals, responses ≥ 400.
 * Page functions given to evaluate()/waitFor() run in the old engine as written: no optional
 * chaining or `??` in them (Chromium 80).
 */
export class OldPage {
  readonly errors: string[] = [];
  private readonly inFlight = new Set<string>();
  private lastNetworkChange = Date.now();

  private constructor(readonly cdp: CdpConnection) {}

  static async attach(cdp: CdpConnection, options: LaunchOptions): Promise<OldPage> {
    const page = new OldPage(cdp);
    cdp.on('Runtime.exceptionThrown', (params) => {
      const details = params.exceptionDetails as { text: string; exception?: RemoteObject; url?: string };
      page.errors.push(`uncaught: ${details.exception?.description?.split('\n')[0] ?? details.text}`);
    });
    cdp.on('Runtime.consoleAPICalled', (params) => {
      if (params.type !== 'error') return;
      const args = (params.args as RemoteObject[]).map((arg) => arg.description ?? String(arg.value));
      page.errors.push(`console.error: ${args.join(' ')}`);
    });
    cdp.on('Log.entryAdded', (params) => {
      const entry = params.entry as { source: string; level: string; text: string };
      if (entry.level === 'error' && entry.source === 'security') page.errors.push(`security: ${entry.text}`);
    });
    cdp.on('Network.requestWillBeSent', (params) => page.track(params.requestId as string, true));
    cdp.on('Network.loadingFinished', (params) => page.track(params.requestId as string, false));
    cdp.on('Network.loadingFailed', (params) => page.track(params.requestId as string, false));
    cdp.on('Network.responseReceived', (params) => {
      const response = params.response as { status: number; url: string };
      if (response.status >= 400) page.errors.push(`HTTP ${response.status}: ${response.url}`);
    });
    await Promise.all(
      ['Page.enable', 'Runtime.enable', 'Network.enable', 'Log.enable'].map((m) => cdp.send(m)),
    );
    const { width, height } = options.viewport ?? { width: 375, height: 667 };
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: 2,
      mobile: true,
    });
    await cdp.send('Network.setUserAgentOverride', { userAgent: options.userAgent });
    return page;
  }

  private track(requestId: string, started: boolean) {
    if (started) this.inFlight.add(requestId);
    else this.inFlight.delete(requestId);
    this.lastNetworkChange = Date.now();
  }

  /** No request in flight for the last `quietMs` (Playwright's networkidle, in the page's terms). */
  networkQuiet(quietMs = 500): boolean {
    return this.inFlight.size === 0 && Date.now() - this.lastNetworkChange >= quietMs;
  }

  async goto(url: string): Promise<void> {
    this.inFlight.clear();
    this.lastNetworkChange = Date.now();
    const { errorText } = await this.cdp.send<{ errorText?: string }>('Page.navigate', { url });
    if (errorText) throw new Error(`navigation to ${url} failed: ${errorText}`);
  }

  /** Runs `fn(arg)` in the page and returns its (JSON) value; a thrown error rejects. */
  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    const expression = `(${fn.toString()})(${JSON.stringify(arg ?? null)})`;
    const answer = await this.cdp.send<{
      result: RemoteObject;
      exceptionDetails?: { text: string; exception?: RemoteObject };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (answer.exceptionDetails)
      throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as R;
  }

  /**
   * Polls `fn(arg)` until it returns a truthy value, or fails after `timeoutMs` naming `what`.
   * `stop` (checked on each round) ends the wait early with its own reason, e.g. an uncaught error.
   */
  async waitFor<A, R>(
    what: string,
    fn: (arg: A) => R | Promise<R>,
    arg?: A,
    options: { timeoutMs?: number; stop?: () => string | undefined } = {},
  ): Promise<NonNullable<R>> {
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    for (;;) {
      const value = await this.evaluate(fn, arg).catch(() => undefined);
      if (value) return value as NonNullable<R>;
      const stopped = options.stop?.();
      if (stopped) throw new Error(`${what}: ${stopped}`);
      if (Date.now() > deadline) throw new Error(`${what}: not within ${options.timeoutMs ?? 15_000} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until the network has been quiet for `quietMs` (or the deadline passes, which is not an error). */
  async settle(quietMs = 500, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.networkQuiet(quietMs) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }

  /** A tap at a point of the viewport, as mouse press and release (what the app's onClick hears). */
  async tapAt(x: number, y: number): Promise<void> {
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await this.cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x,
      y,
      button: 'left',
      clickCount: 1,
    });
    await this.cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x,
      y,
      button: 'left',
      clickCount: 1,
    });
  }

  /**
   * A finger's stroke as touch input (touchstart, moves, touchend; the engine derives pointer
   * events with the contact pressed), as a phone draws. A mouse drag sent over CDP drew nothing
   * on the signature pad in Chromium 69.
   */
  async touchDrag(points: readonly { x: number; y: number }[]): Promise<void> {
    const [first, ...rest] = points;
    if (!first) return;
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
    for (const point of rest)
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  async wheel(x: number, y: number, deltaY: number): Promise<void> {
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY });
  }

  /** Types into the focused field as an input method would commit it. */
  async insertText(text: string): Promise<void> {
    await this.cdp.send('Input.insertText', { text });
  }

  async close(): Promise<void> {
    this.cdp.close();
  }
}
