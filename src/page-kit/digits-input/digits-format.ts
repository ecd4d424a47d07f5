import { normalizePhone } from '@/format/phone';

/**
 * How one kind of grouped number is typed: which characters count, how many, and the groups they
 * are shown in (separated by one space). The value a form holds is the significant characters
 * only ("6214830112385678"), never the spaces.
 */
export interface DigitsFormat {
  /** Group sizes in order; the last one repeats for longer values (card numbers: [4]). */
  groups: readonly number[];
  /** Most significant characters kept. */
  maxLength: number;
  /** The significant characters of typed or pasted text, in order, at most maxLength. */
  clean: (raw: string) => string;
  /** The on-screen keyboard: numeric where only digits are possible. */
  inputMode: 'numeric' | 'text';
  type: 'text' | 'tel';
  autoComplete?: string;
  autoCapitalize?: 'characters';
}

const digitsOnly = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);

/** UnionPay debit cards: 16 to 19 digits, in fours ("6217 0028 7001 2345 672"). */
export const CARD_NUMBER: DigitsFormat = {
  groups: [4],
  maxLength: 19,
  clean: digitsOnly(19),
  inputMode: 'numeric',
  type: 'text',
  autoComplete: 'cc-number',
};

/** Mainland mobile numbers, 3-4-4; a pasted +86 / 0086 is dropped (format/phone's reading). */
export const MAINLAND_PHONE: DigitsFormat = {
  groups: [3, 4, 4],
  maxLength: 11,
  clean: normalizePhone,
  inputMode: 'numeric',
  type: 'tel',
  autoComplete: 'tel-national',
};

/**
 * 居民身份证号码 (GB 11643): 17 digits and a check character that may be X, shown 6-8-4
 * (region, birth date, sequence + check). An X is taken only as the 18th character, upper-cased.
 * The keyboard is the text one: the numeric pads of iOS and Android have no X.
 */
export const ID_NUMBER: DigitsFormat = {
  groups: [6, 8, 4],
  maxLength: 18,
  clean: (raw) => {
    let out = '';
    for (const ch of raw) {
      if (out.length === 18) break;
      if (/\d/.test(ch) || (out.length === 17 && /x/i.test(ch))) out += ch.toUpperCase();
    }
    return out;
  },
  inputMode: 'text',
  type: 'text',
  autoCapitalize: 'characters',
};

/** "6214830112385678" → "6214 8301 1238 5678"; a partial value groups as far as it goes. */
export function groupValue(value: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; at < value.length; i++) {
    const size = groups[Math.min(i, groups.length - 1)] ?? value.length;
    parts.push(value.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * Where the caret belongs in the grouped text: just after the same number of significant
 * characters as before it, so typing or deleting in the middle does not throw it to the end.
 */
export function caretAfter(grouped: string, significantBefore: number): number {
  if (significantBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) {
    if (grouped.charAt(i) !== ' ' && ++seen === significantBefore) return i + 1;
  }
  return grouped.length;
}

export interface DigitsEdit {
  value: string;
  /** Caret position in the grouped text of `value`. */
  caret: number;
}

/**
 * The result of one edit of the grouped text: `raw` is the input's text after the edit, `caret`
 * where the browser left the caret, `previous` the value before it. Deleting only a separator
 * (backspace just after a space) deletes the character beyond it instead, as the investor meant.
 */
export function applyEdit(
  format: DigitsFormat,
  previous: string,
  raw: string,
  caret: number,
  inputType?: string,
): DigitsEdit {
  let value = format.clean(raw);
  let before = Math.min(format.clean(raw.slice(0, caret)).length, value.length);
  const removedOnlySeparator =
    value === previous && raw.length === groupValue(previous, format.groups).length - 1;
  if (removedOnlySeparator && inputType === 'deleteContentBackward' && before > 0) {
    value = previous.slice(0, before - 1) + previous.slice(before);
    before -= 1;
  } else if (removedOnlySeparator && inputType === 'deleteContentForward') {
    value = previous.slice(0, before) + previous.slice(before + 1);
  }
  return { value, caret: caretAfter(groupValue(value, format.groups), before) };
}
