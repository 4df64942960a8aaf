import { bombayToday, changeBps, presetRange, previousRange, rangeDays } from '../../../plugins/report/frame/presets';

// 2026-03-15 18:29:59.999 UTC is 23:59:59.999 on the 15th in Bombay; one ms later it is the 16th.
const LAST_MS = Date.UTC(2026, 2, 15, 18, 29, 59, 999);
const MIDNIGHT = LAST_MS + 1;

describe('report date presets in Bombay days', () => {
  it('turns the day at 18:30:00 UTC', () => {
    expect(bombayToday(LAST_MS)).toBe('2026-03-15');
    expect(bombayToday(MIDNIGHT)).toBe('2026-03-16');
    expect(presetRange('today', LAST_MS)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('today', MIDNIGHT)).toEqual({ from: '2026-03-16', to: '2026-03-16' });
  });

  it('gives each preset its range', () => {
    expect(presetRange('yesterday', MIDNIGHT)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('last7', MIDNIGHT)).toEqual({ from: '2026-03-10', to: '2026-03-16' });
    expect(rangeDays(presetRange('last30', MIDNIGHT))).toBe(30);
    expect(presetRange('thisMonth', MIDNIGHT)).toEqual({ from: '2026-03-01', to: '2026-03-16' });
    expect(presetRange('lastMonth', MIDNIGHT)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // Across a year end: the first of January's last month is December.
    expect(presetRange('lastMonth', Date.UTC(2026, 0, 1, 0, 0))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('compares with the period of equal length just before', () => {
    expect(previousRange({ from: '2026-03-10', to: '2026-03-16' })).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('states the change in basis points, none against zero', () => {
    expect(changeBps(150, 100)).toBe(5000);
    expect(changeBps(50, 100)).toBe(-5000);
    expect(changeBps(-50, -100)).toBe(5000);
    expect(changeBps(10, 0)).toBeNull();
  });
});
