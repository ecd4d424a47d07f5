export { amountMaskStore } from './amount-mask-store';
export { AmountMaskToggle } from './amount-mask-toggle';
export { formatDecimal } from './format-decimal';
export { AMOUNT_MASK_TEXT, MaskedAmount } from './masked-amount';
export type { MaskedAmountProps } from './masked-amount';
export { useAmountMask } from './use-amount-mask';
