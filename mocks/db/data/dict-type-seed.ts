/** One dictionary type of product spec section 3, with its [code, label] values. */
export interface DictTypeSeed {
  dictType: string;
  dictName: string;
  values: ReadonlyArray<readonly [fldm: string, note: string]>;
}
