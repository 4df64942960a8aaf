import type { Selectable } from 'kysely';
import { assertIndependent } from '../../../../server/auth/independence';
import type { Database } from '../../../../server/db/database';
import type { CommissionPeriodTable } from '../tables/commission';
import type { Journal } from '../../../../server/domain/ledgerModel';
import { ApiError } from '../../../../server/http/errors';
import { systemAccount } from '../../../../server/domain/ledgerJournals';
import { postJournals } from '../../../../server/ledger/ledger';
import { lineFigures, type LineInputs } from './figures';
import { agentFiguresOf, memberCounts } from './lineInputs';
import { periodContaining, periodOfKey, type CommissionPeriod } from './periods';
import { scheduleOf } from './setting';
import { assignmentsAt, defaultTemplateId, templateTermsAt } from './terms';

/*
 * Settlement of a commission period: compute (maker) → approve (an independent checker) → pay.
 *   compute  (a staff member, or the scheduled job as maker 'job') writes one commission_line per agent, replacing the period's lines while it is only
 *            computed, so running it twice gives the same rows. Periods settle in order: a period
 *            is computed only when every earlier computed period is paid (its carry-over is final)
 *            and no later one exists.
 *   approve  by someone independent of whoever last computed it (server/auth/independence.ts).
 *   pay      one ledger journal per agent line with a positive total, key commission:{period}:{agent}
 *            (house of the agent's franchisee → the agent's wallet), in the caller's transaction;
 *            the period becomes 'paid' and is locked: nothing recomputes or edits it again.
 */

export function commissionJournal(a: { periodKey: string; agentId: number; franchiseeId: number; amount: number }): Journal {
  return {
    type: 'commission',
    businessKey: `commission:${a.periodKey}:${a.agentId}`,
    postings: [
      { account: systemAccount('house', String(a.franchiseeId)), amount: -a.amount },
      { account: { ownerType: 'agent', ownerId: String(a.agentId), bucket: 'cash' }, amount: a.amount },
    ],
  };
}

export function requirePeriod(key: string): CommissionPeriod {
  const period = periodOfKey(key);
  if (!period) throw new ApiError('A0400', 'commission_period_invalid', { key });
  return period;
}

async function periodRow(db: Database, key: string): Promise<Selectable<CommissionPeriodTable> | undefined> {
  return db.selectFrom('commission_period').selectAll().where('period_key', '=', key).executeTakeFirst();
}

/** The agent lines of a period under each agent's terms, from per-agent sums in SQL (pure but for the reads). */
export async function computeLines(db: Database, period: CommissionPeriod): Promise<{ rows: ReturnType<typeof toRow>[] }> {
  const [agents, termsByTemplate, assigned, fallback, counts, carries] = await Promise.all([
    db.selectFrom('agent').select(['id', 'franchisee_id']).orderBy('id').execute(),
    templateTermsAt(db, period.start),
    assignmentsAt(db, period.start),
    defaultTemplateId(db),
    memberCounts(db),
    carriesBefore(db, period.start),
  ]);
  const termsOfAgent = (agentId: number) => {
    const templateId = assigned.get(agentId) ?? fallback;
    return templateId === null ? undefined : termsByTemplate.get(templateId);
  };
  const thresholds = agents.flatMap((a) => termsOfAgent(a.id)?.minActiveBet ?? []);
  const figures = await agentFiguresOf(db, period.start, period.end, thresholds);
  const rows = agents.map((agent) => {
    const terms = termsOfAgent(agent.id);
    const f = figures.get(agent.id);
    const input: LineInputs = {
      activeMembers: terms && f ? (f.activeByThreshold.get(terms.minActiveBet) ?? 0) : 0,
      validBet: f?.validBet ?? 0,
      validBetByGame: f?.validBetByGame ?? new Map(),
      profit: f?.profit ?? 0,
      depositFee: f?.depositFee ?? 0,
      withdrawFee: f?.withdrawFee ?? 0,
      bonus: f?.bonus ?? 0,
      memberRebate: f?.memberRebate ?? 0,
      carryIn: carries.get(agent.id) ?? 0,
    };
    return toRow(period.key, agent, counts.get(agent.id) ?? 0, input, terms ?? null);
  });
  return { rows };
}

const EMPTY_INPUT: LineInputs = {
  activeMembers: 0,
  validBet: 0,
  validBetByGame: new Map(),
  profit: 0,
  depositFee: 0,
  withdrawFee: 0,
  bonus: 0,
  memberRebate: 0,
  carryIn: 0,
};

