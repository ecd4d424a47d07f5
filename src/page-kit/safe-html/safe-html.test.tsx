import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import type { TargetPolicy } from '@/page-kit/allowed-targets';
import { escapeHtml, highlightMarkup, sanitizeHtml, stripMarkup } from './sanitize';

const policy: TargetPolicy = {
  base: '/xtmk/apph5/',
  selfOrigin: 'https://h5.trust.example',
  allowedOrigins: ['https://partner.example'],
};
const clean = (html: string) => sanitizeHtml(html, policy);

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>您的<b>风险等级</b>为 <i>C3</i></p><ul><li>一</li></ul>')).toBe(
      '<p>您的<b>风险等级</b>为 <i>C3</i></p><ul><li>一</li></ul>',
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

  it.each([
    ['<a href="https://evil.example/login">登录</a>', '<a>登录</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="weixin://dl/business">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="https://h5.trust.example.evil.example/">x</a>', '<a>x</a>'],
    ['<a href="https://user@partner.example/">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ])('keeps no href on a link to anywhere not allowed: %s', (dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it('keeps mail, phone and in-page links as they are', () => {
    expect(clean('<a href="tel:95588">95588</a><a href="mailto:ir@trust.example">邮件</a>')).toBe(
      '<a href="tel:95588">95588</a><a href="mailto:ir@trust.example">邮件</a>',
    );
    expect(clean('<a href="#art-3">第三条</a>')).toBe('<a href="#art-3">第三条</a>');
  });

  it('keeps app links inside the app and opens allow-listed origins with no opener', () => {
    expect(clean('<a href="/phone/bankCardList" target="_top">银行卡</a>')).toBe(
      '<a href="/xtmk/apph5/phone/bankCardList">银行卡</a>',
    );
    expect(clean('<a href="https://partner.example/live?id=1">直播</a>')).toBe(
      '<a href="https://partner.example/live?id=1" target="_blank" rel="noopener noreferrer">直播</a>',
    );
  });

  it('loads images and media only from this origin, data:image or blob:', () => {
    expect(clean('<img src="https://tracker.example/p.gif?u=1">')).toBe('<img>');
    expect(clean('<img src="https://partner.example/a.png">')).toBe('<img>');
    expect(clean('<img src="//tracker.example/p.gif">')).toBe('<img>');
    expect(clean('<img src="/xtmk/apph5/appgw/file/1.png" srcset="https://t.example/a.png 2x">')).toBe(
      '<img src="/xtmk/apph5/appgw/file/1.png">',
    );
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
    expect(clean('<video poster="https://t.example/p.jpg" src="https://t.example/v.mp4"></video>')).toBe(
      '<video></video>',
    );
  });

  it.each([
    '<p style="background:url(https://t.example/p.gif)">x</p>',
    '<p style="background-image: image-set(\'//t.example/a.png\' 1x)">x</p>',
    '<p style="color:red">x</p>',
    '<p style="position:fixed;inset:0;z-index:99999;background:#fff">x</p>',
    '<p STYLE="position : absolute; top:-100vh; left:0; width:100vw; height:100vh">x</p>',
    '<p style="transform:translateY(-500px);margin-top:-999px">x</p>',
  ])('drops every inline style, so server HTML cannot place itself: %s', (dirty) => {
    expect(clean(dirty)).toBe('<p>x</p>');
  });

  it('keeps only the app’s own highlight class: no server class reaches the app’s rules', () => {
    expect(clean('<div class="adm-mask">系统维护中</div>')).toBe('<div>系统维护中</div>');
    expect(clean('<span class="adm-mask safe-html-highlight">中</span>')).toBe(
      '<span class="safe-html-highlight">中</span>',
    );
  });

  it('drops what the browser itself would place above the page: an open dialog, a popover', () => {
    expect(clean('<dialog open>系统维护中</dialog>')).toBe('系统维护中');
    expect(clean('<div popover="manual" id="m">系统维护中</div>')).toBe('<div id="m">系统维护中</div>');
    expect(clean('<a popovertarget="m" popovertargetaction="show">x</a>')).toBe('<a>x</a>');
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
  it('marks its box as the container of the markup (safe-html.css contains layout and paint)', () => {
    const { container } = render(<SafeHtml html="<p>x</p>" className="article-body" />);
    expect(container.firstElementChild).toHaveClass('safe-html', 'article-body');
  });

  it('renders sanitised markup only', () => {
    const { container } = render(<SafeHtml html={'<b>加粗</b><img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('b')).toHaveTextContent('加粗');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
