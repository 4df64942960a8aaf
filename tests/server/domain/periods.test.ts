// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import fc from 'fast-check';
import {
  INTERVALS_SEC,
  isBettingOpen,
  nextPeriods,
  parseIssueNo,
  periodAt,
  periodByIssue,
  periodsPerDay,
  type GameDescriptor,
} from '../../../plugins/lottery/server/rules/periods';

const wingo30: GameDescriptor = { code: '01', intervalSec: 30, freezeSec: 5 };
const wingo1m: GameDescriptor = { code: '02', intervalSec: 60, freezeSec: 10 };
const games: GameDescriptor[] = INTERVALS_SEC.map((intervalSec, i) => ({
  code: `1${i}`,
  intervalSec,
  freezeSec: Math.min(5 + i, intervalSec - 1),
}));

const IST_MIDNIGHT_JAN2 = Date.UTC(2025, 0, 1, 18, 30); // 2025-01-02 00:00 IST

describe('period numbering', () => {
  it('numbers seq 1 from 00:00:00 IST', () => {
    const p = periodAt(wingo30, IST_MIDNIGHT_JAN2);
    expect(p).toEqual({
      issueNo: '20250102010001',
      gameCode: '01',
      seq: 1,
      businessDate: '2025-01-02',
      openAt: IST_MIDNIGHT_JAN2,
      closeAt: IST_MIDNIGHT_JAN2 + 25_000,
      drawAt: IST_MIDNIGHT_JAN2 + 30_000,
    });
  });

  it('ends the previous Bombay day with seq 2880 one millisecond before IST midnight', () => {
    const p = periodAt(wingo30, IST_MIDNIGHT_JAN2 - 1);
    expect(p.issueNo).toBe('20250101012880');
    expect(p.businessDate).toBe('2025-01-01');
    expect(p.drawAt).toBe(IST_MIDNIGHT_JAN2);
  });

  it('does not roll over at UTC midnight (05:30 IST)', () => {
    const utcMidnight = Date.UTC(2025, 0, 2, 0, 0);
    const before = periodAt(wingo30, utcMidnight - 1);
    const at = periodAt(wingo30, utcMidnight);
    expect(before.businessDate).toBe('2025-01-02');
    expect(at.businessDate).toBe('2025-01-02');
    expect(at.seq).toBe((5.5 * 3600) / 30 + 1); // 661
    expect(before.seq).toBe(660);
    expect(at.issueNo).toBe('20250102010661');
    expect(periodAt(wingo1m, utcMidnight).issueNo).toBe('20250102020331');
  });

  it.each([
    [30, 2880],
    [60, 1440],
    [180, 480],
    [300, 288],
    [600, 144],
  ] as const)('has %i s periods %i times a day, the next day restarting at seq 1', (intervalSec, perDay) => {
    const game: GameDescriptor = { code: '07', intervalSec, freezeSec: 5 };
    expect(periodsPerDay(game)).toBe(perDay);
    const day = nextPeriods(game, IST_MIDNIGHT_JAN2, perDay + 1);
    expect(day.slice(0, perDay).every((p) => p.businessDate === '2025-01-02')).toBe(true);
    expect(day[perDay - 1].seq).toBe(perDay);
    expect(day[perDay - 1].drawAt).toBe(IST_MIDNIGHT_JAN2 + 86_400_000);
    expect(day[perDay]).toMatchObject({ businessDate: '2025-01-03', seq: 1 });
    expect(new Set(day.map((p) => p.issueNo)).size).toBe(perDay + 1);
  });

  it('closes betting freezeSec before the draw', () => {
    const p = periodAt(wingo1m, IST_MIDNIGHT_JAN2 + 61_000);
    expect(p.drawAt - p.closeAt).toBe(10_000);
    expect(isBettingOpen(p, p.closeAt - 1)).toBe(true);
    expect(isBettingOpen(p, p.closeAt)).toBe(false);
    expect(isBettingOpen(p, p.openAt - 1)).toBe(false);
  });

  it('for any instant and room: contains t, round-trips its issue number, chains to the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom(...games), (t, game) => {
        const [p, next] = nextPeriods(game, t, 2);
        expect(p.openAt <= t && t < p.drawAt).toBe(true);
        expect(p.drawAt - p.openAt).toBe(game.intervalSec * 1000);
        expect(p.closeAt).toBe(p.drawAt - game.freezeSec * 1000);
        expect(p.seq).toBeGreaterThanOrEqual(1);
        expect(p.seq).toBeLessThanOrEqual(periodsPerDay(game));
        expect(periodByIssue(game, p.issueNo)).toEqual(p);
        expect(parseIssueNo(p.issueNo)).toEqual({ businessDate: p.businessDate, gameCode: game.code, seq: p.seq });
        expect(next.openAt).toBe(p.drawAt);
        expect(next.issueNo > p.issueNo).toBe(true);
      }),
    );
  });
});

describe('issue numbers and game descriptors', () => {
  it.each(['2025010201000', '202501020100010', '20250230010001', '20250102010000', 'x0250102010001'])('parseIssueNo refuses %p', (s) => {
    expect(() => parseIssueNo(s)).toThrow(RangeError);
  });

  it('periodByIssue refuses another game or a seq past the end of the day', () => {
    expect(() => periodByIssue(wingo1m, '20250102010001')).toThrow(/not of game/);
    expect(() => periodByIssue(wingo1m, '20250102021441')).toThrow(/exceeds/);
    expect(periodByIssue(wingo1m, '20250102021440').drawAt).toBe(IST_MIDNIGHT_JAN2 + 86_400_000);
  });

  it.each([
    { code: '1', intervalSec: 30, freezeSec: 5 },
    { code: 'AB', intervalSec: 30, freezeSec: 5 },
    { code: '01', intervalSec: 45, freezeSec: 5 },
    { code: '01', intervalSec: 30, freezeSec: 30 },
    { code: '01', intervalSec: 30, freezeSec: -1 },
  ])('refuses the descriptor %p', (game) => {
    expect(() => periodAt(game as GameDescriptor, IST_MIDNIGHT_JAN2)).toThrow(RangeError);
  });
});
