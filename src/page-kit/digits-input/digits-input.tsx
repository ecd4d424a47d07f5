import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { applyEdit, groupValue, type DigitsFormat } from './digits-format';
import './digits-input.css';

export interface DigitsInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> {
  /** CARD_NUMBER, MAINLAND_PHONE, ID_NUMBER, or a format of the page's own. */
  format: DigitsFormat;
  /** The significant characters only (no spaces). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A grouped number field (card number in fours, phone 3-4-4, ID number 6-8-4): only the format's
 * characters are taken, typed or pasted with any spacing; the text is regrouped as it changes and
 * the caret stays after the same character. No maxLength attribute: the browser would cut a
 * pasted "+86 139-0000-1111" before the format could clean it.
 *
 * The regrouped text and caret are written to the element inside the change event itself: if
 * React restored the value after the event (an edit that changes nothing, e.g. a letter typed
 * into a card number), a caret set later would be lost.
 */
export function DigitsInput({ format, value, onChange, className, ...props }: DigitsInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const edit = applyEdit(format, value, el.value, el.selectionStart ?? el.value.length, inputType);
    el.value = groupValue(edit.value, format.groups);
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(edit.caret, edit.caret);
    if (edit.value !== value) onChange(edit.value);
  };
  return (
    <input
      autoComplete={format.autoComplete}
      autoCapitalize={format.autoCapitalize}
      spellCheck={false}
      {...props}
      className={`digits-input${className ? ` ${className}` : ''}`}
      type={format.type}
      inputMode={format.inputMode}
      value={groupValue(value, format.groups)}
      onChange={handleChange}
    />
  );
}
