/** Area selection (product spec, section 3). Empty values are '' (spec section 5). */
export interface AreaSelection {
  countryName: string;
  countryCode: string;
  provinceName: string;
  provinceCode: string;
  cityName: string;
  cityCode: string;
  zoneName: string;
  zoneCode: string;
}

export const EMPTY_AREA: AreaSelection = {
  countryName: '',
  countryCode: '',
  provinceName: '',
  provinceCode: '',
  cityName: '',
  cityCode: '',
  zoneName: '',
  zoneCode: '',
};

/** One row of any level: a country ({note, fldm}), province, city or zone, read the same way. */
export interface AreaOption {
  name: string;
  code: string;
}
