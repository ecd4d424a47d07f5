import { banks, cities, countries, dictEntries, dictTypes, provinces, zones } from '@mocks/db/db';
import { defineCalls } from '@mocks/http/define-call';
import { refuse } from '@mocks/http/refusal';
import { INVALID_INPUT } from '@mocks/http/responses';

/** The cnty_cd dictionary code (product spec, section 9). */
export const COUNTRY_DICT = 'cnty_cd';

const byName = (needle: string) => (name: string) => name.includes(needle.trim());

/**
 * The four documented calls of spec section 7 (the pickers' reference data) and the two
 * dictionary calls. Reference data needs no login.
 */
export const commonHandlers = defineCalls({
  /** Both codes empty → provinces; provinceCode → its cities; cityCode → its zones. */
  selectAreaCity: ({ requestData }) => {
    const { provinceCode = '', cityCode = '' } = requestData;
    if (cityCode) {
      return zones
        .findMany((q) => q.where({ cityCode }))
        .map(({ zoneName, zoneCode }) => ({ zoneName, zoneCode }));
    }
    if (provinceCode) {
      return cities
        .findMany((q) => q.where({ provinceCode }))
        .map(({ cityName, cityCode: code }) => ({ cityName, cityCode: code }));
    }
    return provinces
      .findMany()
      .map(({ provinceName, provinceCode: code }) => ({ provinceName, provinceCode: code }));
  },

  /** cnty_cd → countries {note, fldm}; any section 3 type code → its values; else empty. */
  selectExternalDict: ({ requestData }) => {
    const dictCode = requestData.dictCode ?? '';
    const rows =
      dictCode === COUNTRY_DICT
        ? countries.findMany(undefined, { orderBy: { sort: 'asc' } })
        : dictEntries.findMany((q) => q.where({ dictType: dictCode }), { orderBy: { sort: 'asc' } });
    return { dictList: rows.map(({ note, fldm }) => ({ note, fldm })) };
  },

  /** Countries whose name contains areaName (empty lists all), as [{areaName}]. */
  newSelectCountryList: ({ requestData }) =>
    countries
      .findMany((q) => q.where({ note: byName(requestData.areaName ?? '') }), { orderBy: { sort: 'asc' } })
      .map(({ note }) => ({ areaName: note })),

  /** Banks whose name contains bnkName (empty lists all). Reference data, hence here. */
  queryBankCardHeadList: ({ requestData }) =>
    banks
      .findMany((q) => q.where({ bnkName: byName(requestData.bnkName ?? '') }), { orderBy: { sort: 'asc' } })
      .map(({ bnkName }) => ({ bnkName })),

  /**
   * dictBaseService: the contract's payload is still `unknown`. Our proposal:
   * requestData {dictType?} → data [{dictType, dictName}] (all section 3 types, or the one asked).
   */
  dictBaseService: ({ requestData }) => {
    const wanted = typeof requestData.dictType === 'string' ? requestData.dictType : '';
    return dictTypes
      .findMany(wanted ? (q) => q.where({ dictType: wanted }) : undefined, { orderBy: { sort: 'asc' } })
      .map(({ dictType, dictName }) => ({ dictType, dictName }));
  },

  /**
   * dictDetail: payload `unknown` in the contract. Our proposal:
   * requestData {dictType} → data {dictType, dictName, dictList: [{note, fldm}]} (the same entry
   * shape as selectExternalDict); an unknown type is a business failure.
   */
  dictDetail: ({ requestData }) => {
    const dictType = typeof requestData.dictType === 'string' ? requestData.dictType : '';
    const type = dictTypes.findFirst((q) => q.where({ dictType }));
    if (!type) refuse(INVALID_INPUT, `字典类型不存在:${dictType || '(空)'}`);
    const dictList = dictEntries
      .findMany((q) => q.where({ dictType }), { orderBy: { sort: 'asc' } })
      .map(({ note, fldm }) => ({ note, fldm }));
    return { dictType, dictName: type.dictName, dictList };
  },
});
