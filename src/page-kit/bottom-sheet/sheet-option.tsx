import { createContext, use, type ReactNode } from 'react';
import './bottom-sheet.css';

export interface SheetOptionProps {
  /** The option's name: 招商银行 尾号5678. */
  title: ReactNode;
  /** A small tag after the name: 默认. */
  tag?: string;
  /** The line under it: the masked number, a limit, or why it cannot be chosen. */
  sub?: ReactNode;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

const RadioList = createContext(false);

/**
 * One choice of a list: a full-width button with its name, tag and line under it, tinted and ✓
 * when chosen, greyed when it cannot be. In a SheetOptions list it is a pressed/unpressed button;
 * in a `radio` list a radio (aria-checked).
 */
export function SheetOption({ title, tag, sub, selected, disabled, onSelect }: SheetOptionProps) {
  const radio = use(RadioList);
  return (
    <li>
      <button
        type="button"
        className="sheet-option"
        {...(radio ? { role: 'radio', 'aria-checked': selected } : { 'aria-pressed': selected })}
        disabled={disabled}
        onClick={onSelect}
      >
        <span className="sheet-option-title">
          {title}
          {tag ? <span className="sheet-option-tag">{tag}</span> : null}
        </span>
        {sub ? <span className="sheet-option-sub">{sub}</span> : null}
        {selected ? (
          <span className="sheet-option-check" aria-hidden="true">
            ✓
          </span>
        ) : null}
      </button>
    </li>
  );
}

export interface SheetOptionsProps {
  /** Names the list (required for a radio group). */
  label?: string;
  /** One choice of several that stays on the page: a radiogroup of radios instead of buttons. */
  radio?: boolean;
  children: ReactNode;
}

/** The list SheetOptions stand in: edge to edge, one line between options. */
export function SheetOptions({ label, radio = false, children }: SheetOptionsProps) {
  return (
    <ul className="sheet-options" role={radio ? 'radiogroup' : undefined} aria-label={label}>
      <RadioList value={radio}>{children}</RadioList>
    </ul>
  );
}
