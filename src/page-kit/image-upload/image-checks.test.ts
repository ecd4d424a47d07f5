import { describe, expect, it } from 'vitest';
import { checkCompressed, checkPicked, DEFAULT_RULES, imageType, isHeic, rulesHint } from './image-checks';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('image checks', () => {
  it('takes the type from the browser, else from the extension', () => {
    expect(imageType(file('a.JPG', ''))).toBe('image/jpeg');
    expect(imageType(file('a', 'image/PNG'))).toBe('image/png');
    expect(imageType(file('a.txt', ''))).toBe('');
  });

  it('recognises HEIC and HEIF by type or by name', () => {
    expect(isHeic(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isHeic(file('photo', 'image/heif'))).toBe(true);
    expect(isHeic(file('burst', 'image/heic-sequence'))).toBe(true);
    expect(isHeic(file('IMG_1.jpg', 'image/jpeg'))).toBe(false);
  });

  it('refuses HEIC with a way out, other types with the accepted list', () => {
    expect(checkPicked(file('IMG_1.heic', 'image/heic'), DEFAULT_RULES)).toMatch(
      /HEIC\/HEIF 格式，暂不支持.*兼容性最佳/,
    );
    expect(checkPicked(file('a.gif', 'image/gif'), DEFAULT_RULES)).toBe(
      '“a.gif”格式不支持，请上传 JPG、PNG 格式的图片',
    );
    expect(checkPicked(file('a.pdf', 'application/pdf'), DEFAULT_RULES)).toMatch(/格式不支持/);
  });

  it('refuses originals above the limit and empty files, accepts the rest', () => {
    expect(checkPicked(file('big.jpg', 'image/jpeg', 31 * 1024 * 1024), DEFAULT_RULES)).toBe(
      '“big.jpg”过大（超过 30MB），请选择较小的图片',
    );
    expect(checkPicked(file('empty.png', 'image/png', 0), DEFAULT_RULES)).toBe(
      '“empty.png”是空文件，请重新选择',
    );
    expect(checkPicked(file('ok.png', 'image/png', 30 * 1024 * 1024), DEFAULT_RULES)).toBeNull();
  });

  it('limits what is uploaded after compression', () => {
    const rules = { ...DEFAULT_RULES, maxSizeMb: 2.5 };
    expect(checkCompressed(file('x.jpg', 'image/jpeg', 3 * 1024 * 1024), 'IMG.png', rules)).toBe(
      '“IMG.png”压缩后仍超过 2.5MB，请选择较小的图片',
    );
    expect(checkCompressed(file('x.jpg', 'image/jpeg', 2 * 1024 * 1024), 'IMG.png', rules)).toBeNull();
  });

  it('describes the rules in one line', () => {
    expect(rulesHint(DEFAULT_RULES, 1)).toBe('支持 JPG、PNG 格式，单张不超过 5MB');
    expect(rulesHint(DEFAULT_RULES, 3)).toBe('支持 JPG、PNG 格式，单张不超过 5MB，最多 3 张');
  });
});
