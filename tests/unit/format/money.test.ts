import fc from 'fast-check';
import { formatPaise, groupIndian, parseRupeesToPaise } from '../../../src/format/money';

describe('formatPaise', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [100, '₹1.00'],
    [12345, '₹123.45'],
    [99999, '₹999.99'],
    [100000, '₹1,000.00'],
    [1234567, '₹12,345.67'],
    [10000000, '₹1,00,000.00'],
    [123456789, '₹12,34,567.89'],
    [1234567890, '₹1,23,45,678.90'],
    [-5, '-₹0.05'],
    [-123450, '-₹1,234.50'],
    [-1234567890, '-₹1,23,45,678.90'],
    [Number.MAX_SAFE_INTEGER, '₹9,00,71,99,25,47,409.91'],
  ])('%p paise is %p', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it('takes bigint beyond the safe integer range, exactly', () => {
    expect(formatPaise(123456789012345678901n)).toBe('₹12,34,56,78,90,12,34,56,789.01');
    expect(formatPaise(-100n)).toBe('-₹1.00');
    expect(formatPaise(0n)).toBe('₹0.00');
  });

  it('is empty for a missing amount, never ₹0.00', () => {
    expect(formatPaise(null)).toBe('');
    expect(formatPaise(undefined)).toBe('');
    expect(formatPaise(Number.NaN)).toBe('');
    expect(formatPaise(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('can leave out the symbol', () => {
    expect(formatPaise(1234567890, { symbol: false })).toBe('1,23,45,678.90');
    expect(formatPaise(-5, { symbol: false })).toBe('-0.05');
  });

  it('rounds half away from zero when showing fewer decimals, without a negative zero', () => {
    expect(formatPaise(150, { decimals: 0 })).toBe('₹2');
    expect(formatPaise(149, { decimals: 0 })).toBe('₹1');
    expect(formatPaise(-150, { decimals: 0 })).toBe('-₹2');
    expect(formatPaise(-49, { decimals: 0 })).toBe('₹0');
    expect(formatPaise(12345678999, { decimals: 0 })).toBe('₹12,34,56,790');
    expect(formatPaise(1255, { decimals: 1 })).toBe('₹12.6');
    expect(formatPaise(1204, { decimals: 1 })).toBe('₹12.0');
    expect(formatPaise(1204, { decimals: 3 })).toBe('₹12.040');
  });

  it('rounds a stray fractional number of paise instead of printing float noise', () => {
    expect(formatPaise(0.1 + 0.2)).toBe('₹0.00');
    expect(formatPaise(1999.6)).toBe('₹20.00');
  });

  it('refuses a nonsensical number of decimals', () => {
    expect(() => formatPaise(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatPaise(1, { decimals: 1.5 })).toThrow(RangeError);
  });
});

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['123456789', '12,34,56,789'],
  ])('%p → %p', (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });
});

describe('parseRupeesToPaise', () => {
  it.each([
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['0.05', 5],
    ['0', 0],
    ['12,34,567.89', 123456789],
    ['1,234,567', 123456700],
    ['₹ 1,00,000', 10000000],
    ['  ₹99.99 ', 9999],
    ['007', 700],
  ])('%p is %p paise', (text, paise) => {
    expect(parseRupeesToPaise(text)).toBe(paise);
  });

  it.each([
    '',
    ' ',
    'abc',
    '1.234',
    '12.',
    '.5',
    '1,2,3',
    '12,3456',
    '1234,567',
    ',123',
    '1e3',
    '0x10',
    '+5',
    '1 000',
    '₹',
    '90071992547409.92',
  ])('refuses %p', (text) => {
    expect(parseRupeesToPaise(text)).toBeNull();
  });

  it('takes negatives only when asked to', () => {
    expect(parseRupeesToPaise('-12.50')).toBeNull();
    expect(parseRupeesToPaise('-12.50', { allowNegative: true })).toBe(-1250);
    expect(parseRupeesToPaise('-₹1,234', { allowNegative: true })).toBe(-123400);
    expect(Object.is(parseRupeesToPaise('-0', { allowNegative: true }), 0)).toBe(true);
  });

  it('refuses what is not a string', () => {
    expect(parseRupeesToPaise(null)).toBeNull();
    expect(parseRupeesToPaise(undefined)).toBeNull();
  });

  it('reads back whatever formatPaise writes, for every safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        expect(parseRupeesToPaise(formatPaise(paise), { allowNegative: true })).toBe(paise);
        expect(parseRupeesToPaise(formatPaise(paise, { symbol: false }), { allowNegative: true })).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });
});
