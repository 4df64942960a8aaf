import { formatCount } from '../../../src/format';

describe('formatCount', () => {
  it('groups the Indian way: three digits, then pairs', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(123_456)).toBe('1,23,456');
    expect(formatCount(-1_234_567)).toBe('-12,34,567');
    expect(formatCount(12.6)).toBe('13');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });

  it('writes what Intl en-IN writes, for whole numbers of every length', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (let digits = 1; digits <= 15; digits += 1) {
      for (const n of [10 ** (digits - 1), 10 ** digits - 1, Math.floor(10 ** (digits - 1) * 1.234567891)]) {
        expect(formatCount(n)).toBe(intl.format(n));
        expect(formatCount(-n)).toBe(intl.format(-n));
      }
    }
  });
});
