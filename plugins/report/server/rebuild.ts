import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../server/db/database';
import { dialectOf } from '../../../server/db/database';
import { BOMBAY_OFFSET_MS, bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { bombayDayNumber, bombayDaySql } from '../../../server/time/bombay';
import { CUT_TABLES, MEMBER_CUT_KEYS, MEMBER_CUT_TABLE, MEMBER_FIGURES, type CutTable } from './cutTables';
import { BET_METRICS, EXTRA_METRICS, ORDER_METRICS, SETTLED_BET_STATUSES, type Metric } from './metrics';
import { clearStale, staleDays } from './staleMarks';

/*
 * Rebuilds the daily report tables for a range of Bombay dates: per dimension, one DELETE of the
 * range and one set-based INSERT … SELECT over a UNION ALL of the sources (registrations,
 * deposits, withdrawals, bets, rebates), each already grouped by day and key, summed again by
 * the outer query. Runs in one transaction, so a reader sees the old rows or the new ones (the
 * nightly job rebuilds table by table, each in its own: closeDayJob.ts).
 * "Incremental" refresh is the same rebuild restricted to today: every source has an index on
 * its time column, so one day costs a range scan of that day's rows.
 * The cut tables (migration 016) are built from the same sources with a `real` key instead of the
 * real-members-only filter, so test accounts can be added back from the table; so is the
 * per-member cut (migration 047), grouped member first so its rows go in in key order.
 */

export type Dimension = 'franchisee' | 'agent' | 'game';

const TABLE = { franchisee: 'daily_report', agent: 'daily_agent_report', game: 'daily_game_report' } as const;
const KEYS: Record<Dimension, string[]> = {
  franchisee: ['franchisee_id'],
  agent: ['franchisee_id', 'agent_id'],
  game: ['franchisee_id', 'game_id'],
};
const METRICS: Record<Dimension, readonly Metric[]> = {
  franchisee: [...ORDER_METRICS, ...BET_METRICS, ...EXTRA_METRICS],
  agent: [...ORDER_METRICS, ...BET_METRICS, ...EXTRA_METRICS],
  game: BET_METRICS,
};

/** A cut table's figures: those migration 016 created it with, and on the agent cut the plugin's own (metrics.ts EXTRA_METRICS). */
export function cutMetrics(table: CutTable): readonly Metric[] {
  return table === 'daily_cut_agent' ? [...CUT_TABLES[table].metrics, ...EXTRA_METRICS] : CUT_TABLES[table].metrics;
}

interface Source {
  /** Expression of each key column; a source without an expression for a dimension's key does not feed it. */
  keys: Partial<Record<string, string>>;
  day: RawBuilder<number>;
  from: string;
  where: RawBuilder<unknown>;
  /** Extra condition that leaves out trial rows (with REAL_MEMBER) unless test accounts are asked for. */
  realWhere?: string;
  metrics: Partial<Record<Metric, string>>;
}

const REAL_MEMBER = 'm.is_internal = 0 and m.is_test = 0';
// member_id feeds only live reads (live.ts). `real` is 1 for the rows a report counts without test accounts.
const MEMBER_KEYS = {
  franchisee_id: 'm.franchisee_id',
  agent_id: 'coalesce(m.agent_id, 0)',
  member_id: 'm.id',
  vip_level: 'm.vip_level',
  real: `case when ${REAL_MEMBER} then 1 else 0 end`,
};

/**
 * The ledger's member credits the reports count (metrics.ts): VIP and task rewards, registration
 * discounts. A type added here needs a report migration that widens the journal trigger (074).
 */
export const LEDGER_REWARDS = "(j.type in ('vip_reward', 'task_reward') or (j.type = 'manual_credit' and j.ref_type = 'regist_discount'))";

/** Joins a member account (alias la, owner_id text) to its member (alias m): SQLite compares the text as a number, PostgreSQL needs the cast. */
function memberOfAccount(dialect: 'sqlite' | 'postgres'): string {
  return dialect === 'postgres' ? 'cast(m.id as text) = la.owner_id' : 'm.id = la.owner_id';
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' text column: that date's Bombay day number. */
function dateDaySql(dialect: 'sqlite' | 'postgres', column: string): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(cast(${sql.ref(column)} as date) - date '1970-01-01')`
    : sql<number>`cast(julianday(${sql.ref(column)}) - 2440587.5 as integer)`;
}

/**
 * SQLite only: read the bets (or rebates) of the range first and their members after, whatever
 * the member condition (a CROSS JOIN keeps SQLite's join order). live.ts asks for it when the
 * range holds fewer rows than a downline has members; PostgreSQL plans from its statistics.
 */
export interface TimeFirst {
  bets?: boolean;
  rebates?: boolean;
}

export function sources(
  dialect: 'sqlite' | 'postgres',
  start: number,
  end: number,
  fromDate: string,
  toDate: string,
  timeFirst: TimeFirst = {},
): Source[] {
  const settled = `b.status in (${SETTLED_BET_STATUSES.join(', ')})`;
  const houseProfit = `sum(case when ${settled} then b.stake - b.payout else 0 end)`;
  const rebatesPaid = 'sum(case when r.status = 1 then r.amount else 0 end)';
  const join = (first: boolean | undefined) => (first && dialect === 'sqlite' ? 'cross join' : 'join');
  return [
    {
      keys: MEMBER_KEYS,
      day: bombayDaySql('m.created_at'),
      from: 'member m',
      where: sql`m.created_at >= ${start} and m.created_at < ${end}`,
      metrics: { registrations: 'count(*)' },
    },
    {
      keys: { ...MEMBER_KEYS, deposit_kind: 'o.kind' },
      day: bombayDaySql('o.reviewed_at'),
      from: 'deposit_order o join member m on m.id = o.member_id',
      where: sql`o.status = 2 and o.reviewed_at >= ${start} and o.reviewed_at < ${end}`,
      metrics: {
        deposit_count: 'count(*)',
        deposit_amount: 'sum(o.amount)',
        bonuses: 'sum(o.bonus)',
        first_deposit_count: 'sum(case when o.is_first = 1 then 1 else 0 end)',
        first_deposit_amount: 'sum(case when o.is_first = 1 then o.amount else 0 end)',
        net_gaming_revenue: '0 - sum(o.bonus)',
      },
    },
    {
      keys: MEMBER_KEYS,
      day: bombayDaySql('w.paid_at'),
      from: 'withdrawal_order w join member m on m.id = w.member_id',
      where: sql`w.stage = 'paid' and w.paid_at >= ${start} and w.paid_at < ${end}`,
      metrics: {
        withdraw_count: 'count(*)',
        withdraw_amount: 'sum(w.amount)',
        withdraw_fees: 'sum(w.fee + w.admin_fee)',
        withdraw_net: 'sum(w.net_payout)',
      },
    },
    {
      keys: {
        ...MEMBER_KEYS,
        game_id: 'b.game_id',
        play_code: 'b.play_code',
        hour: `(((b.created_at + ${BOMBAY_OFFSET_MS}) % ${DAY_MS}) / 3600000)`,
        real: `case when ${REAL_MEMBER} and b.is_test = 0 then 1 else 0 end`,
      },
      day: bombayDaySql('b.created_at'),
      from: `bet b ${join(timeFirst.bets)} member m on m.id = b.member_id`,
      where: sql`b.created_at >= ${start} and b.created_at < ${end}`,
      realWhere: 'b.is_test = 0',
      metrics: {
        bet_count: 'count(*)',
        bettors: 'count(distinct b.member_id)',
        stake: 'sum(b.stake)',
        bet_fees: 'sum(b.fee)',
        valid_turnover: `sum(case when ${settled} then b.stake else 0 end)`,
        payout: `sum(case when ${settled} then b.payout else 0 end)`,
        house_profit: houseProfit,
        net_gaming_revenue: houseProfit,
      },
    },
    {
      keys: { ...MEMBER_KEYS, game_id: 'coalesce(r.game_id, 0)' },
      day: dateDaySql(dialect, 'r.business_date'),
      from: `rebate_record r ${join(timeFirst.rebates)} member m on m.id = r.member_id`,
      where: sql`r.status <> 2 and r.business_date >= ${fromDate} and r.business_date <= ${toDate}`,
      metrics: {
        rebates: 'sum(r.amount)',
        rebates_paid: rebatesPaid,
        rebates_held: 'sum(case when r.status = 0 then r.amount else 0 end)',
        net_gaming_revenue: `0 - ${rebatesPaid}`,
      },
    },
    {
      // Manual credits and debits count on the day they were applied (approved), as the ledger posts them.
      keys: MEMBER_KEYS,
      day: bombayDaySql('a.reviewed_at'),
      from: 'manual_adjustment a join member m on m.id = a.member_id',
      where: sql`a.status = 'applied' and a.reviewed_at >= ${start} and a.reviewed_at < ${end}`,
      metrics: {
        manual_credits: "sum(case when a.direction = 'credit' then a.amount else 0 end)",
        manual_debits: "sum(case when a.direction = 'debit' then a.amount else 0 end)",
        net_gaming_revenue: "sum(case when a.direction = 'debit' then a.amount else 0 - a.amount end)",
      },
    },
    {
      // Rewards and discounts credited to members by the ledger, on their posting day (journals are never rewritten).
      // SQLite is held to the journal side first (its type and time index): planned from the member accounts,
      // it walked every posting of every member, 0.3-0.5 s for a day's 36 rewards, on the server's one thread.
      keys: MEMBER_KEYS,
      day: bombayDaySql('j.created_at'),
      from: `ledger_journal j ${join(true)} ledger_posting p on p.journal_id = j.id
        join ledger_account la on la.id = p.account_id and la.owner_type = 'member'
        join member m on ${memberOfAccount(dialect)}`,
      where: sql`${sql.raw(LEDGER_REWARDS)} and j.created_at >= ${start} and j.created_at < ${end}`,
      metrics: {
        vip_rewards: "sum(case when j.type = 'vip_reward' then p.amount else 0 end)",
        task_rewards: "sum(case when j.type = 'task_reward' then p.amount else 0 end)",
        discounts: "sum(case when j.type = 'manual_credit' then p.amount else 0 end)",
        net_gaming_revenue: '0 - sum(p.amount)',
      },
    },
  ];
}

/**
 * The figures some source counts under the key column `key`: a rebate is kept per member, game and
 * business date, so no play or hour holds one (groupedSql leaves those sources out of such a cut,
 * and its rows would say 0 while the totals count the rebates). Read for cut rows (breakdown.ts).
 */
export function figuresKeyedBy(key: string): Set<Metric> {
  const out = new Set<Metric>();
  for (const s of sources('sqlite', 0, 0, '', '')) if (s.keys[key]) for (const m of Object.keys(s.metrics) as Metric[]) out.add(m);
  return out;
}

export interface GroupedQuery {
  /** Key columns (names of Source.keys); only sources that have every key take part. */
  keys: string[];
  metrics: readonly Metric[];
  /** Leave out internal and trial members (the report tables always do). */
  realOnly: boolean;
  /** Group by Bombay day; otherwise every row has day 0 (whole-range figures, distinct bettors over the range). */
  perDay: boolean;
  /** Extra condition on the member (alias m) every source joins, e.g. a scope filter. */
  memberWhere?: RawBuilder<unknown>;
  /** Group by the keys, then the day (rows come out in key order: the per-member cut's primary key). */
  dayLast?: boolean;
}

/** select day, keys…, metrics… summed over the UNION ALL of the sources, grouped by day and keys. */
export function groupedSql(all: Source[], q: GroupedQuery): RawBuilder<unknown> {
  const { keys, metrics } = q;
  const parts = all
    .filter((s) => keys.every((k) => s.keys[k]) && metrics.some((m) => s.metrics[m]))
    .map((s) => {
      const columns = [...keys.map((k) => `${s.keys[k]} as ${k}`), ...metrics.map((m) => `${s.metrics[m] ?? '0'} as ${m}`)].join(', ');
      const groupBy = ['1', ...keys.map((_, i) => String(i + 2))].join(', ');
      const conditions = [s.where];
      if (q.realOnly) conditions.push(sql.raw(s.realWhere ? `${REAL_MEMBER} and ${s.realWhere}` : REAL_MEMBER));
      if (q.memberWhere) conditions.push(q.memberWhere);
      const day = q.perDay ? s.day : sql<number>`0`;
      return sql`select ${day} as day, ${sql.raw(columns)} from ${sql.raw(s.from)} where ${sql.join(conditions, sql` and `)} group by ${sql.raw(groupBy)}`;
    });
  const outer = [...keys.map((k) => `u.${k}`), ...metrics.map((m) => `sum(u.${m}) as ${m}`)].join(', ');
  const groupKeys = keys.map((k) => `u.${k}`);
  const groupBy = (q.dayLast ? [...groupKeys, 'u.day'] : ['u.day', ...groupKeys]).join(', ');
  return sql`select u.day, ${sql.raw(outer)} from (${sql.join(parts, sql` union all `)}) u group by ${sql.raw(groupBy)}`;
}

function insertSql(
  table: string,
  keys: string[],
  metrics: readonly Metric[],
  realOnly: boolean,
  all: Source[],
  now: number,
  dayLast = false,
  memberWhere?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const columns = ['day', ...keys, ...metrics, 'refreshed_at'].join(', ');
  const select = groupedSql(all, { keys, metrics, realOnly, perDay: true, dayLast, memberWhere });
  return sql`insert into ${sql.table(table)} (${sql.raw(columns)}) select g.*, ${now} from (${select}) g`;
}

export function cutKeys(table: CutTable): string[] {
  const own = CUT_TABLES[table].key;
  return ['real', 'franchisee_id', 'agent_id', ...(own !== null ? [own] : [])];
}

/**
 * Each member's first betting day, for the days of [start, end): the rows whose first day lies in
 * them are recomputed, and a member with an earlier first day keeps it (the upsert takes the
 * smaller day), so rebuilding any range, in any order, leaves the all-time first day.
 * The member's flag, franchisee and agent are copied in (migration 046) so the new-bettor count
 * never joins member; changing a member's agent marks its days stale and their rebuild updates the copy (staleDays.ts).
 */
async function rebuildFirstBets(trx: Database, start: number, end: number, firstDay: number, lastDay: number) {
  await trx.deleteFrom('member_first_bet').where('first_day', '>=', firstDay).where('first_day', '<=', lastDay).execute();
  const smaller = dialectOf(trx) === 'postgres' ? sql.raw('least') : sql.raw('min');
  for (const real of [0, 1]) {
    const testBets = real === 1 ? sql`and b.is_test = 0` : sql``;
    // `where true` keeps SQLite from reading ON CONFLICT as a join constraint of the SELECT.
    await sql`insert into member_first_bet (member_id, real, first_day, member_real, franchisee_id, agent_id)
      select f.member_id, ${real}, f.first_day, ${sql.raw(MEMBER_KEYS.real)}, m.franchisee_id, coalesce(m.agent_id, 0) from (
        select b.member_id, min(${bombayDaySql('b.created_at')}) as first_day from bet b
        where b.created_at >= ${start} and b.created_at < ${end} ${testBets} group by b.member_id) f join member m on m.id = f.member_id where true
      on conflict (member_id, real) do update set first_day = ${smaller}(member_first_bet.first_day, excluded.first_day),
        member_real = excluded.member_real, franchisee_id = excluded.franchisee_id, agent_id = excluded.agent_id`.execute(trx);
  }
}

/**
 * Key columns that hold a member's state as it was when the day was built, not a fact of the
 * day's rows: the VIP cut counts a member under the level it has when its day is (re)built, and
 * a promotion marks no day stale (staleWatched.ts), so a past day keeps the levels it was built
 * with. Its rows can be checked only summed over that key (reconcile.ts); the screen says so
 * (report.vipRule).
 */
const AS_BUILT: Partial<Record<CutTable, string[]>> = { daily_cut_vip: ['vip_level'] };

export interface StoredTable {
  table: string;
  keys: string[];
  metrics: readonly Metric[];
  realOnly: boolean;
  /** Keys whose value is the member's state at build time (AS_BUILT). */
  asBuilt: string[];
}

/** Each aggregate table a rebuild writes: its key columns, its figures, and whether it leaves internal and trial members out. */
export function storedTables(): StoredTable[] {
  return [
    ...(['franchisee', 'agent', 'game'] as const).map((d) => ({
      table: TABLE[d],
      keys: KEYS[d],
      metrics: METRICS[d],
      realOnly: true,
      asBuilt: [],
    })),
    ...CUT_PARTS.map((table) => ({
      table,
      keys: cutKeys(table),
      metrics: cutMetrics(table),
      realOnly: false,
      asBuilt: AS_BUILT[table] ?? [],
    })),
    { table: MEMBER_CUT_TABLE, keys: MEMBER_CUT_KEYS, metrics: MEMBER_FIGURES, realOnly: false, asBuilt: [] },
  ];
}

/** The tables a rebuild writes, in the order it writes them. */
export const REPORT_PARTS = [
  ...Object.values(TABLE),
  ...(Object.keys(CUT_TABLES) as CutTable[]),
  'member_first_bet',
  MEMBER_CUT_TABLE,
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];
export const CUT_PARTS = Object.keys(CUT_TABLES) as CutTable[];

export interface RebuildRange {
  /** First Bombay date, 'YYYY-MM-DD'. */
  from: string;
  /** Last Bombay date (inclusive). */
  to: string;
  /** Written into refreshed_at. */
  now: number;
  /** Only these tables (default: all); the backfills of migrations 016, 046 and 047 name theirs. */
  parts?: readonly ReportPart[];
  /** The per-member cut for members with ids in [from, to) only (the nightly job cuts it in slices). */
  memberIds?: readonly [number, number];
  /**
   * Only the figures whose columns the tables have now: a backfill of an early migration (016, 046,
   * 047) runs on a database being upgraded from before the migrations that added later figures
   * (070, 071, 073), and those mark every stored day for a rebuild of all figures once they have run.
   */
  presentColumnsOnly?: boolean;
}

/** The columns `table` has at this moment. */
async function columnsOf(trx: Database, table: string): Promise<Set<string>> {
  const rows =
    dialectOf(trx) === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(trx)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(trx);
  return new Set(rows.rows.map((r) => r.name));
}

/** The per-member cut's rows for the days of [firstDay, lastDay], recomputed. */
async function rebuildMemberCut(
  trx: Database,
  all: Source[],
  firstDay: number,
  lastDay: number,
  now: number,
  ids?: readonly [number, number],
  metrics: readonly Metric[] = MEMBER_FIGURES,
) {
  let remove = trx.deleteFrom(MEMBER_CUT_TABLE).where('day', '>=', firstDay).where('day', '<=', lastDay);
  if (ids) remove = remove.where('member_id', '>=', ids[0]).where('member_id', '<', ids[1]);
  await remove.execute();
  const memberWhere = ids ? sql`m.id >= ${ids[0]} and m.id < ${ids[1]}` : undefined;
  await insertSql(MEMBER_CUT_TABLE, MEMBER_CUT_KEYS, metrics, false, all, now, true, memberWhere).execute(trx);
}

/** Recomputes the report tables (all, or `range.parts`) for [from, to]; returns the number of days rebuilt. */
export async function rebuildDailyReports(db: Database, range: RebuildRange): Promise<number> {
  const start = bombayDayStart(range.from);
  const end = bombayDayStart(range.to) + DAY_MS;
  if (end <= start) throw new RangeError(`empty date range ${range.from} … ${range.to}`);
  const [firstDay, lastDay] = [bombayDayNumber(start), bombayDayNumber(end - 1)];
  const parts = new Set<ReportPart>(range.parts ?? REPORT_PARTS);
  const whole = range.parts === undefined && range.memberIds === undefined;
  const work = async (trx: Database) => {
    // A rebuild of every table of these days makes their stale marks (migration 069) moot, unless marked again meanwhile.
    const seen = whole ? await staleDays(trx, firstDay, lastDay) : [];
    const all = sources(dialectOf(trx), start, end, range.from, range.to);
    const present = async (table: string, metrics: readonly Metric[]) => {
      if (!range.presentColumnsOnly) return metrics;
      const columns = await columnsOf(trx, table);
      return metrics.filter((m) => columns.has(m));
    };
    for (const dimension of ['franchisee', 'agent', 'game'] as const) {
      if (!parts.has(TABLE[dimension])) continue;
      await trx.deleteFrom(TABLE[dimension]).where('day', '>=', firstDay).where('day', '<=', lastDay).execute();
      await insertSql(TABLE[dimension], KEYS[dimension], await present(TABLE[dimension], METRICS[dimension]), true, all, range.now).execute(
        trx,
      );
    }
    for (const table of CUT_PARTS) {
      if (!parts.has(table)) continue;
      await trx.deleteFrom(table).where('day', '>=', firstDay).where('day', '<=', lastDay).execute();
      await insertSql(table, cutKeys(table), await present(table, cutMetrics(table)), false, all, range.now).execute(trx);
    }
    if (parts.has('member_first_bet')) await rebuildFirstBets(trx, start, end, firstDay, lastDay);
    if (parts.has(MEMBER_CUT_TABLE))
      await rebuildMemberCut(trx, all, firstDay, lastDay, range.now, range.memberIds, await present(MEMBER_CUT_TABLE, MEMBER_FIGURES));
    await clearStale(trx, seen);
  };
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
  return lastDay - firstDay + 1;
}

/** Refreshes today's rows (the Bombay day of `now`). */
export function refreshToday(db: Database, now: number): Promise<number> {
  const today = bombayDate(now);
  return rebuildDailyReports(db, { from: today, to: today, now });
}

/** The Bombay dates from the first member or bet to `now`, or null on an empty database. */
async function historyRange(trx: Database, now: number): Promise<{ from: string; to: string } | null> {
  const first = await trx
    .selectFrom('member')
    .select((e) => e.fn.min('created_at').as('at'))
    .executeTakeFirst();
  const firstBet = await trx
    .selectFrom('bet')
    .select((e) => e.fn.min('created_at').as('at'))
    .executeTakeFirst();
  const times = [first?.at, firstBet?.at].filter((t): t is number => t !== null && t !== undefined).map(Number);
  if (times.length === 0) return null;
  return { from: bombayDate(Math.min(...times)), to: bombayDate(Math.max(now, Math.min(...times))) };
}

/** Fills the cut tables for the whole history of an existing database (migration 016). */
export async function backfillReportCuts(db: Kysely<unknown>, now: number): Promise<void> {
  const range = await historyRange(db as unknown as Database, now);
  if (range) await rebuildDailyReports(db as unknown as Database, { ...range, now, parts: CUT_PARTS, presentColumnsOnly: true });
}

/** Fills member_first_bet for the whole history of an existing database (migration 046). */
export async function backfillFirstBets(db: Kysely<unknown>, now: number): Promise<void> {
  const range = await historyRange(db as unknown as Database, now);
  if (range) await rebuildDailyReports(db as unknown as Database, { ...range, now, parts: ['member_first_bet'], presentColumnsOnly: true });
}

/** Fills the per-member cut for the whole history of an existing database (migration 047). */
export async function backfillMemberCut(db: Kysely<unknown>, now: number): Promise<void> {
  const range = await historyRange(db as unknown as Database, now);
  if (range) await rebuildDailyReports(db as unknown as Database, { ...range, now, parts: [MEMBER_CUT_TABLE], presentColumnsOnly: true });
}
