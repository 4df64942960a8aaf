export { formatPaise, parseRupeesToPaise, groupIndian, RUPEE, type FormatPaiseOptions, type ParseRupeesOptions } from './money';
export {
  formatBombay,
  bombayDate,
  bombayDayRange,
  bombayStartOfDay,
  timeAgo,
  timeAgoParts,
  TZ,
  DATE_TIME_PATTERN,
  DATE_PATTERN,
  TIME_AGO_KEYS,
  type TimeInput,
  type TimeAgoParts,
  type TimeAgoUnit,
  type Translate,
} from './time';
export { formatCount } from './count';
export { formatMessages } from './messages';
export { rupeeAxisFormatter } from './rupeeAxis';
