import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { investorVariant } from '@mocks/scenarios/investor-variants';
import { dateTimeFromToday } from '../risk/seed';

/**
 * What the mock server stores about tax residency (CRS): every declaration an investor signed
 * (the newest is the one in force) and the one-time tokens checkMessage issues. Full TINs are
 * stored; the rules mask them on the way out.
 *
 * The seed tells the story of the risk profile (mocks/domains/risk/seed.ts): the demo investor
 * declared 仅为中国税收居民 120 days ago at 10:42 (same moment as the profile's crsDeclaredAt);
 * under the `no-crs` investor variant nothing is on file.
 */

export const CRS_RESIDENCIES = ['CN_ONLY', 'NON_CN', 'BOTH'] as const;
export const NO_TIN_REASONS = ['NOT_ISSUED', 'UNABLE_TO_OBTAIN'] as const;

/** A checkToken counts this long (the contract's validSeconds). */
export const CHECK_TOKEN_SECONDS = 600;

export const storedResidenceSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{3}$/),
  tin: z.string().optional(),
  noTinReason: z.enum(NO_TIN_REASONS).optional(),
  noTinExplanation: z.string().optional(),
});
export type StoredResidence = z.infer<typeof storedResidenceSchema>;

export const storedDeclarationSchema = z.object({
  declarationNo: z.string(),
  investorId: z.string(),
  residency: z.enum(CRS_RESIDENCIES),
  declaredAt: z.string(),
  signerName: z.string(),
  surnamePinyin: z.string().optional(),
  givenNamePinyin: z.string().optional(),
  birthDate: z.string().optional(),
  addressCn: z.string().optional(),
  addressEn: z.string().optional(),
  birthPlaceCn: z.string().optional(),
  birthPlaceEn: z.string().optional(),
  taxResidences: z.array(storedResidenceSchema),
});
export type StoredDeclaration = z.infer<typeof storedDeclarationSchema>;

/** The seeded declaration's number and time (the profile's crsDeclaredAt). */
export const SEED_DECLARATION_NO = 'CRS202607250001';

export const crsDeclarations = defineCollection('crsDeclarations', storedDeclarationSchema, {
  rows: () =>
    investorVariant() === 'no-crs'
      ? []
      : [
          {
            declarationNo: SEED_DECLARATION_NO,
            investorId: DEMO_INVESTOR.customerId,
            residency: 'CN_ONLY' as const,
            declaredAt: dateTimeFromToday(-120, '10:42:00'),
            signerName: DEMO_INVESTOR.name,
            taxResidences: [],
          },
        ],
});

export const crsCheckTokens = defineCollection(
  'crsCheckTokens',
  z.object({ checkToken: z.string(), investorId: z.string(), expiresAt: z.number(), used: z.boolean() }),
  { rows: () => [] },
);
