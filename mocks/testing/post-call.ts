import { API_PATH } from '../http/call-types';

/** jsdom's origin in the unit project; the app's transport also uses absolute URLs. */
const ORIGIN = globalThis.location?.origin ?? 'http://localhost:3000';

export interface WireAnswer {
  status: number;
  statusText: string;
  text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: unknown;
}

/** Posts {requestData} to a call the way the app does and returns what came over the wire. */
export async function postCall(
  name: string,
  requestData: unknown = {},
  init: RequestInit = {},
): Promise<WireAnswer> {
  const response = await fetch(`${ORIGIN}${API_PATH}${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestData }),
    ...init,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, statusText: response.statusText, text, json };
}

/** `result.data` of a success envelope (fails the test loudly otherwise). */
export async function callData<T = unknown>(name: string, requestData: unknown = {}): Promise<T> {
  const answer = await postCall(name, requestData);
  const body = answer.json as { code?: string; result?: { statusCode?: string; data?: T } } | undefined;
  if (answer.status !== 200 || body?.code !== '00000000' || body.result?.statusCode !== '00000000') {
    throw new Error(`${name} did not succeed: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  return body.result.data as T;
}
