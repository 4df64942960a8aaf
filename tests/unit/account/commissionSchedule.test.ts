import {
  cycleAt,
  lastEndedPeriod,
  nextPeriodStart,
  periodContaining,
  periodOfKey,
  type CycleChange,
} from '../../../plugins/account/server/commission/periods';

/* The cycle schedule: a change applies from the end of the running period; the first period of the new cycle is cut to begin there. */

const IST = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 5.5 * 3_600_000;

describe('commission cycle schedule', () => {
  // Weekly until Monday 30 November 2026 00:00 IST, monthly from then on.
  const toMonthly: CycleChange[] = [
    { cycle: 'weekly', from: 0 },
    { cycle: 'monthly', from: IST(2026, 11, 30) },
  ];
  // Monthly until Tuesday 1 December 2026, weekly from then on.
  const toWeekly: CycleChange[] = [
    { cycle: 'monthly', from: 0 },
    { cycle: 'weekly', from: IST(2026, 12, 1) },
  ];

  it('keeps the periods before the change and bridges to the new cycle exactly at the boundary', () => {
    expect(periodContaining(toMonthly, IST(2026, 11, 30) - 1).key).toBe('W2026-11-23');
    expect(periodContaining(toMonthly, IST(2026, 11, 30))).toEqual({
      key: 'R2026-11-30_2026-12-01',
      start: IST(2026, 11, 30),
      end: IST(2026, 12, 1),
    });
    expect(periodContaining(toMonthly, IST(2026, 12, 1)).key).toBe('M2026-12');
    expect(lastEndedPeriod(toMonthly, IST(2026, 12, 1)).key).toBe('R2026-11-30_2026-12-01');
    expect(periodContaining(toWeekly, IST(2026, 12, 1))).toEqual({
      key: 'R2026-12-01_2026-12-07',
      start: IST(2026, 12, 1),
      end: IST(2026, 12, 7),
    });
    expect(periodContaining(toWeekly, IST(2026, 12, 7)).key).toBe('W2026-12-07');
    expect(nextPeriodStart(toWeekly, IST(2026, 11, 15))).toBe(IST(2026, 12, 1));
    expect(cycleAt(toWeekly, IST(2026, 12, 1) - 1)).toBe('monthly');
    expect(cycleAt(toWeekly, IST(2026, 12, 1))).toBe('weekly');
  });

  it('parses bridging keys to their dates and refuses malformed or over-long ones', () => {
    expect(periodOfKey('R2026-11-30_2026-12-01')).toEqual({
      key: 'R2026-11-30_2026-12-01',
      start: IST(2026, 11, 30),
      end: IST(2026, 12, 1),
    });
    for (const key of [
      'R2026-12-01_2026-11-30',
      'R2026-12-01_2026-12-01',
      'R2026-01-01_2026-03-01',
      'R2026-02-30_2026-03-02',
      'R2026-11-30',
    ])
      expect(periodOfKey(key)).toBeNull();
  });
});
