// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import fc from 'fast-check';
import { evaluateWithdrawal, requirementFor, type Requirement } from '../../../server/domain/audit';

const R = (rupees: number) => rupees * 100; // paise

describe('requirementFor (spec §9)', () => {
  it('normal = deposit × normal multiple; comprehensive = (deposit + discount) × comprehensive multiple', () => {
    expect(requirementFor({ deposit: R(1000), discount: R(100), normalMultipleX100: 100, comprehensiveMultipleX100: 300 })).toEqual({
      deposit: R(1000),
      discount: R(100),
      normalRequired: R(1000),
      comprehensiveRequired: R(3300),
      relax: 0,
    });
  });

  it('takes fractional multiples in hundredths and rounds the requirement up to a whole paisa', () => {
    expect(requirementFor({ deposit: 101, discount: 0, normalMultipleX100: 150, comprehensiveMultipleX100: 0 })).toMatchObject({
      normalRequired: 152, // 151.5
      comprehensiveRequired: 0,
    });
  });

  it('refuses floats and negatives', () => {
    expect(() => requirementFor({ deposit: 10.5, discount: 0, normalMultipleX100: 100, comprehensiveMultipleX100: 100 })).toThrow(
      RangeError,
    );
    expect(() => requirementFor({ deposit: 10, discount: -1, normalMultipleX100: 100, comprehensiveMultipleX100: 100 })).toThrow(
      RangeError,
    );
    expect(() => requirementFor({ deposit: 10, discount: 0, normalMultipleX100: 1.5, comprehensiveMultipleX100: 100 })).toThrow(RangeError);
  });
});

describe('evaluateWithdrawal: worked examples', () => {
  // ₹1 000 deposit with a ₹200 bonus; normal 1×, comprehensive 3× → ₹1 000 and ₹3 600 of turnover.
  const withBonus = requirementFor({ deposit: R(1000), discount: R(200), normalMultipleX100: 100, comprehensiveMultipleX100: 300 });

  it('both met: no admin fee, no deduction', () => {
    const e = evaluateWithdrawal([withBonus], R(3600), R(1500));
    expect(e).toMatchObject({ adminFee: 0, discountDeduction: 0, fee: 0, netPayout: R(1500), allowed: true, surplusTurnover: 0 });
    expect(e.reason).toBeUndefined();
    expect(e.perRecord[0]).toMatchObject({ normalMet: true, comprehensiveMet: true, allocated: R(3600) });
  });

  it('normal unmet: admin fee of 100 % of the deposit', () => {
    const noBonus = requirementFor({ deposit: R(1000), discount: 0, normalMultipleX100: 100, comprehensiveMultipleX100: 0 });
    const e = evaluateWithdrawal([noBonus], R(400), R(3000));
    expect(e.perRecord[0]).toMatchObject({ normalMet: false, comprehensiveMet: true, adminFee: R(1000), discountDeduction: 0 });
    expect(e).toMatchObject({ adminFee: R(1000), discountDeduction: 0, netPayout: R(2000), allowed: true });
  });

  it('comprehensive unmet: the discount is deducted', () => {
    const e = evaluateWithdrawal([withBonus], R(2000), R(1500), { feePaise: R(10) });
    expect(e.perRecord[0]).toMatchObject({ normalMet: true, comprehensiveMet: false, adminFee: 0, discountDeduction: R(200) });
    expect(e).toMatchObject({ adminFee: 0, discountDeduction: R(200), fee: R(10), netPayout: R(1290), allowed: true });
  });

  it('both unmet: admin fee and deduction', () => {
    const e = evaluateWithdrawal([withBonus], R(999), R(2500));
    expect(e).toMatchObject({ adminFee: R(1000), discountDeduction: R(200), netPayout: R(1300), allowed: true });
  });

  it('takes the admin rate as a parameter', () => {
    expect(evaluateWithdrawal([withBonus], 0, R(2500), { adminFeeRateBps: 5_000 }).adminFee).toBe(R(500));
    expect(evaluateWithdrawal([withBonus], 0, R(2500), { adminFeeRateBps: 0 }).adminFee).toBe(0);
  });

  it('adds the relax allowance to the normal audit only', () => {
    const relaxed = requirementFor({
      deposit: R(1000),
      discount: R(100),
      normalMultipleX100: 100,
      comprehensiveMultipleX100: 100,
      relax: R(50),
    });
    const justEnough = evaluateWithdrawal([relaxed], R(950), R(2000)).perRecord[0];
    expect(justEnough).toMatchObject({ normalAchieved: R(1000), normalMet: true, comprehensiveMet: false });
    expect(evaluateWithdrawal([relaxed], R(950) - 1, R(2000)).perRecord[0].normalMet).toBe(false);
  });

  it('allocates oldest first and carries the surplus to the next record', () => {
    const older = requirementFor({ deposit: R(1000), discount: 0, normalMultipleX100: 100, comprehensiveMultipleX100: 0 });
    const newer = requirementFor({ deposit: R(500), discount: 0, normalMultipleX100: 100, comprehensiveMultipleX100: 0 });

    const all = evaluateWithdrawal([older, newer], R(1500), R(2000));
    expect(all.perRecord.map((r) => [r.allocated, r.normalMet])).toEqual([
      [R(1000), true],
      [R(500), true],
    ]);
    expect(all.adminFee).toBe(0);

    const short = evaluateWithdrawal([older, newer], R(1400), R(2000));
    expect(short.perRecord.map((r) => [r.allocated, r.normalMet])).toEqual([
      [R(1000), true],
      [R(400), false],
    ]);
    expect(short.adminFee).toBe(R(500)); // only the newer deposit

    // The same turnover the other way round charges the larger deposit: order matters.
    expect(evaluateWithdrawal([newer, older], R(1400), R(2000)).adminFee).toBe(R(1000));

    const extra = evaluateWithdrawal([older, newer], R(1600), R(2000));
    expect(extra.surplusTurnover).toBe(R(100));
  });

  it('refuses when the net payout is not positive', () => {
    const noBonus = requirementFor({ deposit: R(1000), discount: 0, normalMultipleX100: 100, comprehensiveMultipleX100: 0 });
    const zero = evaluateWithdrawal([noBonus], 0, R(1000));
    expect(zero).toMatchObject({ netPayout: 0, allowed: false, reason: 'net_payout_not_positive' });
    expect(evaluateWithdrawal([noBonus], 0, R(900), { feePaise: R(5) })).toMatchObject({ netPayout: R(-105), allowed: false });
    expect(evaluateWithdrawal([noBonus], 0, R(1000) + 1)).toMatchObject({ netPayout: 1, allowed: true });
    expect(evaluateWithdrawal([], 0, R(10), { feePaise: R(10) })).toMatchObject({ allowed: false });
  });
});

