import dashboardEn from '../../../plugins/dashboard/frame.en';
import dashboardZh from '../../../plugins/dashboard/frame.zh';
import { groupCounts } from '../../../src/i18n/countGrouping';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

describe('counts in the console texts', () => {
  it("groups react-admin's page range and a plugin's count, in zh", async () => {
    const i18n = createI18nProvider({ zh: dashboardZh, en: dashboardEn });
    await i18n.changeLocale('zh');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 10_001, offsetEnd: 10_020, total: 100_000 })).toBe(
      '10,001-10,020，共 1,00,000 条',
    );
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 20, total: 10_000 })).toBe('1-20，共 10,000 条');
    expect(i18n.translate('dashboard.count', { count: 1257 })).toBe('1,257 笔');
  });

  it('and the same way in en (Indian grouping, as the money)', async () => {
    const i18n = createI18nProvider({ zh: dashboardZh, en: dashboardEn });
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 20, total: 10_000 })).toBe('1-20 of 10,000');
    expect(i18n.translate('dashboard.count', { count: 1257 })).toBe('1,257 orders');
    expect(i18n.translate('dashboard.people', { count: 123_456 })).toBe('1,23,456 people');
  });

  it('leaves strings, fractions, other names and the plural count as given', () => {
    expect(groupCounts({ count: '₹1234.00', total: 1234.5, amount: 12_345, smart_count: 12_345 })).toEqual({
      count: '₹1234.00',
      total: 1234.5,
      amount: 12_345,
      smart_count: 12_345,
    });
    expect(groupCounts({ count: -1257, total: 999 })).toEqual({ count: '-1,257', total: '999' });
    expect(groupCounts(undefined)).toBeUndefined();
  });

  it('keeps the plural form picked from smart_count', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('en');
    expect(i18n.translate('format.timeAgo.minutes', { smart_count: 1 })).toBe('1 minute ago');
    expect(i18n.translate('format.timeAgo.minutes', { smart_count: 1500 })).toBe('1500 minutes ago');
  });
});
