import './amount-mask.css';
import { formatDecimal } from './format-decimal';
import { useAmountMask } from './use-amount-mask';

export const AMOUNT_MASK_TEXT = '****';

export interface MaskedAmountProps {
  /** A decimal string from the contract. */
  value: string | null | undefined;
  /** 2 for amounts (default), 4 for NAVs and shares where the product says so. */
  decimals?: number;
  /** Shown after the number, e.g. 元; kept when hidden so the layout does not jump. */
  unit?: string;
  className?: string;
}

/** An amount that the eye toggle hides (****) on this device. */
export function MaskedAmount({ value, decimals = 2, unit, className }: MaskedAmountProps) {
  const { hidden } = useAmountMask();
  const classes = ['masked-amount', className].filter(Boolean).join(' ');
  if (hidden) {
    return (
      <span className={classes} aria-label="金额已隐藏" data-hidden="true">
        <span aria-hidden="true">{AMOUNT_MASK_TEXT}</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      {formatDecimal(value, decimals)}
      {unit ? <span className="masked-amount-unit">{unit}</span> : null}
    </span>
  );
}
