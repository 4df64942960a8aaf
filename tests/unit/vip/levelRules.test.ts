import fc from 'fast-check';
import { decideLevel, qualifiedLevel, weekStartOf, type LevelRule } from '../../../plugins/vip/server/levelRules';

const rule = (level: number, requiredMonthly: number, requiredWeekly: number, fallback = true): LevelRule => ({
  level,
  requiredMonthly,
  requiredWeekly,
  upgradeReward: level * 1_000,
  upgradePoints: level * 10,
  fallback,
});
const LEVELS = [rule(0, 0, 0, false), rule(1, 1_000, 100), rule(2, 5_000, 500), rule(3, 20_000, 2_000)];

describe('VIP level rules', () => {
  it('qualifies for the highest level whose monthly and weekly amounts are both met', () => {
    expect(qualifiedLevel(LEVELS, 0, 0)).toBe(0);
    expect(qualifiedLevel(LEVELS, 5_000, 499)).toBe(1);
    expect(qualifiedLevel(LEVELS, 5_000, 500)).toBe(2);
    expect(qualifiedLevel(LEVELS, 1_000_000, 1_000_000)).toBe(3);
  });

  it('promotes past several levels at once and lists every level passed for its reward', () => {
    const d = decideLevel(LEVELS, { level: 0, since: '2026-11-01', monthly: 25_000, weekly: 3_000 }, '2026-11-22');
    expect(d).toMatchObject({ kind: 'promote', to: 3 });
    expect(d?.kind === 'promote' && d.passed.map((r) => r.level)).toEqual([1, 2, 3]);
  });

  it('applies the 30-day rule only on fallback levels, from the day the level was reached', () => {
    const idle = { level: 2, monthly: 0, weekly: 0 };
    expect(decideLevel(LEVELS, { ...idle, since: '2026-10-24' }, '2026-11-22')).toBeNull();
    expect(decideLevel(LEVELS, { ...idle, since: '2026-10-23' }, '2026-11-22')).toEqual({ kind: 'fallback', to: 1 });
    expect(decideLevel(LEVELS, { level: 2, monthly: 5_000, weekly: 500, since: '2026-10-23' }, '2026-11-22')).toEqual({
      kind: 'kept',
      to: 2,
    });
    const noFallback = LEVELS.map((r) => ({ ...r, fallback: false }));
    expect(decideLevel(noFallback, { ...idle, since: '2020-01-01' }, '2026-11-22')).toBeNull();
  });

  it('finds the Monday of any day', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
  });

  it('property: a decision never leaves the defined levels, moves at most one level down, and deciding again the same day does nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 60 }),
        fc.nat(50_000),
        fc.nat(5_000),
        (level, age, monthly, weekly) => {
          const day = '2026-11-22';
          const since = new Date(Date.parse(`${day}T00:00:00Z`) - age * 86_400_000).toISOString().slice(0, 10);
          const d = decideLevel(LEVELS, { level, since, monthly, weekly }, day);
          if (!d) return true;
          expect(LEVELS.some((r) => r.level === d.to)).toBe(true);
          if (d.kind === 'fallback') expect(d.to).toBe(level - 1);
          if (d.kind === 'promote') expect(d.to).toBe(qualifiedLevel(LEVELS, monthly, weekly));
          // After applying it the window restarts on `day`: the same amounts decide nothing more.
          expect(decideLevel(LEVELS, { level: d.to, since: day, monthly, weekly }, day)).toBeNull();
          return true;
        },
      ),
    );
  });
});
