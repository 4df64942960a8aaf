import type { Database } from '../../../server/db/database';

/*
 * An independent recomputation of commission lines from raw rows, written the plain way (one
 * query per table per member, arithmetic in BigInt) so the tests do not reuse the module's SQL.
 */

interface Terms {
  basis: 'profit' | 'valid_bet';
  tiers: { from: number; bps: number }[];
  gameRebates: { gameId: number; bps: number }[];
  minActiveMembers: number;
  minActiveBet: number;
  deduct: [boolean, boolean, boolean, boolean];
}

export interface Expected {
  agentId: number;
  validBet: number;
  profit: number;
  activeMembers: number;
  base: number;
  commissionBps: number;
  commissionPayable: number;
  rebatePayable: number;
  totalPayable: number;
  carryOut: number;
}

const bps = (amount: bigint, rate: number) => (amount * BigInt(rate)) / 10000n;

export async function recompute(
  db: Database,
  start: number,
  end: number,
  terms: Terms,
  carryIn: Map<number, number> = new Map(),
): Promise<Map<number, Expected>> {
  const fromDate = new Date(start + 19_800_000).toISOString().slice(0, 10);
  const toDate = new Date(end - 1 + 19_800_000).toISOString().slice(0, 10);
  const agents = await db.selectFrom('agent').select('id').execute();
  const members = await db
    .selectFrom('member')
    .select(['id', 'agent_id'])
    .where('is_internal', '=', 0)
    .where('is_test', '=', 0)
    .where('agent_id', 'is not', null)
    .execute();
  const bets = await db
    .selectFrom('bet')
    .select(['member_id', 'game_id', 'stake', 'payout', 'status', 'is_test', 'created_at'])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .execute();
  const deposits = await db
    .selectFrom('deposit_order as o')
    .leftJoin('payment_channel as c', 'c.id', 'o.channel_id')
    .select(['o.member_id', 'o.amount', 'o.bonus', 'c.fee_bps'])
    .where('o.status', '=', 2)
    .where('o.reviewed_at', '>=', start)
    .where('o.reviewed_at', '<', end)
    .execute();
  const withdrawals = await db
    .selectFrom('withdrawal_order as w')
    .leftJoin('payment_channel as c', 'c.id', 'w.payout_channel_id')
    .select(['w.member_id', 'w.amount', 'c.fee_bps'])
    .where('w.stage', '=', 'paid')
    .where('w.paid_at', '>=', start)
    .where('w.paid_at', '<', end)
    .execute();
  const rebates = await db
    .selectFrom('rebate_record')
    .select(['member_id', 'amount'])
    .where('status', '<>', 2)
    .where('business_date', '>=', fromDate)
    .where('business_date', '<=', toDate)
    .execute();
  const out = new Map<number, Expected>();
  for (const agent of agents) {
    const mine = new Set(members.filter((m) => m.agent_id === agent.id).map((m) => m.id));
    let valid = 0n;
    let profit = 0n;
    let fees = 0n;
    const byGame = new Map<number, bigint>();
    const validOf = new Map<number, bigint>();
    const deposited = new Set<number>();
    for (const b of bets) {
      if (!mine.has(b.member_id) || b.is_test !== 0 || ![1, 2, 4].includes(b.status)) continue;
      valid += BigInt(b.stake);
      profit += BigInt(b.stake) - BigInt(b.payout);
      byGame.set(b.game_id, (byGame.get(b.game_id) ?? 0n) + BigInt(b.stake));
      validOf.set(b.member_id, (validOf.get(b.member_id) ?? 0n) + BigInt(b.stake));
    }
    for (const d of deposits) {
      if (!mine.has(d.member_id)) continue;
      deposited.add(d.member_id);
      if (terms.deduct[0]) fees += bps(BigInt(d.amount), d.fee_bps ?? 0);
      if (terms.deduct[2]) fees += BigInt(d.bonus);
    }
    for (const w of withdrawals) if (mine.has(w.member_id) && terms.deduct[1]) fees += bps(BigInt(w.amount), w.fee_bps ?? 0);
    for (const r of rebates) if (mine.has(r.member_id) && terms.deduct[3]) fees += BigInt(r.amount);
    const active = [...deposited].filter((id) => (validOf.get(id) ?? 0n) >= BigInt(terms.minActiveBet)).length;
    const base = terms.basis === 'profit' ? profit - fees + BigInt(carryIn.get(agent.id) ?? 0) : valid;
    let rate = 0;
    for (const t of terms.tiers) if (base >= BigInt(t.from)) rate = t.bps;
    const commission = base > 0n && active >= terms.minActiveMembers ? bps(base, rate) : 0n;
    let rebate = 0n;
    for (const g of terms.gameRebates) rebate += bps(byGame.get(g.gameId) ?? 0n, g.bps);
    out.set(agent.id, {
      agentId: agent.id,
      validBet: Number(valid),
      profit: Number(profit),
      activeMembers: active,
      base: Number(base),
      commissionBps: rate,
      commissionPayable: Number(commission),
      rebatePayable: Number(rebate),
      totalPayable: Number(commission + rebate),
      carryOut: terms.basis === 'profit' && base < 0n ? Number(base) : 0,
    });
  }
  return out;
}
