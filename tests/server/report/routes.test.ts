import { sql } from 'kysely';
import { bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * The report endpoints over the seeded demo: every screen answers for its roles, figures equal
 * sums over the raw rows, bad input is refused with the field named, and no caller reads outside
 * its own scope (another franchisee, another agent line) by changing an id.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
const today = bombayDate(Date.now());
const weekAgo = bombayDate(bombayDayStart(today) - 6 * DAY_MS);
const RANGE = { from: weekAgo, to: today };

const ANALYST = [
  'daily_overview',
  'daily_membership_statistice',
  'daily_notes_statistics',
  'daily_fund_statistics',
  'incoming_outgoing_summary',
  'gameFundSummary',
  'statisticsType1',
  'statisticsType2',
  'statisticsType3',
  'statisticsType4',
  'statisticsType5',
  'analysis/bettingStatistics',
  'analysis/fundingStatistics',
  'analysis/memberStatistics',
  'analysis/overview',
];

beforeAll(async () => {
  server = await startServer();
  for (const who of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[who] = await server.login(who);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const report = (path: string, who: string, body: unknown, language: 0 | 1 = 0) =>
  server.call(`/chance_report/${path}`, { token: tokens[who], body, language });

/** Sums over the raw bets in the range, real members only unless `includeTest`. */
async function rawBets(where: (q: string) => string, includeTest = false) {
  const start = bombayDayStart(RANGE.from);
  const end = bombayDayStart(RANGE.to) + DAY_MS;
  const real = includeTest ? '1 = 1' : 'm.is_internal = 0 and m.is_test = 0 and b.is_test = 0';
  const { rows } = await sql<{
    stake: number;
    n: number;
  }>`select coalesce(sum(b.stake), 0) as stake, count(*) as n from bet b join member m on m.id = b.member_id
    where b.created_at >= ${start} and b.created_at < ${end} and ${sql.raw(real)} and ${sql.raw(where('m'))}`.execute(server.db);
  return { stake: Number(rows[0].stake), count: Number(rows[0].n) };
}

describe('analyst reports', () => {
  it.each(ANALYST)('%s answers the admin with rows, totals and the previous period', async (path) => {
    const answer = await report(path, 'admin', RANGE);
    expect(answer.body.code).toBe(200);
    expect(Array.isArray(answer.body.data.rows)).toBe(true);
    expect(answer.body.data.totals).toBeDefined();
    expect(answer.body.data.previous).toBeDefined();
  });

  it('daily figures include today (live) and equal the raw bets; the switch adds test accounts', async () => {
    const real = await report('daily_overview', 'admin', RANGE);
    expect(real.body.data.rows).toHaveLength(7);
    expect(real.body.data.rows[6].date).toBe(today);
    const raw = await rawBets(() => '1 = 1');
    expect(real.body.data.totals.stake).toBe(raw.stake);
    expect(real.body.data.totals.betCount).toBe(raw.count);
    const all = await report('daily_overview', 'admin', { ...RANGE, includeTest: true });
    const rawAll = await rawBets(() => '1 = 1', true);
    expect(all.body.data.totals.stake).toBe(rawAll.stake);
    expect(all.body.data.totals.betCount).toBeGreaterThanOrEqual(real.body.data.totals.betCount);
  });

  it('cuts add up to the totals (game, play, hour, VIP, agent lines) and equal the raw bets', async () => {
    const raw = await rawBets(() => '1 = 1');
    for (const path of ['statisticsType1', 'statisticsType2', 'statisticsType4', 'statisticsType5']) {
      const { data } = (await report(path, 'admin', RANGE)).body;
      const sum = data.rows.reduce((a: number, r: { stake: number }) => a + r.stake, 0);
      expect([path, sum]).toEqual([path, raw.stake]);
      expect(data.totals.stake).toBe(raw.stake);
    }
    const lines = (await report('statisticsType3', 'admin', RANGE)).body.data;
    const rawAgents = await rawBets((m) => `${m}.agent_id is not null`);
    expect(lines.rows.reduce((a: number, r: { stake: number }) => a + r.stake, 0)).toBe(rawAgents.stake);
  });

  it('a franchisee sees its own figures only and cannot ask for another franchisee or its agents', async () => {
    const mine = await server.db
      .selectFrom('staff_user')
      .select('franchisee_id')
      .where('username', '=', 'franchisee')
      .executeTakeFirstOrThrow();
    const fid = Number(mine.franchisee_id);
    const own = await report('statisticsType1', 'franchisee', RANGE);
    expect(own.body.code).toBe(200);
    expect(own.body.data.totals.stake).toBe((await rawBets((m) => `${m}.franchisee_id = ${fid}`)).stake);
    const other = await server.db.selectFrom('franchisee').select('id').where('id', '<>', fid).executeTakeFirst();
    if (other) expect((await report('daily_overview', 'franchisee', { ...RANGE, franchiseeId: other.id })).body.code).toBe('A0301');
    const foreignAgent = await server.db.selectFrom('agent').select('id').where('franchisee_id', '<>', fid).executeTakeFirst();
    if (foreignAgent)
      expect((await report('statisticsType3', 'franchisee', { ...RANGE, agentId: foreignAgent.id })).body.code).toBe('A0301');
  });

  it('refuses bad input, naming the field, in both languages', async () => {
    const bad = await report('daily_overview', 'admin', { from: '2026-02-30', to: today });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('from');
    expect((await report('daily_overview', 'admin', { from: today, to: weekAgo })).body.code).toBe('A0400');
    expect((await report('statisticsType1', 'admin', { from: '2024-01-01', to: today })).body.code).toBe('A0400');
    const zh = await report('daily_overview', 'admin', { to: today }, 1);
    expect(zh.body.code).toBe('A0400');
    expect(zh.body.msg).toMatch(/from/);
    expect((await report('daily_overview', 'admin', { ...RANGE, includeTest: 'yes' })).body.code).toBe('A0400');
  });

  it('refuses agents, strangers and missing tokens', async () => {
    for (const path of ANALYST) expect([path, (await report(path, 'agent', RANGE)).body.code]).toEqual([path, 'A0301']);
    expect((await server.call('/chance_report/daily_overview', { body: RANGE })).body.code).toBe('A0230');
  });
});

describe('agent reports', () => {
  const agentOf = (name: string) =>
    server.db.selectFrom('agent').select(['id', 'path']).where('username', '=', name).executeTakeFirstOrThrow();

  it('member_report lists only the downline, with figures equal to the raw bets', async () => {
    const me = await agentOf('agent');
    const answer = await report('member_report', 'agent', RANGE);
    expect(answer.body.code).toBe(200);
    const downline = `${'m'}.agent_id in (select id from agent where path like '${me.path}%')`;
    expect(answer.body.data.totals.stake).toBe((await rawBets(() => downline)).stake);
    const ids = answer.body.data.rows.map((r: { key: number }) => r.key);
    if (ids.length > 0) {
      const outside = await server.db
        .selectFrom('member')
        .innerJoin('agent', 'agent.id', 'member.agent_id')
        .select('member.id')
        .where('member.id', 'in', ids)
        .where('agent.path', 'not like', `${me.path}%`)
        .execute();
      expect(outside).toEqual([]);
    }
  });

  it('member_report pages by member id: every page together is the whole downline once, totals the whole period', async () => {
    const whole = await report('member_report', 'agent', { ...RANGE, limit: 500 });
    expect(whole.body.code).toBe(200);
    const keys: number[] = [];
    let afterId: number | undefined;
    for (let i = 0; i < 200; i++) {
      const page = await report('member_report', 'agent', { ...RANGE, limit: 3, afterId });
      expect(page.body.code).toBe(200);
      expect(page.body.data.rows.length).toBeLessThanOrEqual(3);
      expect(page.body.data.totals).toEqual(whole.body.data.totals);
      keys.push(...page.body.data.rows.map((r: { key: number }) => r.key));
      afterId = page.body.data.nextAfterId ?? undefined;
      if (afterId === undefined) break;
    }
    if (whole.body.data.nextAfterId === null) expect(keys).toEqual(whole.body.data.rows.map((r: { key: number }) => r.key));
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    expect((await report('member_report', 'agent', { ...RANGE, limit: 501 })).body.code).toBe('A0400');
    expect((await report('member_report', 'agent', { ...RANGE, afterId: -1 })).body.code).toBe('A0400');
  });

  it('team_report shows the sub-agents of the caller and drills down; another line is refused', async () => {
    const me = await agentOf('agent');
    const other = await agentOf('agent2');
    const answer = await report('team_report', 'agent', RANGE);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.trail).toEqual([{ id: me.id, username: 'agent' }]);
    expect(answer.body.data.days).toHaveLength(7);
    const downline = `m.agent_id in (select id from agent where path like '${me.path}%')`;
    expect(answer.body.data.totals.stake).toBe((await rawBets(() => downline)).stake);
    const child = answer.body.data.rows.find((r: { direct: number }) => r.direct === 0);
    if (child) {
      const deeper = await report('team_report', 'agent', { ...RANGE, parentId: child.key });
      expect(deeper.body.code).toBe(200);
      expect(deeper.body.data.trail.map((t: { id: number }) => t.id)).toEqual([me.id, child.key]);
      expect(deeper.body.data.totals.stake).toBe(child.stake);
    }
    expect((await report('team_report', 'agent', { ...RANGE, parentId: other.id })).body.code).toBe('A0301');
    expect((await report('member_report', 'agent', { ...RANGE, agentId: other.id })).body.code).toBe('A0301');
    expect((await report('team_report', 'agent', { ...RANGE, parentId: 'x' })).body.code).toBe('A0400');
  });

  it('are agent-only', async () => {
    for (const who of ['admin', 'franchisee']) {
      expect((await report('team_report', who, RANGE)).body.code).toBe('A0301');
      expect((await report('member_report', who, RANGE)).body.code).toBe('A0301');
    }
  });
});

describe('filters', () => {
  it('offers franchisees to administrators only, and games to both; not to agents', async () => {
    const admin = await server.call('/chance_report/filters', { token: tokens.admin });
    expect(admin.body.data.franchisees.length).toBeGreaterThan(0);
    expect(admin.body.data.games.length).toBeGreaterThan(0);
    const franchisee = await server.call('/chance_report/filters', { token: tokens.franchisee });
    expect(franchisee.body.data.franchisees).toEqual([]);
    expect((await server.call('/chance_report/filters', { token: tokens.agent })).body.code).toBe('A0301');
  });
});
