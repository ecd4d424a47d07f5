import { NumberKeyboard } from 'antd-mobile';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { applyKey, deleteKey, groupedText, toCapitalText, toWanText } from './amount';
import './amount-input.css';

export interface AmountInputProps {
  /** The text as typed: a decimal string in yuan ("1000000", "0.5"), "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /** Names the field (aria-labelledby), e.g. a FieldRow's label id. */
  labelId?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  id?: string;
  /** The focusable field: a form focuses it when it is the first invalid one (that opens the keyboard). */
  ref?: Ref<HTMLDivElement>;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * An amount in yuan, typed on antd-mobile's number keyboard (digits and a point, 完成): at most two
 * decimals and no leading zeros, refused keys change nothing. The field shows thousands separators
 * as it is typed ("1,000,000"); the value stays the plain decimal string. Below the field, the amount in 万元
 * ("100.00万元") and in Chinese capitals ("壹佰万元整"), so a zero too many shows at once.
 *
 * The field is a focusable role="textbox", not an <input>: the system keyboard must not open over
 * the number keyboard. A hardware keyboard types into it too (desktop, tests). Rules (min, step,
 * max) are the form's: see amountSchema.
 */
export function AmountInput({
  value,
  onChange,
  onBlur,
  labelId,
  'aria-label': ariaLabel,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  id,
  ref,
  placeholder = '请输入金额',
  disabled,
}: AmountInputProps) {
  const wordsId = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement | null>(null);
  const wan = toWanText(value);
  const capital = toCapitalText(value);

  const type = (key: string) => onChange(applyKey(value, key));
  const erase = () => onChange(deleteKey(value));
  const close = () => {
    setOpen(false);
    box.current?.blur();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (/^[\d.]$/.test(event.key)) type(event.key);
    else if (event.key === 'Backspace') erase();
    else if (event.key === 'Enter' || event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className={`amount-input${invalid ? ' amount-input-invalid' : ''}`}>
      <div
        ref={(el) => {
          box.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        id={id}
        role="textbox"
        tabIndex={disabled ? undefined : 0}
        className={`amount-input-box${open ? ' amount-input-focused' : ''}`}
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, value ? wordsId : null].filter(Boolean).join(' ') || undefined}
        aria-disabled={disabled || undefined}
        aria-placeholder={placeholder}
        onFocus={() => !disabled && setOpen(true)}
        onClick={() => !disabled && setOpen(true)}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        onKeyDown={disabled ? undefined : onKeyDown}
      >
        {value ? (
          <span className="amount-input-value">{groupedText(value)}</span>
        ) : (
          <span className="amount-input-placeholder">{placeholder}</span>
        )}
        {open ? <span className="amount-input-caret" aria-hidden="true" /> : null}
        <span className="amount-input-unit" aria-hidden="true">
          元
        </span>
      </div>
      {value ? (
        <p id={wordsId} className="amount-input-words" aria-live="polite">
          {wan ? <span className="amount-input-wan">{wan}</span> : null}
          {capital ? <span className="amount-input-capital">{capital}</span> : null}
        </p>
      ) : null}
      <NumberKeyboard
        visible={open}
        customKey="."
        confirmText="完成"
        // 完成 closes it; the header's small close arrow would be a second, too-small way out.
        showCloseButton={false}
        onInput={type}
        onDelete={erase}
        onClose={close}
        afterShow={() => box.current && revealAboveKeyboard(box.current)}
      />
    </div>
  );
}

/**
 * Once the keyboard is up: the field's whole row (field, 万元 and capitals, hint, message) scrolls
 * to just above the keyboard, without taking the field itself under the page's title bar. In
 * elderly mode the row is too tall for the field's centre to do it: a message at submit was left
 * under the keyboard.
 */
function revealAboveKeyboard(field: HTMLElement) {
  const keyboard = [...document.querySelectorAll('.adm-number-keyboard')]
    .map((el) => el.getBoundingClientRect())
    .find((rect) => rect.height > 0 && rect.top < window.innerHeight);
  if (!keyboard) return field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const row = field.closest('.form-row') ?? field.parentElement ?? field;
  const overlap = row.getBoundingClientRect().bottom + 8 - keyboard.top;
  // How far the field may go up before the title bar hides it (negative: it is hidden already).
  const headroom = field.getBoundingClientRect().top - window.innerHeight * 0.15;
  const by = headroom < 0 ? headroom : Math.max(0, Math.min(overlap, headroom));
  if (by !== 0) window.scrollBy({ top: by, behavior: 'smooth' });
}
