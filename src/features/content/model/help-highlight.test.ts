import { describe, expect, it } from 'vitest';
import { splitByKeyword } from './help-highlight';

describe('splitByKeyword', () => {
  it('marks every match, case-insensitively, keeping the original letters', () => {
    expect(splitByKeyword('App下载与app登录', 'APP')).toEqual([
      { text: 'App', match: true },
      { text: '下载与', match: false },
      { text: 'app', match: true },
      { text: '登录', match: false },
    ]);
  });

  it('gives the text whole for an empty or blank keyword, and nothing for no text', () => {
    expect(splitByKeyword('风险测评', '  ')).toEqual([{ text: '风险测评', match: false }]);
    expect(splitByKeyword('', '测评')).toEqual([]);
  });

  it('treats markup in the keyword as plain characters', () => {
    expect(splitByKeyword('a<b>c', '<b>')).toEqual([
      { text: 'a', match: false },
      { text: '<b>', match: true },
      { text: 'c', match: false },
    ]);
  });
});
