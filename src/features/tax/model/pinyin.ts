import { splitChineseName } from './crs-rules';

/**
 * pinyin-pro, loaded only when a CRS form needs it (a chunk of its own, fetched by
 * fiscal/materials alone). Surnames are read in surname mode (曾 ZENG, 单 SHAN), the rest as
 * words; the investor checks both, because a machine cannot know a family's reading.
 */
async function pinyinOf() {
  const { pinyin } = await import('pinyin-pro');
  return pinyin;
}

const upper = (syllables: string[]) => syllables.join('').toUpperCase().replace(/Ü/g, 'V');

/** 张伟 → {ZHANG, WEI}; 欧阳娜娜 → {OUYANG, NANA}. */
export async function namePinyin(name: string): Promise<{ surname: string; given: string }> {
  const pinyin = await pinyinOf();
  const { surname, given } = splitChineseName(name);
  const surnameSyllables = pinyin(surname, { mode: 'surname', toneType: 'none', type: 'array', v: true });
  const givenSyllables = pinyin(given, { toneType: 'none', type: 'array', v: true });
  return { surname: upper(surnameSyllables), given: upper(givenSyllables) };
}

/**
 * A Chinese address in pinyin, each place word capitalised and digits kept
 * (上海市浦东新区张杨路1588弄 → "Shanghaishi Pudongxinqu Zhangyanglu 1588 Nong"): a start the
 * investor edits into a proper English address.
 */
export async function addressPinyin(text: string): Promise<string> {
  const pinyin = await pinyinOf();
  const parts = text.match(/[\u4e00-\u9fa5]+|[0-9A-Za-z-]+/g) ?? [];
  return parts
    .map((part) => {
      if (!/[\u4e00-\u9fa5]/.test(part)) return part;
      const joined = pinyin(part, { toneType: 'none', type: 'array', v: true }).join('');
      return joined.charAt(0).toUpperCase() + joined.slice(1);
    })
    .join(' ')
    .replace(/[^A-Za-z0-9 ,.#'/()-]/g, '');
}
