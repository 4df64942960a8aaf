import { editSetting, parseSetting, showSetting } from '../../../plugins/money/audit/settingFormat';
import { optionalRupees, ORDER_REASON_MESSAGES, paiseOrUndefined, positiveRupees } from '../../../plugins/money/orders/validation';
import { reasonValidator } from '../../../src/components/dialog/ReasonDialog';

describe('money form values', () => {
  it('amounts: positive rupees with at most two decimals, blank optional bonus is undefined', () => {
    expect(positiveRupees('1,234.50')).toBeUndefined();
    for (const bad of ['', '0', '12.345', '-5', 'abc']) expect(positiveRupees(bad)).toBe('money.orders.amountInvalid');
    expect(optionalRupees('')).toBeUndefined();
    expect(optionalRupees('1.234')).toBe('money.orders.amountInvalid');
    expect(paiseOrUndefined(' ')).toBeUndefined();
    expect(paiseOrUndefined('12.5')).toBe(1_250);
  });

  it("a rejection reason is required and at most 255 characters, refused in the money screens' words", () => {
    const requiredReason = reasonValidator({ messages: ORDER_REASON_MESSAGES });
    expect(requiredReason('  ')).toBe('money.orders.reasonRequired');
    expect(requiredReason('x'.repeat(256))).toEqual({ message: 'money.orders.tooLong', args: { max: 255 } });
    expect(requiredReason('no payment seen')).toBeUndefined();
  });

  it('settings round-trip between stored integers and what an operator types', () => {
    expect(showSetting('multiple', 150)).toBe('×1.5');
    expect(showSetting('percent', 250)).toBe('2.5 %');
    expect(showSetting('rupees', 5_000_000)).toBe('₹50,000.00');
    expect(parseSetting('multiple', editSetting('multiple', 150))).toBe(150);
    expect(parseSetting('percent', '2.5')).toBe(250);
    expect(parseSetting('rupees', editSetting('rupees', 5_000_000))).toBe(5_000_000);
    expect(parseSetting('percent', '100.01')).toBeNull();
    expect(parseSetting('multiple', '1000.01')).toBeNull();
    expect(parseSetting('multiple', '1.234')).toBeNull();
    expect(parseSetting('rupees', '0')).toBeNull();
  });
});
