import type { Database } from '../db/database';
import { postJournals, type JournalEntry } from '../money/ledger';
import { addBombayDays, bombayDayRange, bombayDayStart } from '../domain/time';
import { decideLevel, FALLBACK_DAYS, upgradeKey, type LevelDecision } from './levelRules';
import { betTotals, levelRules } from './standing';
import { vipRewardJournal } from './journals';
import { sendSystemMessage } from '../information/systemMessages';
import { rupees } from '../domain/money';

export interface EvaluationResult {
  promoted: number;
  kept: number;
  dropped: number;
  /** Promotion rewards paid (paise). */
  rewards: number;
}

const BATCH = 500;

/**
 * The daily level evaluation of one ended Bombay day, inside the caller's transaction:
 * promotions (paying each passed level's reward through the ledger and its points, once per member
 * and level ever), and the 30-day fallback rule. Idempotent by construction: a member decided on
 * `day` is skipped (vip_level_change is unique per member and day), a promoted or kept member's
 * window restarts on `day`, and reward keys are paid once.
 */
export async function evaluateLevels(db: Database, day: string, now: number, franchiseeId?: number): Promise<EvaluationResult> {
  const [, dayEnd] = bombayDayRange(day);
  const rules = await levelRules(db, franchiseeId);
  const result: EvaluationResult = { promoted: 0, kept: 0, dropped: 0, rewards: 0 };
  if (rules.size === 0) return result;

  // Members above level 0 without a window start counting from this day.
  await db.insertInto('vip_member_state')
    .columns(['member_id', 'level_since', 'updated_at'])
    .expression((eb) => eb.selectFrom('member')
      .select((s) => ['member.id', s.val(day).as('level_since'), s.val(now).as('updated_at')])
      .where('member.vip_level', '>', 0)
      .$if(franchiseeId !== undefined, (q) => q.where('member.franchisee_id', '=', franchiseeId as number))
      .where((w) => w.not(w.exists(w.selectFrom('vip_member_state as s').select('s.member_id').whereRef('s.member_id', '=', 'member.id')))))
    .execute();

  const totals = await betTotals(db, bombayDayStart(addBombayDays(day, -29)), bombayDayStart(addBombayDays(day, -6)), dayEnd, franchiseeId);
  const decided = new Set((await db.selectFrom('vip_level_change').select('member_id').where('business_date', '=', day)
    .$if(franchiseeId !== undefined, (q) => q.where('franchisee_id', '=', franchiseeId as number)).execute()).map((r) => Number(r.member_id)));

  // Candidates: members with valid bets in the window, and members whose fallback window has run out.
  const active = [...totals.keys()];
  const candidates = new Map<number, { franchiseeId: number; level: number; points: number; since: string }>();
  for (let i = 0; i < active.length; i += BATCH) {
    const rows = await db.selectFrom('member').leftJoin('vip_member_state as s', 's.member_id', 'member.id')
      .select(['member.id', 'member.franchisee_id', 'member.vip_level', 'member.points', 's.level_since'])
      .where('member.id', 'in', active.slice(i, i + BATCH)).where('member.is_test', '=', 0).where('member.is_internal', '=', 0)
      .execute();
    for (const r of rows) candidates.set(Number(r.id), { franchiseeId: Number(r.franchisee_id), level: r.vip_level, points: Number(r.points), since: r.level_since ?? day });
  }
  const due = await db.selectFrom('member').innerJoin('vip_member_state as s', 's.member_id', 'member.id')
    .select(['member.id', 'member.franchisee_id', 'member.vip_level', 'member.points', 's.level_since'])
    .where('member.vip_level', '>', 0).where('s.level_since', '<=', addBombayDays(day, -FALLBACK_DAYS))
    .where('member.is_test', '=', 0).where('member.is_internal', '=', 0)
    .$if(franchiseeId !== undefined, (q) => q.where('member.franchisee_id', '=', franchiseeId as number))
    .execute();
  for (const r of due) candidates.set(Number(r.id), { franchiseeId: Number(r.franchisee_id), level: r.vip_level, points: Number(r.points), since: r.level_since });

  const journals: JournalEntry[] = [];
  for (const [memberId, m] of candidates) {
    if (decided.has(memberId)) continue;
    const levelSet = rules.get(m.franchiseeId);
    if (!levelSet) continue;
    const bets = totals.get(memberId) ?? { monthly: 0, weekly: 0 };
    const decision = decideLevel(levelSet, { level: m.level, since: m.since, ...bets }, day);
    if (!decision) continue;
    const paid = decision.kind === 'promote' ? await promotionRewards(db, memberId, m, decision, now, journals) : { reward: 0, points: 0 };
    if (decision.to !== m.level) {
      await db.updateTable('member').set({ vip_level: decision.to }).where('id', '=', memberId).where('vip_level', '=', m.level).execute();
    }
    await db.insertInto('vip_member_state').values({ member_id: memberId, level_since: day, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ level_since: day, updated_at: now })).execute();
    await db.insertInto('vip_level_change').values({
      member_id: memberId, franchisee_id: m.franchiseeId, business_date: day, kind: decision.kind, from_level: m.level, to_level: decision.to,
      monthly_bet: bets.monthly, weekly_bet: bets.weekly, reward: paid.reward, points: paid.points, created_at: now,
    }).execute();
    if (decision.kind === 'promote') {
      result.promoted += 1;
      // The change row is unique per member and day, so its key tells this promotion once.
      await sendSystemMessage(db, { event: 'vip_promoted', refId: `${memberId}:${day}`, memberId, now, values: { level: String(decision.to), reward: rupees(paid.reward) } });
    }
    else if (decision.kind === 'kept') result.kept += 1;
    else result.dropped += 1;
    result.rewards += paid.reward;
  }
  await postJournals(db, journals);
  return result;
}

/** Queues the journals of the passed levels not paid before and credits their points; answers what was granted. */
async function promotionRewards(
  db: Database, memberId: number, m: { franchiseeId: number; points: number }, decision: Extract<LevelDecision, { kind: 'promote' }>, now: number,
  journals: JournalEntry[],
): Promise<{ reward: number; points: number }> {
  const keys = decision.passed.map((r) => upgradeKey(memberId, r.level));
  const [paidKeys, creditedRefs] = await Promise.all([
    db.selectFrom('ledger_journal').select('business_key').where('business_key', 'in', keys).execute(),
    db.selectFrom('points_ledger').select('ref').where('ref', 'in', keys).execute(),
  ]);
  const paid = new Set(paidKeys.map((r) => r.business_key));
  const credited = new Set(creditedRefs.map((r) => r.ref));
  let reward = 0;
  let points = 0;
  let balance = m.points;
  for (const r of decision.passed) {
    const key = upgradeKey(memberId, r.level);
    if (r.upgradeReward > 0 && !paid.has(key)) {
      journals.push({ journal: vipRewardJournal({ key, memberId, amount: r.upgradeReward, franchiseeId: m.franchiseeId }), meta: { now, refType: 'vip_level', refId: r.level, remark: `VIP ${r.level}` } });
      reward += r.upgradeReward;
    }
    if (r.upgradePoints > 0 && !credited.has(key)) {
      balance += r.upgradePoints;
      await db.insertInto('points_ledger').values({ member_id: memberId, kind: 'vip', amount: r.upgradePoints, balance_after: balance, ref: key, created_at: now }).execute();
      points += r.upgradePoints;
    }
  }
  if (points > 0) await db.updateTable('member').set((eb) => ({ points: eb('points', '+', points) })).where('id', '=', memberId).execute();
  return { reward, points };
}