function toRow(
  periodKey: string,
  agent: { id: number; franchisee_id: number },
  memberCount: number,
  input: LineInputs,
  terms: Awaited<ReturnType<typeof templateTermsAt>> extends Map<number, infer T> ? T | null : never,
) {
  const f = terms
    ? lineFigures(terms.terms, input)
    : { base: 0, commissionBps: 0, commissionPayable: 0, rebatePayable: 0, totalPayable: 0, carryOut: 0, remark: 'no_template' as const };
  return {
    period_key: periodKey,
    agent_id: agent.id,
    franchisee_id: agent.franchisee_id,
    template_id: terms?.templateId ?? null,
    revision_id: terms?.revisionId ?? null,
    members: memberCount,
    active_members: input.activeMembers,
    valid_bet: input.validBet,
    profit: input.profit,
    deposit_fee: input.depositFee,
    withdraw_fee: input.withdrawFee,
    bonus: input.bonus,
    member_rebate: input.memberRebate,
    carry_in: input.carryIn,
    base: f.base,
    commission_bps: f.commissionBps,
    commission_payable: f.commissionPayable,
    rebate_payable: f.rebatePayable,
    total_payable: f.totalPayable,
    carry_out: f.carryOut,
    remark: f.remark,
  };
}

/** Each agent's carry-out of the latest period before `start`. */
async function carriesBefore(db: Database, start: number): Promise<Map<number, number>> {
  const last = await db
    .selectFrom('commission_period')
    .select('period_key')
    .where('end_at', '<=', start)
    .orderBy('end_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return new Map();
  const rows = await db.selectFrom('commission_line').select(['agent_id', 'carry_out']).where('period_key', '=', last.period_key).execute();
  return new Map(rows.map((r) => [r.agent_id, r.carry_out]));
}

/** `staffId` null: the scheduled job computes it (kind 'job', computed_by 0, which is no staff member). */
export async function computePeriod(
  db: Database,
  key: string,
  staffId: number | null,
  now: number,
): Promise<{ lines: number; status: 'computed' }> {
  const period = requirePeriod(key);
  // Only the periods the cycle schedule cuts exist (not a weekly key while the cycle is monthly).
  if (periodContaining(await scheduleOf(db), period.start).key !== key) throw new ApiError('A0400', 'commission_period_invalid', { key });
  if (period.end > now) throw new ApiError('A0400', 'commission_period_open', { key });
  const maker = { computed_by: staffId ?? 0, computed_kind: staffId === null ? ('job' as const) : ('staff' as const) };
  const existing = await periodRow(db, key);
  if (existing && existing.status !== 'computed') throw new ApiError('A0400', 'commission_period_locked', { key });
  // A later period, or one of another cycle overlapping this one, would make carry-overs ambiguous.
  const later = await db
    .selectFrom('commission_period')
    .select('period_key')
    .where('period_key', '<>', key)
    .where((eb) => eb.or([eb('start_at', '>', period.start), eb.and([eb('start_at', '<', period.end), eb('end_at', '>', period.start)])]))
    .executeTakeFirst();
  if (later) throw new ApiError('A0400', 'commission_period_order', { key: later.period_key });
  const unpaid = await db
    .selectFrom('commission_period')
    .select('period_key')
    .where('start_at', '<', period.start)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  if (unpaid) throw new ApiError('A0400', 'commission_period_order', { key: unpaid.period_key });
  if (existing) {
    // Guarded on the status read above, so a concurrent approval cannot be overwritten.
    const touched = await db
      .updateTable('commission_period')
      .set({ ...maker, computed_at: now })
      .where('period_key', '=', key)
      .where('status', '=', 'computed')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) throw new ApiError('A0400', 'commission_period_locked', { key });
    await db.deleteFrom('commission_line').where('period_key', '=', key).execute();
  } else {
    await db
      .insertInto('commission_period')
      .values({
        period_key: key,
        start_at: period.start,
        end_at: period.end,
        status: 'computed',
        ...maker,
        computed_at: now,
        approved_by: null,
        approved_at: null,
        paid_by: null,
        paid_at: null,
      })
      .execute();
  }
  const { rows } = await computeLines(db, period);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('commission_line')
      .values(rows.slice(i, i + 200))
      .execute();
  return { lines: rows.length, status: 'computed' };
}

/** A stored line as read back: the columns computeLines writes, as the engine returns them. */
type StoredLine = Record<string, unknown> & { agent_id: number };
type LineRow = ReturnType<typeof toRow>;

/** Every column a compute writes: a period awaiting approval is recomputed when any of them would change. */
const ALL_COLUMNS: readonly (keyof LineRow)[] = Object.keys(
  toRow('', { id: 0, franchisee_id: 0 }, 0, EMPTY_INPUT, null),
) as (keyof LineRow)[];
/*
 * What an approval vouched for: the figures and the money, not the agent's member count (which is
 * the count now and moves with every registration, so it would mark every approved period).
 */
const APPROVED_COLUMNS = ALL_COLUMNS.filter((c) => c !== 'members');

/** The agents whose stored line differs from a fresh computation in `columns` (a line missing on either side counts). */
function differingAgents(stored: readonly StoredLine[], fresh: readonly LineRow[], columns: readonly (keyof LineRow)[]): number[] {
  // PostgreSQL answers bigint columns as strings, SQLite as numbers: compare (and key by) the text of each value.
  const byAgent = new Map(stored.map((s) => [String(s.agent_id), s]));
  const out = new Set<number>();
  for (const row of fresh) {
    const s = byAgent.get(String(row.agent_id));
    if (!s || columns.some((c) => String(s[c] ?? null) !== String(row[c] ?? null))) out.add(row.agent_id);
    byAgent.delete(String(row.agent_id));
  }
  for (const agentId of byAgent.keys()) out.add(Number(agentId));
  return [...out].sort((a, b) => a - b);
}

