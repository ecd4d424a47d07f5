import { useAmountMask } from './use-amount-mask';
import './amount-mask.css';

/** The eye beside a total: tap to hide or show every amount; remembered on the device. */
export function AmountMaskToggle({ className }: { className?: string }) {
  const { hidden, toggle } = useAmountMask();
  return (
    <button
      type="button"
      className={['amount-mask-toggle', className].filter(Boolean).join(' ')}
      aria-label={hidden ? '显示金额' : '隐藏金额'}
      aria-pressed={hidden}
      onClick={toggle}
    >
      {hidden ? <EyeClosed /> : <EyeOpen />}
    </button>
  );
}

function EyeOpen() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeClosed() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M2 10s3.6 5.5 10 5.5S22 10 22 10" />
      <path d="M5 13.5l-1.8 2.3M9.2 15.2l-.8 2.8M14.8 15.2l.8 2.8M19 13.5l1.8 2.3" />
    </svg>
  );
}
