import type { pinyin as PinyinFn } from 'pinyin-pro';

/**
 * The name in pinyin as travel documents write it (GB/T 28039 and the passport practice): upper
 * case letters only, the surname apart, the given name's syllables joined, ü written YU (吕 → LYU).
 * pinyin-pro is passed in, so this module stays light and the library loads only on the pages
 * that need it (nameModification; the English asset certificate may use it too).
 */

export type Pinyin = typeof PinyinFn;

/** One character of the name with its readings (the first is the suggested one). */
export interface CharReading {
  char: string;
  readings: string[];
}

export interface NameReadings {
  surname: CharReading[];
  given: CharReading[];
}

/** Two-character surnames (复姓) that are common enough to be met: the rest of the name is given. */
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '夏侯',
  '令狐',
  '长孙',
  '宇文',
  '司徒',
  '独孤',
  '南宫',
  '西门',
  '端木',
  '轩辕',
  '澹台',
  '百里',
  '呼延',
  '万俟',
  '闻人',
]);

/** lü → LYU, nüe → NYUE; anything but A–Z dropped. */
export function passportLetters(syllable: string): string {
  return syllable
    .replace(/[üv]/gi, 'yu')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

export function surnameLength(name: string): number {
  return COMPOUND_SURNAMES.has([...name].slice(0, 2).join('')) ? 2 : 1;
}

/**
 * Every character's readings: the one pinyin-pro chooses for the whole name in surname mode
 * (单 → SHAN as a surname, 曾 → ZENG) first, then the character's other readings, de-duplicated.
 */
export function nameReadings(name: string, pinyin: Pinyin): NameReadings {
  const chars = [...name.trim()];
  const chosen = pinyin(chars.join(''), {
    toneType: 'none',
    type: 'array',
    mode: 'surname',
    surname: 'head',
  });
  const readings = chars.map((char, i) => {
    const all = [chosen[i] ?? '', ...pinyin(char, { toneType: 'none', type: 'array', multiple: true })]
      .map(passportLetters)
      .filter(Boolean);
    return { char, readings: [...new Set(all)] };
  });
  const cut = surnameLength(name);
  return { surname: readings.slice(0, cut), given: readings.slice(cut) };
}

/** The characters' chosen readings joined (the given name's syllables written together). */
export const joinReadings = (picked: string[]) => picked.join('');

/** What the investor types: letters only, upper case (ü typed as v or ü becomes YU). */
export const cleanPinyinInput = (text: string) => passportLetters(text);
