import { z } from 'zod';
import {
  bankHeadItemSchema,
  cityItemSchema,
  dictItemSchema,
  provinceItemSchema,
  zoneItemSchema,
} from './contract-items';
import { MAIN_BANKS } from './data/banks';
import { PLATFORM_DICT_TYPES } from './data/dict-types-platform';
import { TRADE_DICT_TYPES } from './data/dict-types-trade';
import { defineCollection } from './define-collection';
import { countryRows } from './seed/countries';
import { DEMO_APPTOKEN, demoInvestorRow } from './seed/investor';
import { regionRows } from './seed/regions';

/**
 * The in-memory database of the stateful mock (@msw/data). Records are typed by the
 * contract: each collection's schema is the generated zod item schema of the call that serves
 * it, extended only with the keys the mock needs to find records (a parent code, a sort
 * position). Handlers pick the contract's fields when they answer.
 *
 * How to add a collection (in mocks/domains/<domain>/seed.ts):
 *
 *   export const orders = defineCollection('orders', storedOrderSchema, {
 *     rows: () => [{ orderNo: 'OD202406180012', investorId: DEMO_INVESTOR.customerId, … }],
 *   });
 *
 * - Use the generated item schema from generated/zod/<tag>/ when the contract has one; for
 *   a payload still `unknown` in the contract, write the schema next to the handlers and say so.
 * - Seeds are deterministic: fixed rows (hung on DEMO_INVESTOR, mocks/db/seed/investor.ts) or
 *   package data.
 * - Read in handlers only after `await ensureMockDb()` (defineCall does it for you).
 * - `resetMockDb()` clears and re-seeds every non-reference collection, yours included.
 */

const regions = regionRows();

export const provinces = defineCollection('provinces', provinceItemSchema, {
  reference: true,
  seed: (c) => c.createMany(regions.provinces.length, (i) => regions.provinces[i]!),
});

export const cities = defineCollection('cities', cityItemSchema.extend({ provinceCode: z.string() }), {
  reference: true,
  seed: (c) => c.createMany(regions.cities.length, (i) => regions.cities[i]!),
});

export const zones = defineCollection('zones', zoneItemSchema.extend({ cityCode: z.string() }), {
  reference: true,
  seed: (c) => c.createMany(regions.zones.length, (i) => regions.zones[i]!),
});

/** cnty_cd dictionary rows: note = Chinese name, fldm = ISO alpha-3. */
export const countries = defineCollection(
  'countries',
  dictItemSchema.extend({ alpha2: z.string().length(2), sort: z.number() }),
  {
    reference: true,
    seed: (c) => {
      const rows = countryRows();
      return c.createMany(rows.length, (i) => rows[i]!);
    },
  },
);

export const banks = defineCollection(
  'banks',
  bankHeadItemSchema.extend({ cnapsCode: z.string().regex(/^\d{3}$/), abbr: z.string(), sort: z.number() }),
  {
    reference: true,
    seed: (c) => c.createMany(MAIN_BANKS.length, (i) => ({ ...MAIN_BANKS[i]!, sort: i })),
  },
);

const DICT_TYPES = [...PLATFORM_DICT_TYPES, ...TRADE_DICT_TYPES];

/** Dictionary types of spec section 3 (served by dictBaseService; contract payload unknown). */
export const dictTypes = defineCollection(
  'dictTypes',
  z.object({ dictType: z.string(), dictName: z.string(), sort: z.number() }),
  {
    reference: true,
    seed: (c) =>
      c.createMany(DICT_TYPES.length, (i) => ({
        dictType: DICT_TYPES[i]!.dictType,
        dictName: DICT_TYPES[i]!.dictName,
        sort: i,
      })),
  },
);

/** Their values, in the contract's dictionary-entry shape {note, fldm} (served by dictDetail). */
export const dictEntries = defineCollection(
  'dictEntries',
  dictItemSchema.extend({ dictType: z.string(), sort: z.number() }),
  {
    reference: true,
    seed: (c) => {
      const rows = DICT_TYPES.flatMap(({ dictType, values }) =>
        values.map(([fldm, note], sort) => ({ dictType, fldm, note, sort })),
      );
      return c.createMany(rows.length, (i) => rows[i]!);
    },
  },
);

/** Investors; the customer contract is still `unknown`, so this is the mock's own shape. */
export const investorSchema = z.object({
  customerId: z.string(),
  name: z.string().min(2),
  gender: z.enum(['1', '2']),
  idType: z.literal('0'),
  idNo: z.string().regex(/^\d{17}[\dX]$/),
  idNoMasked: z.string(),
  phone: z.string().regex(/^1\d{10}$/),
  phoneMasked: z.string(),
  birthDate: z.iso.date(),
  riskLevel: z.enum(['C1', 'C2', 'C3', 'C4', 'C5']),
  riskExpiryDate: z.iso.date(),
  qualified: z.boolean(),
});
export type Investor = z.infer<typeof investorSchema>;

export const investors = defineCollection('investors', investorSchema, {
  seed: (c) => c.create(demoInvestorRow()),
});

/**
 * The demo investor's session. `active` answers every call; `expired` and `loggedOut` make
 * calls that need a login fail the way the gateway does (see mocks/scenarios/session.ts).
 */
export const sessionSchema = z.object({
  token: z.string(),
  customerId: z.string(),
  status: z.enum(['active', 'expired', 'loggedOut']),
});

export const sessions = defineCollection('sessions', sessionSchema, {
  seed: (c) => c.create({ token: DEMO_APPTOKEN, customerId: demoInvestorRow().customerId, status: 'active' }),
});

/** The seeded demo investor (call after `await ensureMockDb()`). */
export function demoInvestor(): Investor {
  const investor = investors.findFirst();
  if (!investor) throw new Error('The mock db is not seeded: await ensureMockDb() first');
  return investor;
}

export { ensureMockDb, mockDbCounts, resetMockDb } from './define-collection';
