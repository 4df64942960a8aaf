import type { z } from 'zod';
import type { AnswerOf, RouteContract } from '../../../shared/contract';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { defineRoute, type Route } from '../../../server/http/route';
import { scopeOf, type Scope } from '../../../server/scope/scope';
import { assertAgentInScope, assertFranchiseeInScope, cutReport, type Cut, type CutFilters, type CutReport } from './breakdown';
import { dailyReport } from './dailyReport';
import { memberReport } from './memberReport';
import { newBettorsByDay } from './memberStats';
import type { Metric } from './metrics';
import { periodOf, previousOf, rangeOf, type ReportBody } from './period';
import { reportBody, reportContracts as contracts } from '../shared/reportContract';
import { withTeamCommission } from './teamCommission';
import { teamReport } from './teamReport';
import { lineOfAgent } from './agentLine';
import { freshnessOf } from './freshness';
import { REPORT_MENU } from '../shared/menuTree';

/*
 * One endpoint per report screen, each guarded by that screen's menu path, so a role whose menu
 * lacks a report cannot read it by calling its neighbour's endpoint. Daily screens read the daily
 * aggregates and cuts the cut aggregates, today live (dailyReport.ts, breakdown.ts).
 * Every answer carries the previous period's totals (same length, just before) for the change column.
 */

const BET: Metric[] = ['bet_count', 'bettors', 'stake', 'valid_turnover', 'payout', 'house_profit', 'bet_fees', 'rebates'];
const DEPOSIT: Metric[] = ['deposit_count', 'deposit_amount', 'first_deposit_count', 'first_deposit_amount', 'bonuses'];

async function filtersOf(db: Database, caller: Caller, body: ReportBody, now: number): Promise<CutFilters> {
  const scope = scopeOf(caller);
  assertFranchiseeInScope(scope, body.franchiseeId);
  if (body.agentId !== undefined) await assertAgentInScope(db, scope, body.agentId);
  return { scope, franchiseeId: body.franchiseeId, agentId: body.agentId, includeTest: body.includeTest, now };
}

async function daily(db: Database, caller: Caller, body: ReportBody, now: number) {
  const filters = await filtersOf(db, caller, body, now);
  const current = periodOf(body);
  const query = { ...filters, gameId: body.gameId };
  const [report, before] = await Promise.all([
    dailyReport(db, { ...query, ...rangeOf(current) }),
    dailyReport(db, { ...query, ...rangeOf(previousOf(current)) }),
  ]);
  return { rows: report.rows, totals: report.totals, previous: before.totals };
}

async function labelled(
  report: CutReport,
  labels: (keys: (number | string)[]) => Promise<Map<number | string, string>>,
): Promise<CutReport> {
  const names = await labels(report.rows.map((r) => r.key));
  return { ...report, rows: report.rows.map((r) => ({ ...r, label: names.get(r.key) ?? String(r.key) })) };
}

const byIds = (db: Database, table: 'game' | 'member') => async (keys: (number | string)[]) => {
  const ids = keys.filter((k): k is number => typeof k === 'number' && k > 0);
  const out = new Map<number | string, string>();
  // Chunked: PostgreSQL and SQLite cap the number of bound parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows =
      table === 'game'
        ? await db.selectFrom('game').select(['id', 'name']).where('id', 'in', chunk).execute()
        : await db.selectFrom('member').select(['id', 'username as name']).where('id', 'in', chunk).execute();
    for (const r of rows) out.set(r.id, r.name);
  }
  return out;
};

async function cut(db: Database, caller: Caller, body: ReportBody, now: number, key: Cut, metrics: Metric[]) {
  const filters = await filtersOf(db, caller, body, now);
  const current = periodOf(body);
  const report = await cutReport(db, key, current, previousOf(current), metrics, filters);
  if (key === 'game_id') return labelled(report, byIds(db, 'game'));
  if (key === 'member_id') return labelled(report, byIds(db, 'member'));
  return report;
}

/** The breadcrumb from the top of the caller's own tree down to `root`. */
async function trailTo(db: Database, scope: Scope, root: { path: string }): Promise<{ id: number; username: string }[]> {
  const ownRoot = scope.kind === 'agent' ? scope.path : '/';
  const ids = root.path.split('/').filter(Boolean).map(Number);
  const above = await db.selectFrom('agent').select(['id', 'username', 'path']).where('id', 'in', ids).execute();
  const trail: { id: number; username: string }[] = [];
  for (const id of ids) {
    const a = above.find((x) => x.id === id);
    if (a && a.path.startsWith(ownRoot)) trail.push({ id: a.id, username: a.username });
  }
  return trail;
}

