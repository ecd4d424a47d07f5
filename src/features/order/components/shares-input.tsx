import type { Ref } from 'react';
import { type FieldBind, TextInput } from '@/page-kit/form';
import { cleanSharesText } from '../model/shares';
import '../styles/trade.css';

export interface SharesInputProps {
  value: string;
  onChange: (value: string) => void;
  bind: FieldBind;
  /** The whole amount available (可赎回 / 可转让): 全部 fills it in. */
  all?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Shares (份) typed with the decimal keyboard: digits and a point, two decimals at most; the unit
 * beside the field and a 全部 button that enters every share available.
 */
export function SharesInput({ value, onChange, bind, all, placeholder = '请输入份额' }: SharesInputProps) {
  return (
    <div className="trade-shares">
      <TextInput
        {...bind}
        value={value}
        onChange={(text) => onChange(cleanSharesText(text))}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        className="trade-shares-input"
      />
      <span className="trade-shares-unit" aria-hidden="true">
        份
      </span>
      {all ? (
        <button
          type="button"
          className="trade-shares-all"
          onClick={() => {
            onChange(all);
            bind.onBlur();
          }}
        >
          全部
        </button>
      ) : null}
    </div>
  );
}
