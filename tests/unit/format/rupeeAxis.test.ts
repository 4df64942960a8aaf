import { rupeeAxisFormatter } from '../../../src/format/rupeeAxis';

describe('rupeeAxisFormatter', () => {
  it('gives every tick of an axis the unit of its largest value', () => {
    // ₹1.2L at the top, ₹50K and ₹0 below: all in lakh, never ₹50.0K beside ₹1.2L.
    const format = rupeeAxisFormatter([12_000_000, 5_000_000, 0]);
    expect([0, 5_000_000, 10_000_000, 12_000_000].map(format)).toEqual(['₹0.0L', '₹0.5L', '₹1.0L', '₹1.2L']);
  });

  it('picks crore, thousand or plain rupees by the largest value', () => {
    expect(rupeeAxisFormatter([250_000_000_00])(250_000_000_00)).toBe('₹25.0Cr');
    expect(rupeeAxisFormatter([4_500_00])(4_500_00)).toBe('₹4.5K');
    expect(rupeeAxisFormatter([999_00])(500_00)).toBe('₹500');
  });

  it('drops the decimal once figures are large in their unit, and keeps the sign', () => {
    // ₹250 crore and ₹12.3 crore: whole crores read fine on an axis that tall.
    const format = rupeeAxisFormatter([-250e9, 123_456_789_00]);
    expect(format(-250e9)).toBe('-₹250Cr');
    expect(format(123_456_789_00)).toBe('₹12Cr');
    expect(rupeeAxisFormatter([-300_000_00])(-300_000_00)).toBe('-₹3.0L');
  });

  it('reads an empty or non-finite series as rupees', () => {
    expect(rupeeAxisFormatter([])(0)).toBe('₹0');
    expect(rupeeAxisFormatter([Number.NaN])(1_00)).toBe('₹1');
  });
});
