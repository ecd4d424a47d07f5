/**
 * The tiers of the build (README "Supported engines"): which syntax and which built-ins each
 * emitted chunk may use. Read by legacy-syntax.ts (the gate on dist/) and by the e2e run that
 * deletes the APIs below the floor before the page loads.
 */
import type { ecmaVersion } from 'acorn';

export type Tier = 'modern' | 'legacy';

export interface TierRule {
  /** The newest syntax every engine of the tier parses. */
  ecmaVersion: ecmaVersion;
  /** Regex syntax acorn accepts at that version but an engine of the tier does not. */
  forbiddenRegex?: { pattern: RegExp; why: string }[];
}

export const TIERS: Record<Tier, TierRule> = {
  // Chrome 105 / iOS 16.4 (plugin-legacy's cut-off): all of ES2022.
  modern: { ecmaVersion: 2022 },
  // Chrome 69 / iOS 12: ES2019 syntax (optional catch binding: Chrome 66, Safari 11.1), but no
  // regex lookbehind before Safari 16.4.
  legacy: {
    ecmaVersion: 2019,
    forbiddenRegex: [{ pattern: /\(\?<[=!]/, why: 'regex lookbehind (iOS < 16.4)' }],
  },
};

/**
 * Built-ins some engine of the legacy tier lacks (first Chrome / iOS version in the comment). A
 * legacy chunk may use one only if the legacy polyfill chunk defines it. Each entry: the path
 * from the global object, and the name a chunk's code uses it by (a global, or a method name
 * after a dot).
 */
export interface FloorApi {
  path: string[];
  usedAs: { global: string } | { method: string } | { staticOf: string; name: string };
}

export const APIS_ABOVE_FLOOR: FloorApi[] = [
  { path: ['Object', 'hasOwn'], usedAs: { staticOf: 'Object', name: 'hasOwn' } }, // 93 / 15.4
  { path: ['Object', 'fromEntries'], usedAs: { staticOf: 'Object', name: 'fromEntries' } }, // 73 / 12.2
  { path: ['Promise', 'allSettled'], usedAs: { staticOf: 'Promise', name: 'allSettled' } }, // 76 / 13
  { path: ['Promise', 'any'], usedAs: { staticOf: 'Promise', name: 'any' } }, // 85 / 14
  { path: ['structuredClone'], usedAs: { global: 'structuredClone' } }, // 98 / 15.4
  { path: ['AbortSignal', 'any'], usedAs: { staticOf: 'AbortSignal', name: 'any' } }, // 116 / 17.4
  { path: ['AbortSignal', 'timeout'], usedAs: { staticOf: 'AbortSignal', name: 'timeout' } }, // 103 / 16
  { path: ['globalThis'], usedAs: { global: 'globalThis' } }, // 71 / 12.2
  { path: ['queueMicrotask'], usedAs: { global: 'queueMicrotask' } }, // 71 / 12.2
  { path: ['Array', 'prototype', 'at'], usedAs: { method: 'at' } }, // 92 / 15.4
  { path: ['Array', 'prototype', 'findLast'], usedAs: { method: 'findLast' } }, // 97 / 15.4
  { path: ['Array', 'prototype', 'findLastIndex'], usedAs: { method: 'findLastIndex' } }, // 97 / 15.4
  { path: ['Array', 'prototype', 'toSorted'], usedAs: { method: 'toSorted' } }, // 110 / 16
  { path: ['String', 'prototype', 'replaceAll'], usedAs: { method: 'replaceAll' } }, // 85 / 13.1
  { path: ['String', 'prototype', 'matchAll'], usedAs: { method: 'matchAll' } }, // 73 / 13
  { path: ['String', 'prototype', 'trimEnd'], usedAs: { method: 'trimEnd' } }, // 66 / 12 (named trimRight before)
];

/**
 * Built-ins above the modern tier's floor (Chrome 105 / iOS 16.4): a modern chunk that calls
 * one fails on part of the tier.
 */
export const APIS_ABOVE_MODERN: FloorApi[] = [
  { path: ['Promise', 'withResolvers'], usedAs: { staticOf: 'Promise', name: 'withResolvers' } }, // 119 / 17.4
  { path: ['Object', 'groupBy'], usedAs: { staticOf: 'Object', name: 'groupBy' } }, // 117 / 17.4
  { path: ['Map', 'groupBy'], usedAs: { staticOf: 'Map', name: 'groupBy' } }, // 117 / 17.4
  { path: ['Array', 'fromAsync'], usedAs: { staticOf: 'Array', name: 'fromAsync' } }, // 121 / 16.4
  { path: ['URL', 'canParse'], usedAs: { staticOf: 'URL', name: 'canParse' } }, // 120 / 17
  { path: ['AbortSignal', 'any'], usedAs: { staticOf: 'AbortSignal', name: 'any' } }, // 116 / 17.4
  { path: ['Array', 'prototype', 'toSorted'], usedAs: { method: 'toSorted' } }, // 110 / 16
  { path: ['Array', 'prototype', 'toReversed'], usedAs: { method: 'toReversed' } }, // 110 / 16
  { path: ['Array', 'prototype', 'toSpliced'], usedAs: { method: 'toSpliced' } }, // 110 / 16
  { path: ['String', 'prototype', 'isWellFormed'], usedAs: { method: 'isWellFormed' } }, // 111 / 16.4
  { path: ['Set', 'prototype', 'union'], usedAs: { method: 'union' } }, // 122 / 17
  { path: ['Uint8Array', 'fromBase64'], usedAs: { staticOf: 'Uint8Array', name: 'fromBase64' } }, // 140 / 18.2
  { path: ['Uint8Array', 'prototype', 'toHex'], usedAs: { method: 'toHex' } }, // 140 / 18.2
  { path: ['Math', 'sumPrecise'], usedAs: { staticOf: 'Math', name: 'sumPrecise' } }, // none yet
];
