import * as z from 'zod';
import type { ContactInfo } from '@gen/model/contactInfo';
import type { RegionAddress } from '@gen/model/regionAddress';
import type { UpdateContactInfoRequest } from '@gen/model/updateContactInfoRequest';
import { UpdateContactInfoBody } from '@gen/zod/customer/customer.zod';
import { blankAsAbsent, type FieldTexts, requestDataOf, trimmed } from '@/page-kit/form';
import { pickedRegion } from '@/page-kit/region-field';

/** The region part of an address, as the region picker gives it; null until chosen. */
export type AddressRegion = Omit<RegionAddress, 'detail'>;

/** The contact form as the page holds it. */
export interface ContactFormValues {
  /** A new e-mail address; '' keeps the one on record. */
  email: string;
  region: AddressRegion | null;
  detail: string;
  employer: string;
  /** 信托资金来源: fund_source codes; at least one. */
  fundSources: string[];
}

// Every limit and pattern is the contract's (updateContactInfo requestData): e-mail ≤ 64 with an
// @, region codes of 6 digits, the street 5–100 characters, the employer ≤ 60, one to six fund
// sources (asked of every investor here, so required, though the call may omit them).
const wire = requestDataOf(UpdateContactInfoBody).shape;
const address = wire.address.shape;

export const DETAIL_MAX_LENGTH = address.detail.maxLength ?? undefined;
export const EMPLOYER_MAX_LENGTH = wire.employer.unwrap().maxLength ?? undefined;
export const EMAIL_MAX_LENGTH = wire.email.unwrap().maxLength ?? undefined;

export const CONTACT_FORM = z.object({
  email: blankAsAbsent(wire.email),
  region: pickedRegion({
    provinceCode: address.provinceCode,
    provinceName: address.provinceName,
    cityCode: address.cityCode,
    cityName: address.cityName,
    districtCode: address.districtCode,
    districtName: address.districtName,
  }),
  detail: trimmed(address.detail),
  employer: blankAsAbsent(wire.employer),
  fundSources: wire.fundSources.unwrap(),
});

export type ContactFormOutput = z.output<typeof CONTACT_FORM>;

export const CONTACT_FORM_TEXTS: FieldTexts = {
  email: { label: '电子邮箱', format: '请输入正确的电子邮箱，如 name@example.com' },
  region: { label: '所在地区', verb: '选择' },
  detail: { label: '详细地址', length: address.detail },
  employer: { label: '工作单位', length: wire.employer.unwrap() },
  fundSources: { label: '信托资金来源', verb: '选择' },
};

/** The form prefilled from the address on record; the e-mail stays empty (it arrives masked). */
export function contactFormValues(contact: ContactInfo): ContactFormValues {
  const { detail, ...region } = contact.address;
  return {
    email: '',
    region,
    detail,
    employer: contact.employer ?? '',
    fundSources: contact.fundSources ?? [],
  };
}

/** What updateContactInfo sends besides the SMS proof. */
export function contactRequest(
  output: ContactFormOutput,
): Omit<UpdateContactInfoRequest, 'smsCode' | 'smsSerialNo'> {
  const region = output.region as AddressRegion;
  return {
    ...(output.email ? { email: output.email } : {}),
    address: { ...region, detail: output.detail },
    ...(output.employer ? { employer: output.employer } : {}),
    fundSources: output.fundSources,
  };
}
