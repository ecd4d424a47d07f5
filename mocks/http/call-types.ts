import type { paths } from '@gen/paths';

/** Every call goes to this path (product spec, section 7). */
export const API_PATH = '/xtmk/apph5/services/trustAppApi/';

type ApiPath = Extract<keyof paths, `${typeof API_PATH}${string}`>;

/** The operationIds of the contract: the backend's call names. */
export type CallName = ApiPath extends `${typeof API_PATH}${infer Name}` ? Name : never;

type Operation<N extends CallName> = paths[`${typeof API_PATH}${N}`]['post'];

/** `requestData` of a call, as the contract types it. */
export type RequestDataOf<N extends CallName> = NonNullable<
  Operation<N>['requestBody']
>['content']['application/json']['requestData'];

/** The whole HTTP 200 body of a call (envelope included). */
export type ResponseOf<N extends CallName> = Operation<N>['responses'][200]['content']['application/json'];

/** `result.data` of a call: what a stateful handler returns on success. */
export type DataOf<N extends CallName> =
  NonNullable<ResponseOf<N>['result']> extends { data?: infer D } ? D : never;
