import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_PATH } from '../http/call-types';

/**
 * The examples of the bundled contract (generated/openapi.yaml): what Prism serves and what the
 * backend team reads. Tests only (node:fs): the one-story test compares the stateful mock with
 * them, the schema test posts the request examples.
 */
interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  requestBody?: { content?: { 'application/json'?: MediaType } };
  responses?: Record<string, { content?: { 'application/json'?: MediaType } }>;
}

let spec: { paths: Record<string, { post?: Operation }> } | undefined;

function operation(call: string): Operation | undefined {
  spec ??= parse(readFileSync(path.resolve('generated/openapi.yaml'), 'utf8')) as typeof spec;
  return spec?.paths[`${API_PATH}${call}`]?.post;
}

/** `requestData` of the call's request example, if the contract has one. */
export function requestExampleOf(call: string): unknown {
  const example = operation(call)?.requestBody?.content?.['application/json']?.example;
  return (example as { requestData?: unknown } | undefined)?.requestData;
}

/** A named HTTP 200 example (default `success`, or the single `example`) of the call. */
export function responseExampleOf(call: string, name = 'success'): unknown {
  const media = operation(call)?.responses?.['200']?.content?.['application/json'];
  return media?.examples?.[name]?.value ?? (name === 'success' ? media?.example : undefined);
}
