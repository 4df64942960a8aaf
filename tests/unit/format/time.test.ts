import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import fc from 'fast-check';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { bombayDate, bombayDayRange, bombayStartOfDay, formatBombay, timeAgo, timeAgoParts, TZ } from '../../../src/format/time';

dayjs.extend(utc);
dayjs.extend(timezone);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('Bombay time', () => {
  it('is Asia/Kolkata', () => {
    expect(TZ).toBe('Asia/Kolkata');
  });

  it('turns the day at 18:30 UTC', () => {
    expect(formatBombay(Date.UTC(2026, 10, 21, 18, 29, 59))).toBe('2026-11-21 23:59:59');
    expect(formatBombay(Date.UTC(2026, 10, 21, 18, 30, 0))).toBe('2026-11-22 00:00:00');
    expect(bombayDate(Date.UTC(2026, 10, 21, 18, 29, 59))).toBe('2026-11-21');
    expect(bombayDate(Date.UTC(2026, 10, 21, 18, 30))).toBe('2026-11-22');
  });

  it('is already the next day around UTC midnight', () => {
    expect(formatBombay(Date.UTC(2026, 10, 21, 23, 59, 59))).toBe('2026-11-22 05:29:59');
    expect(formatBombay(Date.UTC(2026, 10, 22, 0, 0, 0))).toBe('2026-11-22 05:30:00');
    expect(bombayDate(Date.UTC(2026, 10, 21, 23, 0))).toBe(bombayDate(Date.UTC(2026, 10, 22, 1, 0)));
  });

  it('crosses month and year ends', () => {
    expect(formatBombay(Date.UTC(2026, 11, 31, 19, 0), 'YYYY-MM-DD HH:mm')).toBe('2027-01-01 00:30');
    expect(bombayDate(Date.UTC(2028, 1, 28, 20, 0))).toBe('2028-02-29');
  });

  it('takes Dates, ISO strings with an offset, and offset-less strings as UTC', () => {
    expect(formatBombay(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01 05:30:00');
    expect(formatBombay('2026-01-01T00:00:00Z')).toBe('2026-01-01 05:30:00');
    expect(formatBombay('2026-01-01T05:30:00+05:30')).toBe('2026-01-01 05:30:00');
    expect(formatBombay('2026-01-01 00:00:00')).toBe('2026-01-01 05:30:00');
  });

  it('is empty for nothing or nonsense', () => {
    expect(formatBombay(null)).toBe('');
    expect(formatBombay(undefined)).toBe('');
    expect(formatBombay('')).toBe('');
    expect(formatBombay('not a date')).toBe('');
    expect(formatBombay(Number.NaN)).toBe('');
  });

  it('gives the bounds of Bombay days for today/yesterday filters', () => {
    const now = Date.UTC(2026, 10, 21, 20, 0); // 01:30 on the 22nd in Bombay
    const today = bombayDayRange(0, now);
    expect(today).toEqual({ start: Date.UTC(2026, 10, 21, 18, 30), end: Date.UTC(2026, 10, 22, 18, 30) - 1 });
    expect(bombayDayRange(-1, now)).toEqual({ start: Date.UTC(2026, 10, 20, 18, 30), end: Date.UTC(2026, 10, 21, 18, 30) - 1 });
    expect(bombayStartOfDay('2026-11-22')).toBe(today.start);
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0);
  const parts = (elapsed: number) => {
    const { unit, count } = timeAgoParts(now - elapsed, now);
    return [unit, count];
  };

  it.each([
    [0, ['minute', 0]],
    [59 * 1000, ['minute', 0]],
    [59 * MINUTE, ['minute', 59]],
    [60 * MINUTE - 1, ['minute', 59]],
    [60 * MINUTE, ['hour', 1]],
    [23 * HOUR, ['hour', 23]],
    [DAY - 1, ['hour', 23]],
    [DAY, ['day', 1]],
    [45 * DAY, ['day', 45]],
    [-5 * MINUTE, ['minute', 0]],
  ])('%p ms ago reads as %p', (elapsed, expected) => {
    expect(parts(elapsed)).toEqual(expected);
  });

  it('translates through the i18n provider in both languages', async () => {
    document.cookie = 'language=zh; path=/';
    const i18n = createI18nProvider();
    const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
    expect(timeAgo(now - 59 * MINUTE, now, t)).toBe('59 分钟前');
    expect(timeAgo(now - 60 * MINUTE, now, t)).toBe('1 小时前');
    expect(timeAgo(now - DAY, now, t)).toBe('1 天前');
    await i18n.changeLocale('en');
    expect(timeAgo(now - MINUTE, now, t)).toBe('1 minute ago');
    expect(timeAgo(now - 23 * HOUR, now, t)).toBe('23 hours ago');
    expect(timeAgo(now - 3 * DAY, now, t)).toBe('3 days ago');
  });
});

describe('Bombay time by arithmetic (the table cells and clocks, issue 19)', () => {
  // The fast path for the two common patterns must read exactly as dayjs's time zone plugin.
  const viaDayjs = (ms: number, pattern: string) => dayjs(ms).tz(TZ).format(pattern);
  const instants = fc.integer({ min: Date.UTC(1945, 9, 15), max: Date.UTC(2200, 0, 1) });

  it('equals dayjs for instants as numbers, Dates and offset-less UTC strings', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        for (const pattern of ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD']) {
          const expected = viaDayjs(ms, pattern);
          expect(formatBombay(ms, pattern)).toBe(expected);
          expect(formatBombay(new Date(ms), pattern)).toBe(expected);
          expect(formatBombay(dayjs.utc(ms).format('YYYY-MM-DD HH:mm:ss.SSS'), pattern)).toBe(expected);
          expect(formatBombay(dayjs.utc(ms).format('YYYY-MM-DDTHH:mm:ss'), pattern)).toBe(viaDayjs(Math.floor(ms / 1000) * 1000, pattern));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves other patterns, older instants and other strings to dayjs', () => {
    expect(formatBombay(Date.UTC(1940, 0, 1, 0, 0), 'YYYY-MM-DD HH:mm:ss')).toBe(
      viaDayjs(Date.UTC(1940, 0, 1, 0, 0), 'YYYY-MM-DD HH:mm:ss'),
    );
    expect(formatBombay('2026-01-01 00:00')).toBe('2026-01-01 05:30:00');
    expect(formatBombay('2026-01-01')).toBe('2026-01-01 05:30:00');
    expect(formatBombay('Jan 1 2026 10:00 GMT')).toBe('2026-01-01 15:30:00');
    expect(formatBombay(Number.NaN)).toBe('');
  });
});
