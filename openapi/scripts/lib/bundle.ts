/**
 * Reads the bundled contract (generated/openapi.yaml) for the spec scripts and the contract
 * tests, so that they all agree on what an operation is and where its facts live.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BUNDLE_PATH = `${ROOT}generated/openapi.yaml`;
export const TRUST_APP_API_PREFIX = '/xtmk/apph5/services/trustAppApi/';

/**
 * Calls the frontend proposes beyond the product spec's list of 223 (section 7), each because a
 * page the issues ask for has no listed call to read from; each says so at the start of its
 * description, and the backend may map it onto an existing call instead.
 */
export const SPEC_ADDITIONS: readonly string[] = [
  'queryOpinionList',
  'submitContractSign',
  // The reservation pages (product tag): no listed call takes or lists reservations.
  'makeReservation',
  'queryReservationList',
  'cancelReservation',
  // The holding tag's edw* family (proposed members): one trade in full (transactionDetails).
  'edwWaterBillDetail',
  // … and a cash holding's daily income (position/cashIncomeList).
  'edwCashIncomeList',
  // The family-trust tag's queryTrust* family (a proposed member): the agreements waiting to be
  // signed and the applications with their progress (familyRights, familyZhuPage).
  'queryTrustApplyList',
  // The points tag: no listed call returns the member levels' benefits (interests).
  'queryMemberInterests',
  // The order tag: the redemption form's terms and one plan's distribution schedule.
  'queryRedeemInfo',
  'queryIncomeInformation',
  // … and the queryFts* / fts* families' proposed members (受益权转让, makeOver / makeOverDetails).
  'queryFtsTransferList',
  'queryFtsTransferInfo',
  'queryFtsTransfereeStatus',
  'ftsTransferApply',
  'queryFtsTransferDetail',
  // The points tag's mgm* family (proposed members): my invite code (getQrcode) and an
  // adviser's marketing tool (marketToolQrcode).
  'mgmInviteInfo',
  'mgmMarketTool',
  // The family-trust tag's getFamily* and queryTrust* families (proposed members): the trusts,
  // one trust, the rights, the family office, and one receiving-account change.
  'getFamilyTrustList',
  'getFamilyTrustDetail',
  'getFamilyRights',
  'getFamilyOfficeContact',
  'queryTrustChangeDetail',
];
/** The product spec's own count of trustAppApi calls (section 7). */
export const SPEC_CALL_COUNT = 223;
export const CONTRACT_STATUSES = ['documented', 'proposed', 'unknown'] as const;

export type Json = Record<string, unknown>;

export interface OperationFacts {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  status: string;
  read: boolean;
  summary: string;
  /** The operation object itself, for checks beyond the facts above. */
  raw: Json;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export const asRecord = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

export function loadBundle(path: string = BUNDLE_PATH): Json {
  return asRecord(parse(readFileSync(path, 'utf8')));
}

/** Every operation of the bundle, in document order. */
export function listOperations(spec: Json): OperationFacts[] {
  const facts: OperationFacts[] = [];
  for (const [path, item] of Object.entries(asRecord(spec.paths))) {
    for (const [method, value] of Object.entries(asRecord(item))) {
      if (!HTTP_METHODS.has(method)) continue;
      const op = asRecord(value);
      facts.push({
        operationId: String(op.operationId ?? ''),
        method,
        path,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        status: String(op['x-contract-status'] ?? ''),
        read: op['x-read'] === true,
        summary: String(op.summary ?? ''),
        raw: op,
      });
    }
  }
  return facts;
}

/** Follows a local `#/components/...` reference; other nodes come back unchanged. */
export function resolveRef(spec: Json, node: unknown): Json {
  let current = asRecord(node);
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) break;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((at, key) => asRecord(at[key]), spec);
  }
  return current;
}
