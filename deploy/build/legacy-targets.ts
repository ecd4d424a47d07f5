import type { Options } from '@vitejs/plugin-legacy';

/**
 * The support matrix's floor (README "Supported engines"): Android System WebView / Chromium 69
 * (XWeb, HarmonyOS's Chromium-based ArkWeb) and iOS 12 WKWebView (WeChat and WeCom on iPhone).
 * Engines at or above the modern cut-off get the modern chunks; the rest, down to this floor, get
 * the legacy chunks (SystemJS, syntax lowered by Babel, core-js polyfills by usage).
 */
export const LEGACY_TARGETS = [
  'chrome >= 69',
  'and_chr >= 69',
  'android >= 69',
  'ios_saf >= 12',
  'safari >= 12',
];

/**
 * The modern chunks' engines: the plugin's own cut-off (engines with `import.meta.resolve`,
 * Chrome 105 / Safari 16.4), named without the plugin's extra `es2020` floor. That floor would
 * lower class fields and logical assignment in every modern chunk and make the first load larger
 * for engines that parse them natively.
 */
export const MODERN_TARGETS = [
  'chrome >= 105',
  'and_chr >= 105',
  'edge >= 105',
  'firefox >= 106',
  'safari >= 16.4',
  'ios_saf >= 16.4',
];

export const legacyOptions: Options = {
  targets: LEGACY_TARGETS,
  modernTargets: MODERN_TARGETS,
  // Modern engines pay nothing: no polyfill chunk on their path.
  modernPolyfills: false,
  // regenerator-runtime falls back to `Function(…)` (blocked by the CSP) where globalThis is
  // missing (Chrome < 71, iOS < 12.2): define it first.
  additionalLegacyPolyfills: ['core-js/modules/es.global-this.js'],
};
