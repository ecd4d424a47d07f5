import { AMOUNT_MASK_TEXT, useAmountMask } from '@/page-kit/amount-mask';
import { directionOf, signedText } from '../model/holding-format';
import '../styles/holding.css';
import '../styles/holding-detail.css';

export interface SignedAmountProps {
  value: string | null | undefined;
  /** Shown after the number (元, %). */
  unit?: string;
  decimals?: number;
  /** Hidden by the eye toggle like every amount (default); rates pass false. */
  maskable?: boolean;
  className?: string;
}

/**
 * A gain or loss, 红涨绿跌: red with "+" when up, green with "-" when down, plain at zero; the
 * sign says it too, so the colour is never the only cue.
 */
export function SignedAmount({ value, unit, decimals = 2, maskable = true, className }: SignedAmountProps) {
  const { hidden } = useAmountMask();
  const direction = directionOf(value);
  const classes = ['hd-signed', `hd-signed-${direction}`, className].filter(Boolean).join(' ');
  if (maskable && hidden) {
    return (
      <span className={classes} aria-label="金额已隐藏" data-hidden="true">
        <span aria-hidden="true">{AMOUNT_MASK_TEXT}</span>
      </span>
    );
  }
  return (
    <span className={classes} data-direction={direction}>
      {signedText(value, decimals)}
      {unit ? <span className="hd-unit">{unit}</span> : null}
    </span>
  );
}
