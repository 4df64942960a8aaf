// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import fc from 'fast-check';
import { splitStake } from '../../../server/domain/money';
import { periodTotals, settleBet } from '../../../plugins/lottery/server/rules/settlement';
import { killRateBps } from '../../../plugins/lottery/shared/killRate';
import { playsFor } from '../../../plugins/lottery/server/rules/games/registry';
import { SHAPE_SPECS, SHAPES } from '../../../server/domain/draw/shapes';

const rupees100 = { stake: 10_000, fee: 200, contract: 9_800 }; // ₹100 staked, ₹98 contract

describe('settleBet: Win Go worked examples (DOMAIN B.3/B.4)', () => {
  it.each([
    ['COLOR', 'red', 0, 'won', 150, 14_700],
    ['COLOR', 'red', 2, 'won', 200, 19_600],
    ['COLOR', 'green', 5, 'won', 150, 14_700],
    ['COLOR', 'violet', 5, 'won', 450, 44_100],
    ['COLOR', 'violet', 3, 'lost', 0, 0],
    ['NUMBER', '7', 7, 'won', 900, 88_200],
    ['NUMBER', '7', 8, 'lost', 0, 0],
    ['SIZE', 'big', 5, 'won', 200, 19_600],
    ['SIZE', 'small', 5, 'lost', 0, 0],
    ['PARITY', 'even', 0, 'won', 200, 19_600],
  ] as const)('%s %s on %i → %s ×%i, payout %i', (play, selection, n, status, mult, payout) => {
    expect(settleBet({ ...rupees100, play, selection }, [n], 'wingo')).toEqual({
      status,
      payout,
      multiplierX100: mult,
      droppedX100: 0,
      rounding: '0.00',
    });
  });

  it('rounds down and records the dropped fraction', () => {
    const s = settleBet({ stake: 101, fee: 2, contract: 99, play: 'COLOR', selection: 'red', oddsX100: undefined }, [0], 'wingo');
    expect(s).toMatchObject({ payout: 148, droppedX100: 50, rounding: '0.50' });
    expect(settleBet({ stake: 8, fee: 0, contract: 8, play: 'COLOR', selection: 'violet' }, [0], 'wingo')).toMatchObject({
      payout: 36,
      rounding: '0.00',
    });
    expect(settleBet({ stake: 3, fee: 0, contract: 3, play: 'SUM', selection: '7' }, [1, 2, 4], 'k3')).toMatchObject({
      payout: 41,
      droppedX100: 49,
      rounding: '0.49',
    });
  });

  it('calls a win a win even when the payout rounds down to nothing', () => {
    const tiny = settleBet({ stake: 1, fee: 0, contract: 1, play: 'COLOR', selection: 'red', oddsX100: 100 }, [0], 'wingo');
    expect(tiny).toEqual({ status: 'won', payout: 0, multiplierX100: 75, droppedX100: 75, rounding: '0.75' });
  });

  it('applies an odds snapshot, scaling partial tiers in proportion', () => {
    expect(settleBet({ ...rupees100, play: 'COLOR', selection: 'red', oddsX100: 196 }, [2], 'wingo')).toMatchObject({
      multiplierX100: 196,
      payout: 19_208,
    });
    expect(settleBet({ ...rupees100, play: 'COLOR', selection: 'red', oddsX100: 196 }, [0], 'wingo')).toMatchObject({
      multiplierX100: 147,
      payout: 14_406,
    });
    expect(settleBet({ ...rupees100, play: 'NUMBER', selection: '1', oddsX100: 850 }, [1], 'wingo')).toMatchObject({ multiplierX100: 850 });
    expect(settleBet({ ...rupees100, play: 'NUMBER', selection: '1', oddsX100: 850 }, [2], 'wingo')).toMatchObject({
      status: 'lost',
      payout: 0,
    });
  });

  it('refuses inconsistent bets and results', () => {
    expect(() => settleBet({ stake: 10_000, fee: 200, contract: 9_801, play: 'SIZE', selection: 'big' }, [5], 'wingo')).toThrow(
      /must equal/,
    );
    expect(() => settleBet({ ...rupees100, play: 'SIZE', selection: 'huge' }, [5], 'wingo')).toThrow(RangeError);
    expect(() => settleBet({ ...rupees100, play: 'SIZE', selection: 'big' }, [5, 5], 'wingo')).toThrow(RangeError);
    expect(() => settleBet({ ...rupees100, play: 'SIZE', selection: 'big', oddsX100: 0 }, [5], 'wingo')).toThrow(RangeError);
    expect(() => settleBet({ ...rupees100, contract: 9_800.5, fee: 199.5, play: 'SIZE', selection: 'big' }, [5], 'wingo')).toThrow(
      RangeError,
    );
  });
});

