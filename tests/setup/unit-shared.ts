import { __raf, raf } from '@react-spring/rafz';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll, vi } from 'vitest';
import { confirmDialogStore } from '@/page-kit/confirm-dialog';

/*
 * The `unit` project runs without isolation (vitest.config.ts): a worker loads React, antd-mobile,
 * the schemas and the mock once and runs file after file in one jsdom. This file runs before each
 * of them and, after each, puts back what a file may leave behind, so that each file starts as in
 * a fresh worker. With UNIT_ISOLATE=1 each file has a jsdom of its own, and this changes nothing.
 */
const worker = globalThis as typeof globalThis & {
  unitStart?: {
    url: string;
    html: (readonly [string, string])[];
    requestAnimationFrame: typeof window.requestAnimationFrame;
    cancelAnimationFrame: typeof window.cancelAnimationFrame;
  };
};
worker.unitStart ??= {
  requestAnimationFrame: window.requestAnimationFrame,
  cancelAnimationFrame: window.cancelAnimationFrame,
  url: window.location.href,
  html: [...document.documentElement.attributes].map(({ name, value }) => [name, value] as const),
};
const start = worker.unitStart;

// jsdom runs animation frames and focus fix-ups from one interval, made with the setInterval that
// is global when the first is asked for, and dropped when none is left. Made under a file's fake
// timers (a frame or a focused element's DOM change in a test on fake timers), it ends with those
// timers while jsdom still counts it as running, and never makes another: no frame comes again in
// the worker, and antd-mobile's dialogs and toasts never finish their animations. A frame asked
// for again and again from here, before the file's tests, keeps that interval a real one.
let keepFrame = start.requestAnimationFrame(function nextFrame() {
  keepFrame = start.requestAnimationFrame(nextFrame);
});

afterAll(() => {
  vi.useRealTimers();
  start.cancelAnimationFrame(keepFrame);
  // antd-mobile animates on react-spring's frame loop, loaded once per worker: a file that went
  // back to real timers mid-animation left it waiting for a fake frame that never comes, and one
  // that loaded it under fake timers left it calling the fake requestAnimationFrame.
  __raf.clear();
  raf.use(start.requestAnimationFrame);
  // Imperative antd-mobile overlays keep their handler per module: closed here, so the next
  // file's first toast or dialog opens a fresh one instead of updating one in a removed node.
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  // Confirm dialogs a file asked for and never answered would open first in the next file.
  for (const request of confirmDialogStore.get()) confirmDialogStore.remove(request.id);
  // Spies a file left on window, console or a prototype (window.alert, scrollTo, console.error).
  vi.restoreAllMocks();
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
  for (const [name, value] of start.html) document.documentElement.setAttribute(name, value);
  window.history.replaceState(null, '', start.url);
});