/** Agent lines: the figures of each child of `rootId` (or of each top agent) with its whole subtree; the root's own members apart. */
async function agentLines(db: Database, caller: Caller, body: ReportBody, now: number, metrics: Metric[], rootId: number | undefined) {
  const filters = await filtersOf(db, caller, { ...body, agentId: undefined }, now);
  const scope = filters.scope;
  const root = rootId !== undefined ? await assertAgentInScope(db, scope, rootId) : null;
  const agents = await db
    .selectFrom('agent')
    .select(['id', 'username', 'path'])
    .$if(root !== null, (q) => q.where('path', 'like', `${root!.path}%`))
    .execute();
  const lineOf = new Map(agents.map((a) => [a.id, lineOfAgent(root, a)]));
  const current = periodOf(body);
  // Members without an agent (agent_id 0) belong to no line.
  const report = await cutReport(
    db,
    'agent_id',
    current,
    previousOf(current),
    metrics,
    { ...filters, agentId: root?.id },
    (key) => lineOf.get(Number(key)) ?? null,
  );
  const names = new Map(agents.map((a) => [a.id, a.username]));
  return {
    ...report,
    trail: root !== null ? await trailTo(db, scope, root) : [],
    rows: report.rows.map((r) => ({
      ...r,
      // The agent_id cut's keys are read as numbers (cutRead.ts); agent 0 has no name.
      label: (typeof r.key === 'number' ? names.get(r.key) : undefined) ?? String(r.key),
      direct: root !== null && r.key === root.id ? 1 : 0,
    })),
  };
}

/** A report's answer before its freshness is added. */
type Read<C extends RouteContract> = Omit<z.input<C['answer']>, 'freshness'>;
type Contracts = typeof contracts;
/** The answer of the screens cut by game, play, VIP level or hour, as the cut's figures are named (breakdown.ts figuresOf). */
const asBetCut = (report: CutReport) => report as unknown as Read<Contracts['statisticsType1']>;

/** A screen of the admins' and franchisees' reports: its contract, its menu path, and how it reads its answer. */
function analystReport<C extends RouteContract & { body: typeof reportBody }>(
  contract: C,
  menu: string[],
  // NoInfer: the contract alone decides C (TypeScript 7 otherwise infers it from a shared cut's answer type).
  read: (db: Database, caller: Caller, body: ReportBody, now: number) => Promise<NoInfer<Read<C>>>,
): Route {
  return defineRoute({
    contract,
    auth: 'staff',
    menu,
    handler: async ({ db, caller, body, now }) => {
      // The period first: a range it refuses must not leave the report's own read running.
      const period = periodOf(body);
      const [answer, freshness] = await Promise.all([read(db, caller, body, now), freshnessOf(db, period, now)]);
      return { ...answer, freshness } as z.input<C['answer']>;
    },
  });
}

const TEAM: Metric[] = [
  'registrations',
  'bettors',
  'deposit_amount',
  'withdraw_amount',
  'stake',
  'valid_turnover',
  'payout',
  'rebates',
  'house_profit',
];

const { daily_data: DAILY, bettingStatistics: BETTING, statisticalAnalysis: ANALYSIS } = REPORT_MENU.report_management;

