import type { AnswerOf } from '../../../shared/contract';
import type { levelContracts } from '../shared/levelContract';
import type { Database } from '../../../server/db/database';
import { memberIdRow, vipCandidateRow, vipDueCandidateRow } from './tables/vipRows';
import { postJournals, type JournalEntry } from '../../../server/ledger/ledger';
import { addBombayDays, bombayDayRange, bombayDayStart } from '../../../server/domain/time';
import { decideLevel, FALLBACK_DAYS, upgradeKey, type LevelDecision } from './levelRules';
import { betTotals, levelRules } from './standing';
import { vipRewardJournal } from './journals';
import { sendSystemMessages } from '../../../server/notify/systemMessages';
import { rupees } from '../../../server/domain/money';

/** What an evaluation did: promoted, kept and dropped members, and the promotion rewards paid (paise). */
export type EvaluationResult = AnswerOf<typeof levelContracts.evaluate>;

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
  await db
    .insertInto('vip_member_state')
    .columns(['member_id', 'level_since', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('member')
        .select((s) => ['member.id', s.val(day).as('level_since'), s.val(now).as('updated_at')])
        .where('member.vip_level', '>', 0)
        .$if(franchiseeId !== undefined, (q) => q.where('member.franchisee_id', '=', franchiseeId as number))
        .where((w) =>
          w.not(w.exists(w.selectFrom('vip_member_state as s').select('s.member_id').whereRef('s.member_id', '=', 'member.id'))),
        ),
    )
    .execute();

  const totals = await betTotals(db, bombayDayStart(addBombayDays(day, -29)), bombayDayStart(addBombayDays(day, -6)), dayEnd, franchiseeId);
  const decided = new Set(
    (
      await db
        .selectFrom('vip_level_change')
        .select('member_id')
        .where('business_date', '=', day)
        .$if(franchiseeId !== undefined, (q) => q.where('franchisee_id', '=', franchiseeId as number))
        .execute()
    ).map((r) => memberIdRow.map(r).memberId),
  );

  // Candidates: members with valid bets in the window, and members whose fallback window has run out.
  const active = [...totals.keys()];
  const candidates = new Map<number, { franchiseeId: number; level: number; points: number; since: string }>();
  for (let i = 0; i < active.length; i += BATCH) {
    const rows = await db
      .selectFrom('member')
      .leftJoin('vip_member_state as s', 's.member_id', 'member.id')
      .select(['member.id', 'member.franchisee_id', 'member.vip_level', 'member.points', 's.level_since'])
      .where('member.id', 'in', active.slice(i, i + BATCH))
      .where('member.is_test', '=', 0)
      .where('member.is_internal', '=', 0)
      .execute();
    for (const { memberId, since, ...m } of rows.map(vipCandidateRow.map)) candidates.set(memberId, { ...m, since: since ?? day });
  }
  const due = await db
    .selectFrom('member')
    .innerJoin('vip_member_state as s', 's.member_id', 'member.id')
    .select(['member.id', 'member.franchisee_id', 'member.vip_level', 'member.points', 's.level_since'])
    .where('member.vip_level', '>', 0)
    .where('s.level_since', '<=', addBombayDays(day, -FALLBACK_DAYS))
    .where('member.is_test', '=', 0)
    .where('member.is_internal', '=', 0)
    .$if(franchiseeId !== undefined, (q) => q.where('member.franchisee_id', '=', franchiseeId as number))
    .execute();
  for (const { memberId, ...m } of due.map(vipDueCandidateRow.map)) candidates.set(memberId, m);

  // Decide everyone first, then write in batches: a night that moves many members (a lowered
  // threshold can promote a third of them) stays a few statements per 500 members.
  const decisions: Decided[] = [];
  for (const [memberId, m] of candidates) {
    if (decided.has(memberId)) continue;
    const levelSet = rules.get(m.franchiseeId);
    if (!levelSet) continue;
    const bets = totals.get(memberId) ?? { monthly: 0, weekly: 0 };
    const decision = decideLevel(levelSet, { level: m.level, since: m.since, ...bets }, day);
    if (decision) decisions.push({ memberId, ...m, bets, decision, reward: 0, pointsGranted: 0 });
  }
  const journals = await promotionRewards(db, decisions, now);
  await applyDecisions(db, decisions, day, now);
  for (const d of decisions) {
    if (d.decision.kind === 'promote') result.promoted += 1;
    else if (d.decision.kind === 'kept') result.kept += 1;
    else result.dropped += 1;
    result.rewards += d.reward;
  }
  // The change row is unique per member and day, so its key tells each promotion once.
  await sendSystemMessages(
    db,
    'vip_promoted',
    decisions
      .filter((d) => d.decision.kind === 'promote')
      .map((d) => ({
        refId: `${d.memberId}:${day}`,
        memberId: d.memberId,
        values: { level: String(d.decision.to), reward: rupees(d.reward) },
      })),
    now,
  );
  await postJournals(db, journals);
  return result;
}

