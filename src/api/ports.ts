/**
 * What the status-code catalogue needs from the app around it. The catalogue (src/api/catalogue/)
 * depends only on these interfaces; the app shell implements them (toasts with antd-mobile,
 * navigation with the router, the native bridge from src/bridge/) and installs them at start-up.
 * Tests install fakes, so every catalogue row is testable without a router or a native host.
 */

/** Paths inside the app, relative to the router's base (/xtmk/apph5/). */
export type AppPath = `/${string}`;

export interface ToastPort {
  /**
   * Shows a toast for exactly `durationMs`; resolves when it has closed (antd-mobile:
   * `Toast.show({ content, icon, duration, afterClose })`). The catalogue awaits it before a
   * labelled call resolves ("保存成功", then the caller's success callback). Never reject.
   */
  show(message: string, options: { kind: 'success' | 'error' | 'info'; durationMs: number }): Promise<void>;
}

export interface NavigationPort {
  /** Router navigation to an app path (/phone/login, /phone/download, /phone/404). */
  go(path: AppPath, options?: { replace?: boolean }): void;
  /** The current route path, e.g. "/phone/login". */
  currentPath(): string;
}

/** Implemented by src/bridge/native-bridge.ts: pass the bridge itself as `native`. */
export interface NativePort {
  /** True inside the company's own app (user agent carries the app marker). */
  isOwnApp(): boolean;
  /** Asks the hosting app to show its login. */
  login(): void;
}

export interface AppPorts {
  toast: ToastPort;
  navigation: NavigationPort;
  native: NativePort;
}
