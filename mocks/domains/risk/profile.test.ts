import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, assessmentExpiry, chinaToday } from '@/features/risk/model/rules';
import { demoInvestor, ensureMockDb } from '@mocks/db/db';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { bankCards } from '../bank-card/seed';
import {
  applyInvestorVariantSwitch,
  INVESTOR_VARIANTS,
  investorVariant,
  setInvestorVariant,
  type InvestorVariant,
} from '@mocks/scenarios/investor-variants';
import {
  investorProfile,
  recordAssessment,
  recordCrsDeclaration,
  recordElderlyDeclaration,
  recordQualificationReview,
  recordQualificationSubmitted,
  suitabilityBlocks,
} from './profile';

const ID = DEMO_INVESTOR.customerId;
const today = chinaToday();

beforeEach(async () => {
  await setInvestorVariant('default');
  await ensureMockDb();
});
afterEach(() => setInvestorVariant('default'));

describe('the default profile', () => {
  it('is C3, assessed about 3 months ago and valid, qualified, not elderly, CRS declared', () => {
    const profile = investorProfile(ID);
    expect(profile).toMatchObject({
      riskLevel: 'C3',
      riskLevelName: '平衡型',
      assessedOn: addDays(today, -92),
      assessmentState: 'VALID',
      assessmentStateName: '有效',
      buyableLevels: ['R1', 'R2', 'R3'],
      qualifiedState: 'CERTIFIED',
      qualifiedStateName: '已认证',
      birthDate: '1978-03-16',
      elderly: false,
      elderlyDeclarationSigned: false,
      crsDeclared: true,
      crsResidency: 'CN_ONLY',
    });
    expect(profile.riskExpiryDate! > today).toBe(true);
    expect(suitabilityBlocks(profile, 'R3')).toEqual([]);
    expect(suitabilityBlocks(profile, 'R4')).toEqual(['RISK_MISMATCH']);
  });
});

describe('investor variants', () => {
  const profileUnder = async (variant: InvestorVariant) => {
    await setInvestorVariant(variant);
    return investorProfile(ID);
  };

  it('reach every state of the subscription gate', async () => {
    expect(suitabilityBlocks(await profileUnder('unassessed'), 'R1')).toEqual(['RISK_NONE']);
    expect(suitabilityBlocks(await profileUnder('c1'), 'R2')).toEqual(['RISK_MISMATCH']);
    expect(suitabilityBlocks(await profileUnder('c1'), 'R1')).toEqual([]);
    expect((await profileUnder('c2')).buyableLevels).toEqual(['R1', 'R2']);
    expect((await profileUnder('c5')).buyableLevels).toHaveLength(5);
    const expired = await profileUnder('risk-expired');
    expect(expired.assessmentState).toBe('EXPIRED');
    expect(expired.riskExpiryDate).toBe(addDays(today, -35));
    expect(suitabilityBlocks(expired, 'R1')).toEqual(['RISK_EXPIRED']);
    const expiring = await profileUnder('risk-expiring');
    expect(expiring.assessmentState).toBe('EXPIRING');
    expect(expiring.riskExpiryDate).toBe(addDays(today, 10));
    expect(suitabilityBlocks(await profileUnder('unqualified'), 'R3')).toEqual(['NOT_QUALIFIED']);
    expect(suitabilityBlocks(await profileUnder('no-crs'), 'R3')).toEqual(['CRS_MISSING']);
  });

  it('make 张伟 66 by his ID number (elderly), declaration unsigned or signed', async () => {
    const elderly = await profileUnder('elderly');
    expect(elderly.age).toBe(66);
    expect(elderly.elderly).toBe(true);
    expect(demoInvestor().idNo.slice(6, 14)).toBe(elderly.birthDate!.replaceAll('-', ''));
    expect(demoInvestor().name).toBe('张伟');
    expect(suitabilityBlocks(elderly, 'R3')).toEqual(['ELDERLY_UNSIGNED']);
    expect(suitabilityBlocks(await profileUnder('elderly-signed'), 'R3')).toEqual([]);
  });

  it('show each certification state', async () => {
    expect((await profileUnder('qualify-reviewing')).qualifiedStateName).toBe('审核中');
    const rejected = await profileUnder('qualify-rejected');
    expect(rejected.qualifiedStateName).toBe('已驳回');
    expect(rejected.qualifiedRejectReason).toMatch(/金融资产证明/);
    expect((await profileUnder('qualify-expired')).qualifiedState).toBe('EXPIRED');
  });

  it('no-card removes the bank cards; default brings them back', async () => {
    await setInvestorVariant('no-card');
    expect(bankCards.findMany((q) => q.where({ investorId: ID }))).toHaveLength(0);
    await setInvestorVariant('default');
    expect(bankCards.findMany((q) => q.where({ investorId: ID }))).toHaveLength(2);
  });

  it('are read from the URL and remembered for the tab', () => {
    const store = new Map<string, string>();
    const tab = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    expect(applyInvestorVariantSwitch('?mockInvestor=elderly', tab)).toBe('elderly');
    expect(applyInvestorVariantSwitch('', tab)).toBe('elderly');
    expect(applyInvestorVariantSwitch('?mockInvestor=nobody', tab)).toBe('elderly');
    expect(applyInvestorVariantSwitch('?mockInvestor=off', tab)).toBe('default');
    expect(investorVariant()).toBe('default');
    expect(Object.keys(INVESTOR_VARIANTS)).toContain('no-card');
  });
});

describe('updates', () => {
  it('a finished assessment sets the level and a new year of validity', async () => {
    await setInvestorVariant('risk-expired');
    const profile = await recordAssessment(ID, 'C4', 70);
    expect(profile).toMatchObject({ riskLevel: 'C4', assessedOn: today, assessmentState: 'VALID' });
    expect(profile.riskExpiryDate).toBe(assessmentExpiry(today));
  });
  it('the elderly declaration, CRS and the certification review', async () => {
    await setInvestorVariant('elderly');
    expect((await recordElderlyDeclaration(ID)).elderlyDeclarationSigned).toBe(true);
    expect((await recordCrsDeclaration(ID, 'BOTH')).crsResidency).toBe('BOTH');
    expect((await recordQualificationSubmitted(ID)).qualifiedState).toBe('REVIEWING');
    const rejected = await recordQualificationReview(ID, { approved: false, reason: '材料不清晰' });
    expect(rejected).toMatchObject({ qualifiedState: 'REJECTED', qualifiedRejectReason: '材料不清晰' });
    const approved = await recordQualificationReview(ID, { approved: true });
    expect(approved).toMatchObject({ qualifiedState: 'CERTIFIED', qualifiedRejectReason: undefined });
  });
});
