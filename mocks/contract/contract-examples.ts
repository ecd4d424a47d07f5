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
interface Body {
  $ref?: string;
  content?: { 'application/json'?: MediaType };
}
interface Operation {
  requestBody?: Body;
  responses?: Record<string, { content?: { 'application/json'?: MediaType } }>;
}
interface Spec {
  paths: Record<string, { post?: Operation }>;
  components?: { requestBodies?: Record<string, Body> };
}

let spec: Spec | undefined;

function loaded(): Spec {
  spec ??= parse(readFileSync(path.resolve('generated/openapi.yaml'), 'utf8')) as Spec;
  return spec;
}

const operation = (call: string) => loaded().paths[`${API_PATH}${call}`]?.post;

/** Every `requestData` the contract gives as an example of the call's request (named ones too). */
export function requestExamplesOf(call: string): unknown[] {
  let body = operation(call)?.requestBody;
  const ref = body?.$ref?.match(/^#\/components\/requestBodies\/(.+)$/)?.[1];
  if (ref) body = loaded().components?.requestBodies?.[ref];
  const media = body?.content?.['application/json'];
  const bodies = [
    ...(media?.example === undefined ? [] : [media.example]),
    ...Object.values(media?.examples ?? {}).map((named) => named.value),
  ];
  return bodies.map((example) => (example as { requestData?: unknown } | undefined)?.requestData);
}

/** The first request example's `requestData`, if the contract has one. */
export const requestExampleOf = (call: string): unknown => requestExamplesOf(call)[0];

/** A named HTTP 200 example (default `success`, or the single `example`) of the call. */
export function responseExampleOf(call: string, name = 'success'): unknown {
  const media = operation(call)?.responses?.['200']?.content?.['application/json'];
  return media?.examples?.[name]?.value ?? (name === 'success' ? media?.example : undefined);
}
