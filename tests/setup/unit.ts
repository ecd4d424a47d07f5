import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { __raf, raf } from '@react-spring/rafz';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';

afterEach(() => cleanup());

/**
 * Pages and kit blocks load modules lazily: the first render in a test file waits for a module to
 * be transformed and loaded, which on a busy machine (CI, a test worker per core) can pass Testing
 * Library's default 1 s for `findBy…`/`waitFor`. Tests wait up to 5 s; nothing here is a performance
 * assertion (those are measured by scripts: npm run size, npm run perf:lighthouse).
 */
configure({ asyncUtilTimeout: 5000 });

/*
 * The unit project runs without isolation (vitest.config.ts): a worker loads React, antd-mobile,
 * the schemas and the mock once and runs file after file in one jsdom. This file runs before each
 * of them, and puts back what a file may leave behind, so each file starts as in a fresh worker.
 */
const worker = globalThis as typeof globalThis & {
  unitIsolation?: {
    mocked: boolean;
    url: string;
    html: (readonly [string, string])[];
    requestAnimationFrame: typeof window.requestAnimationFrame;
  };
};
worker.unitIsolation ??= {
  mocked: false,
  requestAnimationFrame: window.requestAnimationFrame,
  url: window.location.href,
  html: [...document.documentElement.attributes].map(({ name, value }) => [name, value] as const),
};
const isolation = worker.unitIsolation;

/*
 * A file that mocks a module (vi.mock) needs every module that imports it evaluated afresh, and
 * leaves modules bound to its mocks behind: such a file, and the file after it, start from an
 * empty module registry (what isolation does for every file).
 */
const testPath = expect.getState().testPath;
const mocks = testPath !== undefined && /\bvi\.(?:mock|doMock)\(/.test(readFileSync(testPath, 'utf8'));
if (mocks || isolation.mocked) vi.resetModules();
isolation.mocked = mocks;

afterAll(() => {
  vi.useRealTimers();
  // antd-mobile animates on react-spring's frame loop, loaded once per worker: a file that went
  // back to real timers mid-animation left it waiting for a fake frame that never comes, and one
  // that loaded it under fake timers left it calling the fake requestAnimationFrame.
  __raf.clear();
  raf.use(isolation.requestAnimationFrame);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Portals (toasts, dialogs, popups), what a test appended by hand, a scroll lock's marks.
  document.body.innerHTML = '';
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  // Scripts a loader added (the WeChat SDK).
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.title = '';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  for (const [name, value] of isolation.html) document.documentElement.setAttribute(name, value);
  window.history.replaceState(null, '', isolation.url);
});
