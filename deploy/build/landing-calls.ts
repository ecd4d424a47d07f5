/**
 * The calls the landing page (/phone/about) makes. The generator writes their hooks into a module
 * of their own (generated/landing, codegen.config.ts) and the build puts their answer shapes in
 * the landing domain's core chunk (chunk-groups.ts): the first visit carries only these.
 */
export const LANDING_CALLS: readonly string[] = ['bannerList'];
