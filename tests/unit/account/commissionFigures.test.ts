import { lineFigures, tierFor, type LineInputs, type Terms } from '../../../plugins/account/server/commission/figures';
import { lastEndedPeriod, nextPeriodStart, periodContaining, periodOfKey } from '../../../plugins/account/server/commission/periods';

const terms: Terms = {
  basis: 'profit',
  tiers: [
    { from: 0, bps: 2_000 },
    { from: 10_000_000, bps: 2_500 },
  ],
  gameRebates: [{ gameId: 1, bps: 20 }],
  minActiveMembers: 3,
  deductDepositFee: true,
  deductWithdrawFee: true,
  deductBonus: true,
  deductRebate: false,
};
const input = (over: Partial<LineInputs> = {}): LineInputs => ({
  activeMembers: 5,
  validBet: 0,
  validBetByGame: new Map(),
  profit: 0,
  depositFee: 0,
  withdrawFee: 0,
  bonus: 0,
  memberRebate: 0,
  carryIn: 0,
  ...over,
});

describe('commission figures', () => {
  it('tier boundaries are exact to the paisa and inclusive', () => {
    expect(tierFor(terms.tiers, 9_999_999)).toBe(2_000);
    expect(tierFor(terms.tiers, 10_000_000)).toBe(2_500);
    expect(lineFigures(terms, input({ profit: 9_999_999 })).commissionPayable).toBe(1_999_999);
    expect(lineFigures(terms, input({ profit: 10_000_000 })).commissionPayable).toBe(2_500_000);
    expect(lineFigures(terms, input({ profit: 10_000_001 })).commissionPayable).toBe(2_500_000);
  });

  it('deducts only the switched-on fees and rounds down', () => {
    const f = lineFigures(terms, input({ profit: 1_000_007, depositFee: 3, withdrawFee: 2, bonus: 1, memberRebate: 500_000 }));
    expect(f.base).toBe(1_000_001);
    expect(f.commissionPayable).toBe(200_000);
  });

  it('a negative result carries over and is not clawed back; the next period nets it first', () => {
    const loss = lineFigures(terms, input({ profit: -300_000, validBet: 1_000_000, validBetByGame: new Map([[1, 1_000_000]]) }));
    expect(loss).toMatchObject({
      base: -300_000,
      commissionPayable: 0,
      rebatePayable: 2_000,
      totalPayable: 2_000,
      carryOut: -300_000,
      remark: 'negative_carried',
    });
    const next = lineFigures(terms, input({ profit: 500_000, carryIn: loss.carryOut }));
    expect(next).toMatchObject({ base: 200_000, commissionPayable: 40_000, carryOut: 0 });
    const stillDown = lineFigures(terms, input({ profit: 100_000, carryIn: loss.carryOut }));
    expect(stillDown).toMatchObject({ commissionPayable: 0, carryOut: -200_000 });
  });

  it('no commission below the minimum of active members; valid-bet templates carry nothing', () => {
    expect(lineFigures(terms, input({ profit: 1_000_000, activeMembers: 2 }))).toMatchObject({
      commissionPayable: 0,
      carryOut: 0,
      remark: 'below_min_active',
    });
    const turnover: Terms = { ...terms, basis: 'valid_bet', tiers: [{ from: 0, bps: 50 }] };
    expect(lineFigures(turnover, input({ validBet: 1_000_000, profit: -5_000_000 }))).toMatchObject({
      base: 1_000_000,
      commissionPayable: 5_000,
      carryOut: 0,
    });
  });
});

describe('commission periods (Bombay time)', () => {
  it('weeks start Monday 00:00 IST, months on the 1st', () => {
    // 2026-11-23 is a Monday; 2026-11-22 18:30 UTC is its midnight in Bombay.
    const monday = Date.UTC(2026, 10, 22, 18, 30);
    expect(periodContaining('weekly', monday).key).toBe('W2026-11-23');
    expect(periodContaining('weekly', monday - 1).key).toBe('W2026-11-16');
    expect(periodContaining('monthly', monday).key).toBe('M2026-11');
    expect(periodOfKey('M2026-12')).toMatchObject({ start: Date.UTC(2026, 10, 30, 18, 30), end: Date.UTC(2026, 11, 31, 18, 30) });
    expect(lastEndedPeriod('weekly', monday)).toMatchObject({ key: 'W2026-11-16', end: monday });
    expect(nextPeriodStart('weekly', monday - 1)).toBe(monday);
  });

  it('refuses malformed keys and non-Monday weeks', () => {
    for (const key of ['W2026-11-17', 'M2026-13', 'M2026-00', 'W2026-02-30', 'x', '']) expect(periodOfKey(key)).toBeNull();
  });
});
