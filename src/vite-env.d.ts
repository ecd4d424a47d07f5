/// <reference types="vite/client" />

/** True only in `--mode msw` and `--mode demo` builds: gates the in-browser mock. */
declare const __MSW_ENABLED__: boolean;
