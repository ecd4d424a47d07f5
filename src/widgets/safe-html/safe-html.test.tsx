import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { escapeHtml, highlightMarkup, sanitizeHtml, stripMarkup } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>您的<b style="color:red">风险等级</b>为 C3</p>')).toBe(
      '<p>您的<b style="color:red">风险等级</b>为 C3</p>',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('drops active content from %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('treats empty input as empty', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('stripMarkup', () => {
  it('returns the visible text', () => {
    expect(stripMarkup('<span class="safe-html-highlight">中</span>国 &amp; 香港')).toBe('中国 & 香港');
    expect(stripMarkup('')).toBe('');
  });
});

describe('highlightMarkup', () => {
  it('wraps each case-insensitive match', () => {
    expect(highlightMarkup('Bank of China', 'china')).toBe(
      'Bank of <span class="safe-html-highlight">China</span>',
    );
    expect(highlightMarkup('中国银行中国', '中国')).toBe(
      '<span class="safe-html-highlight">中国</span>银行<span class="safe-html-highlight">中国</span>',
    );
  });

  it('escapes both the text and the keyword', () => {
    const typed = '<img src=x onerror=alert(1)>';
    expect(highlightMarkup(`a${typed}b`, typed)).toBe(
      `a<span class="safe-html-highlight">${escapeHtml(typed)}</span>b`,
    );
    expect(highlightMarkup('<b>x</b>', '')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('<SafeHtml>', () => {
  it('renders sanitised markup only', () => {
    const { container } = render(<SafeHtml html={'<b>加粗</b><img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('b')).toHaveTextContent('加粗');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
