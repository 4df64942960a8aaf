import {
  bpsToPercent,
  moveItem,
  percentToBps,
  providerCodeCheck,
  requiredText,
  sortCheck,
} from '../../../plugins/lottery/catalogue/catalogueForms';

describe('catalogue form checks', () => {
  it('turns a rebate percentage into basis points, refusing what the server would', () => {
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps(' 2.25 ')).toBe(225);
    for (const bad of ['100.01', '-1', '1.234', 'abc', '', '1e2']) expect(percentToBps(bad)).toBeUndefined();
    expect(bpsToPercent(150)).toBe('1.5');
    expect(bpsToPercent(225)).toBe('2.25');
    expect(bpsToPercent(0)).toBe('0');
  });

  it('checks names, sort numbers and provider codes', () => {
    expect(requiredText(5)(' ')).toEqual({ message: 'lottery.catalogue.v.required', args: {} });
    expect(requiredText(5)('abcdef')).toEqual({ message: 'lottery.catalogue.v.tooLong', args: { max: 5 } });
    expect(requiredText(5)('abc')).toBeUndefined();
    expect(sortCheck(9999)('10000')).toBeDefined();
    expect(sortCheck(9999)('-1')).toBeDefined();
    expect(sortCheck(9999)('12')).toBeUndefined();
    expect(providerCodeCheck('CH_1-a')).toBeUndefined();
    expect(providerCodeCheck('a b')).toBeDefined();
  });

  it('moves an item within a list without changing the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 9, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