describe('evaluateWithdrawal: properties', () => {
  const reqArb = fc
    .record({
      deposit: fc.integer({ min: 0, max: 1e8 }),
      discount: fc.integer({ min: 0, max: 1e7 }),
      normalMultipleX100: fc.integer({ min: 0, max: 1000 }),
      comprehensiveMultipleX100: fc.integer({ min: 0, max: 1000 }),
      relax: fc.integer({ min: 0, max: 1e6 }),
    })
    .map(requirementFor);
  const caseArb = fc.record({
    reqs: fc.array(reqArb, { maxLength: 6 }),
    turnover: fc.integer({ min: 0, max: 2e10 }),
    amount: fc.integer({ min: 0, max: 1e9 }),
    fee: fc.integer({ min: 0, max: 1e5 }),
  });

  it('net = amount − fee − admin fees − deductions; allowed ⇔ net > 0; turnover is conserved', () => {
    fc.assert(
      fc.property(caseArb, ({ reqs, turnover, amount, fee }) => {
        const e = evaluateWithdrawal(reqs, turnover, amount, { feePaise: fee });
        expect(e.netPayout).toBe(amount - fee - e.adminFee - e.discountDeduction);
        expect(e.allowed).toBe(e.netPayout > 0);
        expect(e.perRecord.reduce((s, r) => s + r.allocated, 0) + e.surplusTurnover).toBe(turnover);
        e.perRecord.forEach((r, i) => {
          const req: Requirement = reqs[i];
          expect(r.adminFee).toBe(r.normalMet ? 0 : req.deposit);
          expect(r.discountDeduction).toBe(r.comprehensiveMet ? 0 : req.discount);
          expect(r.normalMet).toBe(r.allocated + req.relax >= req.normalRequired);
          expect(r.comprehensiveMet).toBe(r.allocated >= req.comprehensiveRequired);
          // Oldest first: a record short of turnover leaves nothing for the newer ones.
          if (!(r.normalMet && r.comprehensiveMet)) e.perRecord.slice(i + 1).forEach((later) => expect(later.allocated).toBe(0));
        });
      }),
    );
  });

  it('more turnover never costs the member more', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 1e9 }), ({ reqs, turnover, amount }, more) => {
        const a = evaluateWithdrawal(reqs, turnover, amount);
        const b = evaluateWithdrawal(reqs, turnover + more, amount);
        expect(b.adminFee + b.discountDeduction).toBeLessThanOrEqual(a.adminFee + a.discountDeduction);
      }),
    );
  });
});