async function storedLines(db: Database, key: string): Promise<StoredLine[]> {
  return db.selectFrom('commission_line').selectAll().where('period_key', '=', key).orderBy('agent_id').execute();
}

/**
 * The agents whose stored line of an unsettled period (computed or approved) no longer matches its
 * inputs: a late bet settlement, a deposit or withdrawal reviewed late, a rebate cancelled, a member
 * moved to another agent (whose whole history follows it, see lineInputs.ts). Recomputes in memory
 * and compares, so every input the compute reads is covered, whichever plugin wrote it. Empty for
 * a period not stored or already paid.
 */
export async function changedAgents(db: Database, key: string): Promise<number[]> {
  const row = await periodRow(db, key);
  if (!row || row.status === 'paid') return [];
  const stored = await storedLines(db, key);
  const { rows } = await computeLines(db, requirePeriod(key));
  return differingAgents(stored, rows, row.status === 'computed' ? ALL_COLUMNS : APPROVED_COLUMNS);
}

/**
 * Recomputes a period awaiting approval whose inputs changed since it was computed (the refresh
 * job's work). The maker stays who computed it, so the independence of the approval is unchanged;
 * computed_at says when its figures were last made. An approved or paid period is never touched:
 * its figures are what was approved. Returns the lines rewritten (0 when nothing changed).
 */
export async function refreshPeriod(db: Database, key: string, now: number): Promise<number> {
  const row = await periodRow(db, key);
  if (!row || row.status !== 'computed') return 0;
  const { rows } = await computeLines(db, requirePeriod(key));
  if (differingAgents(await storedLines(db, key), rows, ALL_COLUMNS).length === 0) return 0;
  // Guarded on the status, so an approval that came meanwhile keeps the figures it approved.
  const touched = await db
    .updateTable('commission_period')
    .set({ computed_at: now })
    .where('period_key', '=', key)
    .where('status', '=', 'computed')
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) return 0;
  await db.deleteFrom('commission_line').where('period_key', '=', key).execute();
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('commission_line')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length;
}

/**
 * `seenComputedAt`: when the figures the checker reviewed were computed (the period list's
 * computedAt). The refresh job may recompute a period awaiting approval at any time, so an approval
 * of figures made before the latest computation is refused instead of approving figures nobody saw.
 */
export async function approvePeriod(
  db: Database,
  key: string,
  staffId: number,
  now: number,
  seenComputedAt?: number,
): Promise<Selectable<CommissionPeriodTable>> {
  const row = await periodRow(db, key);
  if (!row) throw new ApiError('A0400', 'commission_period_missing', { key });
  if (row.status !== 'computed') throw new ApiError('A0400', 'commission_period_locked', { key });
  if (seenComputedAt !== undefined && String(row.computed_at) !== String(seenComputedAt))
    throw new ApiError('A0400', 'commission_period_recomputed', { key });
  // A period the scheduler computed has no staff maker: any staff member with the right may approve it.
  if (row.computed_kind === 'staff') await assertIndependent(db, row.computed_by, staffId, 'commission_maker_is_checker');
  const done = await db
    .updateTable('commission_period')
    .set({ status: 'approved', approved_by: staffId, approved_at: now })
    .where('period_key', '=', key)
    .where('status', '=', 'computed')
    .where('computed_by', '=', row.computed_by)
    .where('computed_at', '=', row.computed_at)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new ApiError('A0400', 'commission_period_locked', { key });
  return { ...row, status: 'approved', approved_by: staffId, approved_at: now };
}

export async function payPeriod(db: Database, key: string, staffId: number, now: number): Promise<{ journals: number; total: number }> {
  const row = await periodRow(db, key);
  if (!row) throw new ApiError('A0400', 'commission_period_missing', { key });
  if (row.status !== 'approved')
    throw new ApiError('A0400', row.status === 'paid' ? 'commission_period_locked' : 'commission_period_not_approved', { key });
  const done = await db
    .updateTable('commission_period')
    .set({ status: 'paid', paid_by: staffId, paid_at: now })
    .where('period_key', '=', key)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new ApiError('A0400', 'commission_period_locked', { key });
  const lines = await db
    .selectFrom('commission_line')
    .select(['id', 'agent_id', 'franchisee_id', 'total_payable'])
    .where('period_key', '=', key)
    .where('total_payable', '>', 0)
    .orderBy('agent_id')
    .execute();
  const posted = await postJournals(
    db,
    lines.map((line) => ({
      journal: commissionJournal({ periodKey: key, agentId: line.agent_id, franchiseeId: line.franchisee_id, amount: line.total_payable }),
      meta: { now, staffId, refType: 'commission_line', refId: line.id, remark: key },
    })),
  );
  let total = 0;
  for (const [i, line] of lines.entries()) {
    await db.updateTable('commission_line').set({ journal_id: posted[i].journalId }).where('id', '=', line.id).execute();
    total += line.total_payable;
  }
  return { journals: lines.length, total };
}
