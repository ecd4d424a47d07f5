import { describe, expect, it } from 'vitest';
import { filePreviewUrl } from './file-preview-url';

describe('filePreviewUrl', () => {
  it('is the spec path with the id as a query value, escaped', () => {
    expect(filePreviewUrl('F202406280001')).toBe('/xtmk/apph5/appgw/crm/file/preview?fileId=F202406280001');
    expect(filePreviewUrl('a&b=c/d')).toBe('/xtmk/apph5/appgw/crm/file/preview?fileId=a%26b%3Dc%2Fd');
  });
});
