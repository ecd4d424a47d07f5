import type { ReactNode } from 'react';
import './choice-row.css';

export interface ChoiceRowProps {
  /** The radio group's name: rows with the same name are one group (arrow keys move within it). */
  name: string;
  value: string;
  checked: boolean;
  /** A choice that cannot be made (a contract already signed): greyed, skipped by the keyboard. */
  disabled?: boolean;
  onChoose: (value: string) => void;
  /** The page's own row class beside the block's (its padding, its dividers). */
  className?: string;
  /** What sits before the mark on the right: a state tag. */
  side?: ReactNode;
  /** The row's words: they are also the radio's accessible name. */
  children: ReactNode;
}

/**
 * One choice of several where the whole row is the target: the row is the label of a real radio
 * (visually hidden, so screen readers, Tab, Space and the arrow keys reach it as a native radio),
 * drawn as a circle on the right and a tint when chosen. Put the rows of one group in an element
 * with role="radiogroup" and a name.
 */
export function ChoiceRow({
  name,
  value,
  checked,
  disabled,
  onChoose,
  className,
  side,
  children,
}: ChoiceRowProps) {
  return (
    <label className={className ? `choice-row ${className}` : 'choice-row'}>
      <input
        type="radio"
        className="choice-row-input"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
      />
      <span className="choice-row-main">{children}</span>
      {side ? <span className="choice-row-side">{side}</span> : null}
      <span className="choice-row-mark" aria-hidden="true" />
    </label>
  );
}
