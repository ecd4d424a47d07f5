import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { cleanPinyinInput, nameReadings, passportLetters, surnameLength } from './pinyin-name';

const first = (name: string) => {
  const r = nameReadings(name, pinyin);
  return [r.surname.map((c) => c.readings[0]).join(''), r.given.map((c) => c.readings[0]).join('')];
};

describe('the name in pinyin', () => {
  it('reads the surname as a surname and joins the given name', () => {
    expect(first('张伟')).toEqual(['ZHANG', 'WEI']);
    expect(first('单田芳')).toEqual(['SHAN', 'TIANFANG']);
    expect(first('曾国藩')).toEqual(['ZENG', 'GUOFAN']);
    expect(first('解晓东')).toEqual(['XIE', 'XIAODONG']);
  });

  it('keeps a compound surname together', () => {
    expect(surnameLength('欧阳修')).toBe(2);
    expect(first('欧阳修')).toEqual(['OUYANG', 'XIU']);
    expect(surnameLength('欧文')).toBe(1);
  });

  it('writes ü as YU', () => {
    expect(first('吕布')).toEqual(['LYU', 'BU']);
    expect(passportLetters('nüe')).toBe('NYUE');
    expect(cleanPinyinInput('lv 3')).toBe('LYU');
  });

  it('offers a polyphonic character’s other readings after the suggested one', () => {
    const [shan] = nameReadings('单田芳', pinyin).surname;
    expect(shan?.readings[0]).toBe('SHAN');
    expect(shan?.readings).toEqual(expect.arrayContaining(['DAN', 'CHAN']));
    expect(nameReadings('张伟', pinyin).given[0]?.readings).toEqual(['WEI']);
  });
});
