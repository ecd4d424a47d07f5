import type { ContactInfo } from '@gen/model/contactInfo';
import type { CustomerInfo } from '@gen/model/customerInfo';
import type { RegionAddress } from '@gen/model/regionAddress';

/** 2016-05-19 至 2036-05-19, or 2016-05-19 至 长期. */
export function idValidityText(info: Pick<CustomerInfo, 'idValidFrom' | 'idValidTo' | 'idLongTerm'>): string {
  return `${info.idValidFrom} 至 ${info.idLongTerm || !info.idValidTo ? '长期' : info.idValidTo}`;
}

/** 上海市浦东新区张杨路1588弄3号1202室 (the municipality's name once when province and city share it). */
export function addressText(address: RegionAddress | undefined): string {
  if (!address) return '';
  const city = address.cityName === address.provinceName ? '' : address.cityName;
  return `${address.provinceName}${city}${address.districtName}${address.detail}`;
}

/** The region part only, for the picker's button: 上海市 上海市 浦东新区 → 上海市 浦东新区. */
export function regionText(
  address: Pick<RegionAddress, 'provinceName' | 'cityName' | 'districtName'>,
): string {
  const parts = [address.provinceName, address.cityName, address.districtName].filter(Boolean);
  return parts.filter((part, i) => part !== parts[i - 1]).join(' ');
}

export const contactSummary = (contact: ContactInfo) => ({
  address: addressText(contact.address),
  email: contact.emailMasked ?? '未填写',
  employer: contact.employer ?? '未填写',
});
