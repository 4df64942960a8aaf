/** Messages of the formatters; createI18nProvider already merges them (the host need not). */
export const formatMessages = {
  zh: {
    format: {
      timeAgo: {
        minutes: '%{smart_count} 分钟前 |||| %{smart_count} 分钟前',
        hours: '%{smart_count} 小时前 |||| %{smart_count} 小时前',
        days: '%{smart_count} 天前 |||| %{smart_count} 天前',
      },
      pageRangeCapped: '%{from}-%{to}，超过 %{total} 条',
      day: { invalid: '请按 %{pattern} 输入日期', pick: '选择日期' },
      dateTime: { invalid: '请按 %{pattern} 输入日期和时间（24 小时制）', pick: '选择日期和时间' },
      card: { more: '更多（%{count}）', less: '收起' },
    },
  },
  en: {
    format: {
      timeAgo: {
        minutes: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
        hours: '%{smart_count} hour ago |||| %{smart_count} hours ago',
        days: '%{smart_count} day ago |||| %{smart_count} days ago',
      },
      pageRangeCapped: '%{from}-%{to} of more than %{total}',
      day: { invalid: 'Enter the date as %{pattern}', pick: 'Choose a date' },
      dateTime: { invalid: 'Enter the date and time as %{pattern} (24-hour)', pick: 'Choose a date and time' },
      card: { more: 'More (%{count})', less: 'Less' },
    },
  },
};