const ANALYST_REPORTS: Route[] = [
  analystReport(contracts.daily_overview, DAILY.daily_overview.path, daily),
  analystReport(contracts.daily_membership_statistice, DAILY.daily_membership_statistice.path, daily),
  analystReport(contracts.daily_notes_statistics, DAILY.daily_notes_statistics.path, daily),
  analystReport(contracts.daily_fund_statistics, DAILY.daily_fund_statistics.path, daily),
  analystReport(contracts.incoming_outgoing_summary, REPORT_MENU.report_management.incoming_outgoing_summary.path, daily),
  analystReport(contracts.gameFundSummary, BETTING.gameFundSummary.path, async (db, c, b, now) =>
    asBetCut(await cut(db, c, b, now, 'game_id', BET)),
  ),
  analystReport(contracts.statisticsType1, BETTING.statisticsType1.path, async (db, c, b, now) =>
    asBetCut(await cut(db, c, b, now, 'game_id', BET)),
  ),
  analystReport(contracts.statisticsType2, BETTING.statisticsType2.path, async (db, c, b, now) =>
    asBetCut(await cut(db, c, b, now, 'play_code', BET)),
  ),
  analystReport(
    contracts.statisticsType3,
    BETTING.statisticsType3.path,
    async (db, c, b, now) => (await agentLines(db, c, b, now, BET, b.agentId)) as unknown as Read<Contracts['statisticsType3']>,
  ),
  analystReport(contracts.statisticsType4, BETTING.statisticsType4.path, async (db, c, b, now) =>
    asBetCut(await cut(db, c, b, now, 'vip_level', BET)),
  ),
  analystReport(contracts.statisticsType5, BETTING.statisticsType5.path, async (db, c, b, now) =>
    asBetCut(await cut(db, c, b, now, 'hour', BET)),
  ),
  analystReport(contracts.analysis_bettingStatistics, ANALYSIS.bettingStatistics.path, daily),
  analystReport(contracts.analysis_fundingStatistics, ANALYSIS.fundingStatistics.path, async (db, c, b, now) => {
    const [series, mix] = await Promise.all([daily(db, c, b, now), cut(db, c, b, now, 'deposit_kind', DEPOSIT)]);
    return { ...series, mix: mix.rows as unknown as Read<Contracts['analysis_fundingStatistics']>['mix'] };
  }),
  analystReport(contracts.analysis_memberStatistics, ANALYSIS.memberStatistics.path, async (db, c, b, now) => {
    const series = await daily(db, c, b, now);
    const filters = await filtersOf(db, c, b, now);
    const current = periodOf(b);
    const previous = previousOf(current);
    const [fresh, freshBefore] = await Promise.all([newBettorsByDay(db, current, filters), newBettorsByDay(db, previous, filters)]);
    const rows = series.rows.map((r, i) => {
      const newBettors = fresh.get(current.firstDay + i) ?? 0;
      return { ...r, newBettors, returningBettors: r.bettors - newBettors };
    });
    const sum = (m: Map<number, number>) => [...m.values()].reduce((a, n) => a + n, 0);
    return {
      rows,
      totals: { ...series.totals, newBettors: sum(fresh), returningBettors: series.totals.bettors - sum(fresh) },
      previous: { ...series.previous, newBettors: sum(freshBefore), returningBettors: series.previous.bettors - sum(freshBefore) },
    };
  }),
  analystReport(contracts.analysis_overview, ANALYSIS.overview.path, daily),
];

export const reportRoutes: Route[] = [
  // What the report filters offer: franchisees (administrators only; a franchisee is always itself) and games.
  defineRoute({
    contract: contracts.filters,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: REPORT_MENU.report_management.path,
    async handler({ db, caller }) {
      const [franchisees, games] = await Promise.all([
        caller.role === 'admin' ? db.selectFrom('franchisee').select(['id', 'name']).orderBy('id').execute() : Promise.resolve([]),
        db.selectFrom('game').select(['id', 'name']).orderBy('id').execute(),
      ]);
      return { franchisees, games };
    },
  }),

  ...ANALYST_REPORTS,

  // Agent-only: each member of the caller's downline (or of one sub-agent's line) with activity in the period, a page at a time.
  defineRoute({
    contract: contracts.member_report,
    auth: 'staff',
    roles: ['agent'],
    menu: REPORT_MENU.report_management.member_report.path,
    async handler({ db, caller, body, now }) {
      const filters = await filtersOf(db, caller, body, now);
      const current = periodOf(body);
      const [page, freshness] = await Promise.all([
        memberReport(db, current, previousOf(current), filters, body.afterId ?? 0, body.limit),
        freshnessOf(db, current, now),
      ]);
      const names = await byIds(db, 'member')(page.rows.map((r) => r.key));
      const answer = { ...page, rows: page.rows.map((r) => ({ ...r, label: names.get(r.key) ?? String(r.key) })), freshness };
      // The figures are named from the member cut's metrics (memberReport.ts MEMBER_METRICS), as the contract lists them.
      return answer as AnswerOf<Contracts['member_report']>;
    },
  }),

  // Agent-only: per sub-agent of `parentId` (default the caller) with its whole line, a breadcrumb back to the caller, and the daily series of that line.
  defineRoute({
    contract: contracts.team_report,
    auth: 'staff',
    roles: ['agent'],
    menu: REPORT_MENU.report_management.team_report.path,
    async handler({ db, caller, body, now }) {
      const scope = scopeOf(caller);
      const root = await assertAgentInScope(db, scope, body.parentId ?? (caller.agentId as number));
      const current = periodOf(body);
      const previous = previousOf(current);
      const [report, trail, freshness] = await Promise.all([
        teamReport(db, scope, root, current, previous, TEAM, body.includeTest, now),
        trailTo(db, scope, root),
        freshnessOf(db, current, now),
      ]);
      const answer = { ...(await withTeamCommission(db, report, root.id, current, previous)), trail, freshness };
      // The figures are named from TEAM's metrics (breakdown.ts figuresOf), as the contract lists them.
      return answer as AnswerOf<Contracts['team_report']>;
    },
  }),
];
