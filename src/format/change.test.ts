import { describe, expect, it } from 'vitest';
import { changeDirection, formatChangePct } from './change';

describe('changeDirection (红涨绿跌)', () => {
  it.each([
    ['0.38', 'up'],
    ['-0.15', 'down'],
    ['0.00', 'flat'],
    ['-0', 'flat'],
    ['', 'flat'],
    [null, 'flat'],
    ['abc', 'flat'],
  ] as const)('%s → %s', (value, expected) => {
    expect(changeDirection(value)).toBe(expected);
  });
});

describe('formatChangePct', () => {
  it.each([
    ['0.38', '+0.38%'],
    ['-0.15', '-0.15%'],
    ['0.00', '0.00%'],
    ['-0.001', '0.00%'],
    ['1.005', '+1.01%'],
    ['12', '+12.00%'],
    [undefined, '--'],
    ['x', '--'],
  ])('%s → %s', (value, expected) => {
    expect(formatChangePct(value)).toBe(expected);
  });
});
