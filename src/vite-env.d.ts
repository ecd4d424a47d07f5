/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the legacy chunks, false in the modern ones (@vitejs/plugin-legacy). */
  readonly LEGACY: boolean;
}

/** True only in `--mode msw` and `--mode demo` builds: gates the in-browser mock. */
declare const __MSW_ENABLED__: boolean;
/** The build's time in `--mode msw` and `--mode demo` (the mock's stored database is per build); '' otherwise. */
declare const __MOCK_BUILD_ID__: string;

/** Every route's name and path by domain (deploy/build/route-index.ts). */
declare module 'virtual:route-index' {
  /** Domain → its routes' names separated by spaces; `name=path` where the path is not phone/<name>. */
  export const routeIndex: Readonly<Record<string, string>>;
}