interface Decided {
  memberId: number;
  franchiseeId: number;
  level: number;
  points: number;
  bets: { monthly: number; weekly: number };
  decision: LevelDecision;
  /** What the promotion granted (paise, points), filled by promotionRewards. */
  reward: number;
  pointsGranted: number;
}

/** Groups `items` by a key, keeping their order within a group. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * The levels, windows and change rows of the decided members, in batches. A level moves only
 * from the level it was decided on (a concurrent change wins); the change row records the decision.
 */
async function applyDecisions(db: Database, decisions: readonly Decided[], day: string, now: number): Promise<void> {
  const moved = decisions.filter((d) => d.decision.to !== d.level);
  for (const group of groupBy(moved, (d) => `${d.level}>${d.decision.to}`).values()) {
    for (let i = 0; i < group.length; i += BATCH) {
      await db
        .updateTable('member')
        .set({ vip_level: group[0].decision.to })
        .where(
          'id',
          'in',
          group.slice(i, i + BATCH).map((d) => d.memberId),
        )
        .where('vip_level', '=', group[0].level)
        .execute();
    }
  }
  for (let i = 0; i < decisions.length; i += BATCH) {
    const chunk = decisions.slice(i, i + BATCH);
    await db
      .insertInto('vip_member_state')
      .values(chunk.map((d) => ({ member_id: d.memberId, level_since: day, updated_at: now })))
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ level_since: day, updated_at: now }))
      .execute();
    await db
      .insertInto('vip_level_change')
      .values(
        chunk.map((d) => ({
          member_id: d.memberId,
          franchisee_id: d.franchiseeId,
          business_date: day,
          kind: d.decision.kind,
          from_level: d.level,
          to_level: d.decision.to,
          monthly_bet: d.bets.monthly,
          weekly_bet: d.bets.weekly,
          reward: d.reward,
          points: d.pointsGranted,
          created_at: now,
        })),
      )
      .execute();
  }
}

/**
 * The promotions' rewards: each passed level's money reward as a ledger journal (answered, for the
 * caller to post) and its points credited, once per member and level ever — keys already paid or
 * credited are skipped. Fills each decision's reward and pointsGranted.
 */
async function promotionRewards(db: Database, decisions: Decided[], now: number): Promise<JournalEntry[]> {
  const promotions = decisions.filter(
    (d): d is Decided & { decision: Extract<LevelDecision, { kind: 'promote' }> } => d.decision.kind === 'promote',
  );
  const keys = promotions.flatMap((d) => d.decision.passed.map((r) => upgradeKey(d.memberId, r.level)));
  const paid = new Set<string>();
  const credited = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const chunk = keys.slice(i, i + BATCH);
    for (const r of await db.selectFrom('ledger_journal').select('business_key').where('business_key', 'in', chunk).execute())
      paid.add(r.business_key);
    for (const r of await db.selectFrom('points_ledger').select('ref').where('ref', 'in', chunk).execute()) credited.add(String(r.ref));
  }
  const journals: JournalEntry[] = [];
  const pointRows: { member_id: number; kind: 'vip'; amount: number; balance_after: number; ref: string; created_at: number }[] = [];
  for (const d of promotions) {
    let balance = d.points;
    for (const r of d.decision.passed) {
      const key = upgradeKey(d.memberId, r.level);
      if (r.upgradeReward > 0 && !paid.has(key)) {
        journals.push({
          journal: vipRewardJournal({ key, memberId: d.memberId, amount: r.upgradeReward, franchiseeId: d.franchiseeId }),
          meta: { now, refType: 'vip_level', refId: r.level, remark: `VIP ${r.level}` },
        });
        d.reward += r.upgradeReward;
      }
      if (r.upgradePoints > 0 && !credited.has(key)) {
        balance += r.upgradePoints;
        pointRows.push({ member_id: d.memberId, kind: 'vip', amount: r.upgradePoints, balance_after: balance, ref: key, created_at: now });
        d.pointsGranted += r.upgradePoints;
      }
    }
  }
  for (let i = 0; i < pointRows.length; i += BATCH)
    await db
      .insertInto('points_ledger')
      .values(pointRows.slice(i, i + BATCH))
      .execute();
  for (const group of groupBy(
    promotions.filter((d) => d.pointsGranted > 0),
    (d) => String(d.pointsGranted),
  ).values()) {
    for (let i = 0; i < group.length; i += BATCH) {
      await db
        .updateTable('member')
        .set((eb) => ({ points: eb('points', '+', group[0].pointsGranted) }))
        .where(
          'id',
          'in',
          group.slice(i, i + BATCH).map((d) => d.memberId),
        )
        .execute();
    }
  }
  return journals;
}
