/**
 * Card face colours by bank, close to each bank's brand colour so that an investor recognises
 * the card at a glance; any other bank gets the neutral blue. Text on every tone keeps a
 * contrast of at least 4.5:1 with white (elderly mode).
 */
const TONES: [RegExp, string][] = [
  [/工商|招商|中国银行|广发|华夏|北京银行|中信/, 'linear-gradient(135deg, #c8202f, #9e1724)'],
  [/农业|邮政|民生/, 'linear-gradient(135deg, #0b7a5b, #075a43)'],
  [/建设|交通|浦发|兴业|上海银行|光大/, 'linear-gradient(135deg, #1f5fae, #163f7a)'],
  [/平安|浙商|恒丰|渤海|宁波|江苏/, 'linear-gradient(135deg, #c2571a, #8f3e12)'],
];

const NEUTRAL = 'linear-gradient(135deg, #3b5998, #263a66)';

export function bankTone(bnkName: string): string {
  return TONES.find(([pattern]) => pattern.test(bnkName))?.[1] ?? NEUTRAL;
}
