/**
 * The holder's name in pinyin for an English certificate, as the contract wants it: upper case,
 * surname first, one space between the parts ("ZHANG WEI"). The form edits surname and given
 * name apart, because polyphonic characters (曾 ZENG, 单 SHAN, 仇 QIU …) must be checked by the
 * investor: a machine cannot tell which reading a family uses.
 */
export interface PinyinParts {
  surname: string;
  given: string;
}

/** Letters only, upper case; ü is written V in Chinese passports ("LYU"/"LV" is the holder's choice, so we keep what is typed). */
export const cleanPinyin = (text: string) =>
  text
    .toUpperCase()
    .replace(/Ü/g, 'V')
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart();

/** "ZHANG WEI" → {surname: ZHANG, given: WEI}; the first word is the surname. */
export function splitPinyinName(name: string | undefined): PinyinParts {
  const [surname = '', ...given] = (name ?? '').trim().split(/\s+/);
  return { surname, given: given.join(' ') };
}

/** {ZHANG, WEI} → "ZHANG WEI" (parts cleaned and trimmed). */
export const joinPinyinName = ({ surname, given }: PinyinParts) =>
  [cleanPinyin(surname).trim(), cleanPinyin(given).trim()].filter(Boolean).join(' ');
