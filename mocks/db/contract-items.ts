import type { z } from 'zod';
import { QueryBankCardHeadListResponse } from '@gen/zod/bank-card/bank-card.zod';
import {
  NewSelectCountryListResponse,
  SelectAreaCityResponse,
  SelectExternalDictResponse,
} from '@gen/zod/common/common.zod';

/**
 * Item schemas of the documented calls, taken out of the generated response schemas rather
 * than written again here: if the contract changes an item, the mock's collections change
 * with it (and typecheck tells us where). Each generated response is
 * `envelope.and({ result: { data } })`, so the payload sits on the intersection's right side.
 */
function payloadOf<D extends z.ZodType>(
  response: z.ZodIntersection<
    z.ZodType,
    z.ZodObject<{ result: z.ZodOptional<z.ZodObject<{ data: z.ZodOptional<D> }>> }>
  >,
): D {
  return response.def.right.shape.result.unwrap().shape.data.unwrap();
}

const areaItem = payloadOf(SelectAreaCityResponse).element;
export const provinceItemSchema = areaItem.options[0];
export const cityItemSchema = areaItem.options[1];
export const zoneItemSchema = areaItem.options[2];

export const dictItemSchema = payloadOf(SelectExternalDictResponse).shape.dictList.element;
export const countryListItemSchema = payloadOf(NewSelectCountryListResponse).element;
export const bankHeadItemSchema = payloadOf(QueryBankCardHeadListResponse).element;

export type ProvinceItem = z.infer<typeof provinceItemSchema>;
export type CityItem = z.infer<typeof cityItemSchema>;
export type ZoneItem = z.infer<typeof zoneItemSchema>;
export type DictItem = z.infer<typeof dictItemSchema>;
export type CountryListItem = z.infer<typeof countryListItemSchema>;
export type BankHeadItem = z.infer<typeof bankHeadItemSchema>;
