import { DATE_TIME_PATTERNS, displayDateTime, fromBombayLocal, parseDateTime, toBombayLocal } from '../../../src/format/dateTime';

describe('date-time text in the language pattern', () => {
  it('reads yyyy-mm-dd HH:mm in zh and dd/mm/yyyy HH:mm (or ISO) in en, always 24-hour', () => {
    expect(parseDateTime('2026-12-01 19:55', 'zh')).toBe('2026-12-01T19:55');
    expect(parseDateTime(' 2026-12-01   7:05 ', 'zh')).toBe('2026-12-01T07:05');
    expect(parseDateTime('2026-12-01T19:55', 'zh')).toBe('2026-12-01T19:55');
    expect(parseDateTime('01/12/2026 19:55', 'zh')).toBeNull();
    expect(parseDateTime('01/12/2026 19:55', 'en')).toBe('2026-12-01T19:55');
    expect(parseDateTime('1/12/2026, 0:00', 'en')).toBe('2026-12-01T00:00');
    expect(parseDateTime('2026-12-01 19:55', 'en')).toBe('2026-12-01T19:55');
  });

  it('refuses what is not a real day and 24-hour time', () => {
    for (const text of [
      '12/01/2026, 07:55 PM',
      '2026-12-01 24:00',
      '2026-12-01 19:60',
      '2026-02-30 10:00',
      '31/02/2026 10:00',
      '2026-12-01',
      '2026-12-01 19:5',
      '19:55',
      '',
    ]) {
      expect([text, parseDateTime(text, 'en')]).toEqual([text, null]);
      expect([text, parseDateTime(text, 'zh')]).toEqual([text, null]);
    }
  });

  it('writes a Bombay wall-clock time in each language and names the pattern', () => {
    expect(displayDateTime('2026-12-01T07:05', 'zh')).toBe('2026-12-01 07:05');
    expect(displayDateTime('2026-12-01T07:05', 'en')).toBe('01/12/2026 07:05');
    expect(displayDateTime('not a time', 'en')).toBe('');
    expect(DATE_TIME_PATTERNS).toEqual({ zh: 'yyyy-mm-dd HH:mm', en: 'dd/mm/yyyy HH:mm' });
  });
});

describe('Bombay wall clock and instants', () => {
  it('is UTC+05:30: 19:55 in Bombay is 14:25 UTC, and midnight is 18:30 the day before', () => {
    expect(fromBombayLocal('2026-12-01T19:55')).toBe(Date.UTC(2026, 11, 1, 14, 25));
    expect(fromBombayLocal('2026-12-01T00:00')).toBe(Date.UTC(2026, 10, 30, 18, 30));
    expect(toBombayLocal(Date.UTC(2026, 11, 1, 14, 25, 59, 999))).toBe('2026-12-01T19:55');
    expect(toBombayLocal(Date.UTC(2026, 10, 30, 18, 30))).toBe('2026-12-01T00:00');
  });

  it('refuses texts that are not a canonical wall-clock time', () => {
    expect(fromBombayLocal('2026-12-01 19:55')).toBeNull();
    expect(fromBombayLocal('2026-02-30T10:00')).toBeNull();
    expect(fromBombayLocal('2026-12-01T24:00')).toBeNull();
    expect(fromBombayLocal('2026-12-1T10:00')).toBeNull();
    expect(toBombayLocal(Number.NaN)).toBe('');
  });

  it('round-trips every minute of a day across the date line', () => {
    const start = Date.UTC(2026, 11, 31, 0, 0);
    for (let m = 0; m < 24 * 60; m += 7) {
      const ms = start + m * 60_000;
      expect(fromBombayLocal(toBombayLocal(ms))).toBe(ms);
    }
  });
});
