import { q } from '@/routing/query-params';

/** The contract's ContractOrderNo: OD/RD order numbers and SA supplementary-agreement tasks. */
export const ORDER_NO = /^[A-Z]{2}\d{12}$/;

/** Query parameters of the signing pages, as the contract shapes them (openapi/schemas/contract.yaml). */
export const orderNo = q.string({ max: 32, pattern: ORDER_NO });
export const contractNo = q.string({ max: 32, pattern: ORDER_NO });
export const docId = q.string({ max: 32, pattern: /^[A-Z0-9]{4,32}$/ });
export const fileId = q.id({ max: 64 });
export const productCode = q.string({ max: 16, pattern: /^[A-Z]{2}\d{7}$/ });
/** A document title passed along with a file (shown as text, never as markup). */
export const title = q.string({ max: 80 });