describe('settleBet: properties over every game', () => {
  const betArb = fc.constantFrom(...SHAPES).chain((shape) => {
    const spec = SHAPE_SPECS[shape];
    const plays = Object.values(playsFor(shape));
    return fc.record({
      shape: fc.constant(shape),
      play: fc.constantFrom(...plays),
      pick: fc.nat(),
      stake: fc.integer({ min: 1, max: 1e10 }),
      result: fc.array(fc.integer({ min: spec.min, max: spec.max }), { minLength: spec.length, maxLength: spec.length }),
    });
  });

  it('stake = contract + fee; payout = floor(contract × multiplier / 100); won ⇔ multiplier > 0', () => {
    fc.assert(
      fc.property(betArb, ({ shape, play, pick, stake, result }) => {
        const selection = play.selections[pick % play.selections.length];
        const split = splitStake(stake);
        expect(split.contract + split.fee).toBe(stake);
        const s = settleBet({ ...split, play: play.code, selection }, result, shape);
        const mult = play.multiplierX100(selection, result);
        expect(s.multiplierX100).toBe(mult);
        expect(BigInt(s.payout)).toBe((BigInt(split.contract) * BigInt(mult)) / 100n);
        expect(BigInt(s.payout) * 100n + BigInt(s.droppedX100)).toBe(BigInt(split.contract) * BigInt(mult));
        expect(s.status).toBe(mult > 0 ? 'won' : 'lost');
      }),
    );
  });
});

describe('periodTotals (DOMAIN A.4 #7)', () => {
  it('computes house profit and kill rate', () => {
    const bets = [
      { memberId: 'm1', stake: 10_000, fee: 200 },
      { memberId: 'm2', stake: 5_000, fee: 100 },
      { memberId: 'm1', stake: 2_000, fee: 40 },
    ];
    expect(periodTotals(bets, [{ payout: 14_700 }, { payout: 0 }, { payout: 0 }])).toEqual({
      betCount: 3,
      bettorCount: 2,
      totalStake: 17_000,
      totalFee: 340,
      totalPayout: 14_700,
      houseProfit: 2_300,
      killRateBps: 1_353, // 0.135294…
      killRate: 0.1353,
      profitLossPct: 13.53,
    });
  });

  it('goes negative when the house loses, rounding half away from zero', () => {
    const t = periodTotals([{ memberId: 1, stake: 10_000, fee: 200 }], [{ payout: 88_200 }]);
    expect(t).toMatchObject({ houseProfit: -78_200, killRate: -7.82, profitLossPct: -782 });
    expect(periodTotals([{ memberId: 1, stake: 20_000, fee: 0 }], [{ payout: 19_999 }]).killRateBps).toBe(1); // 0.5 bp → 1
    expect(periodTotals([{ memberId: 1, stake: 20_000, fee: 0 }], [{ payout: 20_001 }]).killRateBps).toBe(-1);
  });

  it('is all zeros without bets', () => {
    expect(periodTotals([], [])).toMatchObject({
      betCount: 0,
      bettorCount: 0,
      totalStake: 0,
      houseProfit: 0,
      killRate: 0,
      profitLossPct: 0,
    });
  });

  it('refuses mismatched lists', () => {
    expect(() => periodTotals([{ memberId: 1, stake: 1, fee: 0 }], [])).toThrow(RangeError);
  });

  it('rounds as killRateBps does, the shared rule the report uses, which refuses what the totals refuse', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(2_000_000_000), (stake, payout) => {
        expect(periodTotals([{ memberId: 1, stake, fee: 0 }], [{ payout }]).killRateBps).toBe(killRateBps(stake - payout, stake));
      }),
    );
    expect(killRateBps(5, 0)).toBe(0);
    expect(() => killRateBps(2, 1)).toThrow('payout must not be negative, got -1');
    expect(() => killRateBps(0, -1)).toThrow('stake must not be negative, got -1');
    expect(() => killRateBps(0.5, 10)).toThrow('payout must be a safe integer number of paise, got 9.5');
  });

  it('houseProfit = Σ stake − Σ payout and killRate ≈ houseProfit / Σ stake to 4 decimals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            memberId: fc.integer({ min: 1, max: 5 }),
            stake: fc.integer({ min: 1, max: 1e8 }),
            payout: fc.integer({ min: 0, max: 1e9 }),
          }),
        ),
        (rows) => {
          const t = periodTotals(
            rows.map((r) => ({ memberId: r.memberId, stake: r.stake, fee: 0 })),
            rows,
          );
          const stake = rows.reduce((s, r) => s + r.stake, 0);
          const payout = rows.reduce((s, r) => s + r.payout, 0);
          expect(t.houseProfit).toBe(stake - payout);
          expect(t.bettorCount).toBe(new Set(rows.map((r) => r.memberId)).size);
          if (stake > 0) expect(Math.abs(t.killRate - (stake - payout) / stake)).toBeLessThanOrEqual(0.00005 + 1e-12);
          else expect(t.killRate).toBe(0);
        },
      ),
    );
  });
});
