// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import fc from 'fast-check';
import { addBombayDays, bombayCompactDate, bombayDate, bombayDateTime, bombayDayRange, bombayDayStart } from '../../../server/domain/time';

// An independent oracle: the tz database's idea of the Bombay calendar date.
const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('Bombay time', () => {
  it('starts the Bombay day at 18:30 UTC the day before', () => {
    expect(bombayDayStart('2025-01-02')).toBe(Date.UTC(2025, 0, 1, 18, 30));
    expect(bombayDate(Date.UTC(2025, 0, 1, 18, 29, 59, 999))).toBe('2025-01-01');
    expect(bombayDate(Date.UTC(2025, 0, 1, 18, 30))).toBe('2025-01-02');
    expect(bombayDate(Date.UTC(2025, 0, 2, 0, 0))).toBe('2025-01-02'); // UTC midnight is 05:30 IST
    expect(bombayDateTime(Date.UTC(2025, 0, 2, 0, 0))).toBe('2025-01-02 05:30:00');
    expect(bombayCompactDate(Date.UTC(2024, 11, 31, 18, 30))).toBe('20250101');
  });

  it('gives a half-open 24 h range', () => {
    const [start, end] = bombayDayRange('2024-02-29');
    expect(start).toBe(Date.UTC(2024, 1, 28, 18, 30));
    expect(end - start).toBe(86_400_000);
    expect(bombayDate(end - 1)).toBe('2024-02-29');
    expect(bombayDate(end)).toBe('2024-03-01');
  });

  it.each(['2025-02-30', '2025-13-01', '2025-1-1', '20250101', '', '2025-02-29', '0099-01-01'])('refuses %p', (d) => {
    expect(() => bombayDayStart(d)).toThrow(RangeError);
  });

  it('refuses non-integer instants', () => {
    expect(() => bombayDate(1.5)).toThrow(RangeError);
  });

  it('agrees with the tz database for any instant since 1970', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const date = bombayDate(ms);
        expect(date).toBe(intlDate.format(new Date(ms)));
        const [start, end] = bombayDayRange(date);
        expect(start <= ms && ms < end).toBe(true);
      }),
    );
  });

  it('adds days across month and year ends', () => {
    expect(addBombayDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addBombayDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
