/**
 * Targets a hand-off must refuse, with the kit's message for each. They
 * reach the page as a query value (URL-encoded by the test) or in a server answer.
 */
export const HOSTILE_TARGETS: readonly (readonly [string, string])[] = [
  ['javascript:alert(document.cookie)', '不支持该类型的跳转地址'],
  ['JaVaScRiPt:alert(1)', '不支持该类型的跳转地址'],
  ['data:text/html,<script>alert(1)</script>', '不支持该类型的跳转地址'],
  ['https://evil.example/phone/about', '该地址不在允许跳转的范围内'],
  ['//evil.example/phone/about', '该地址不在允许跳转的范围内'],
  ['/\\evil.example', '跳转地址格式不正确'],
  ['https://user@evil.example', '跳转地址包含不安全的内容'],
  ['/%2F%2Fevil.example', '跳转地址不在本应用内'],
];

/** A query value as a page receives it: `?target=<encoded>`. */
export const encoded = (value: string) => encodeURIComponent(value);
