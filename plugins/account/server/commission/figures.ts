/*
 * The commission of one agent line for one period, as pure integer arithmetic on paise so the
 * tests can recompute it from raw rows. Rates are basis points (1 % = 100 bps).
 *
 *   net profit   = profit − the fees, bonuses and member rebates the template deducts
 *   base         = net profit + carry-in (a negative earlier result), for a 'profit' template;
 *                  valid bets, for a 'valid_bet' template (nothing carries over on that basis)
 *   commission % = the highest tier whose `from` ≤ base (tiers are inclusive at their boundary)
 *   commission   = ⌊base × bps / 10 000⌋ when base > 0 and the line has enough active members
 *   rebate       = Σ over games ⌊valid bet on the game × game bps / 10 000⌋
 *   carry-out    = min(base, 0) on a 'profit' template: a loss is carried forward, never clawed back
 */

export interface Tier {
  from: number;
  bps: number;
}

export interface Terms {
  basis: 'profit' | 'valid_bet';
  tiers: Tier[];
  gameRebates: { gameId: number; bps: number }[];
  minActiveMembers: number;
  deductDepositFee: boolean;
  deductWithdrawFee: boolean;
  deductBonus: boolean;
  deductRebate: boolean;
}

export interface LineInputs {
  activeMembers: number;
  validBet: number;
  validBetByGame: Map<number, number>;
  profit: number;
  depositFee: number;
  withdrawFee: number;
  bonus: number;
  memberRebate: number;
  carryIn: number;
}

export interface LineFigures {
  base: number;
  commissionBps: number;
  commissionPayable: number;
  rebatePayable: number;
  totalPayable: number;
  carryOut: number;
  /** Why the commission is zero, when it is: 'below_min_active' | 'negative_carried' | ''. */
  remark: '' | 'below_min_active' | 'negative_carried' | 'no_template';
}

const share = (amount: number, bps: number) => Number((BigInt(amount) * BigInt(bps)) / 10_000n);

export function tierFor(tiers: Tier[], base: number): number {
  let bps = 0;
  for (const tier of [...tiers].sort((a, b) => a.from - b.from)) if (base >= tier.from) bps = tier.bps;
  return bps;
}

export function lineFigures(terms: Terms, input: LineInputs): LineFigures {
  const deductions =
    (terms.deductDepositFee ? input.depositFee : 0) +
    (terms.deductWithdrawFee ? input.withdrawFee : 0) +
    (terms.deductBonus ? input.bonus : 0) +
    (terms.deductRebate ? input.memberRebate : 0);
  const base = terms.basis === 'profit' ? input.profit - deductions + input.carryIn : input.validBet;
  const carryOut = terms.basis === 'profit' ? Math.min(base, 0) : 0;
  const commissionBps = tierFor(terms.tiers, base);
  const enoughMembers = input.activeMembers >= terms.minActiveMembers;
  const commissionPayable = base > 0 && enoughMembers ? share(base, commissionBps) : 0;
  let rebatePayable = 0;
  for (const { gameId, bps } of terms.gameRebates) rebatePayable += share(input.validBetByGame.get(gameId) ?? 0, bps);
  const remark = base < 0 ? 'negative_carried' : !enoughMembers ? 'below_min_active' : '';
  return { base, commissionBps, commissionPayable, rebatePayable, totalPayable: commissionPayable + rebatePayable, carryOut, remark };
}
