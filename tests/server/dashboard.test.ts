import { serverModules } from '../../plugins/server';
import { reportStaleDaysJob } from '../../plugins/report/server/staleDaysJob';
import { runDueJobs } from '../../server/jobs';
import { moduleCounters } from '../../server/plugin/serverModule';
import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const user of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[user] = await server.login(user);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

// Bombay calendar computed independently of the server's code: through Intl's tz database.
const bombayDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const bombayMidnight = (ms: number) => Date.parse(`${bombayDate(ms)}T00:00:00+05:30`);

interface Scope {
  franchiseeId?: number;
  /** Agent ids of a subtree. */
  agentIds?: number[];
}

async function subtree(username: string): Promise<number[]> {
  const root = await server.db.selectFrom('agent').select('path').where('username', '=', username).executeTakeFirstOrThrow();
  return (await server.db.selectFrom('agent').select('id').where('path', 'like', `${root.path}%`).execute()).map((r) => r.id);
}

/** Expected figures straight from the rows, in JS. */
async function expected(scope: Scope, now: number) {
  const inScope = (row: { franchisee_id: number; agent_id: number | null }) =>
    (scope.franchiseeId === undefined || row.franchisee_id === scope.franchiseeId) &&
    (scope.agentIds === undefined || (row.agent_id !== null && scope.agentIds.includes(row.agent_id)));
  const members = (await server.db.selectFrom('member').selectAll().execute()).filter((m) => m.is_internal === 0 && inScope(m));
  // Money and registrations count real members only, as the reports do (issue 40): no trial accounts either.
  const real = members.filter((m) => m.is_test === 0);
  const external = new Set(real.map((m) => m.id));
  const deposits = (await server.db.selectFrom('deposit_order').selectAll().execute()).filter((o) => external.has(o.member_id));
  const withdrawals = (await server.db.selectFrom('withdrawal_order').selectAll().execute()).filter((o) => external.has(o.member_id));
  const today = bombayMidnight(now);
  const day = (from: number, to: number) => {
    const inDay = (at: number | null) => at !== null && at >= from && at < to;
    const sum = (rows: { amount: number }[]) => rows.reduce((s, o) => s + o.amount, 0);
    // Deposits by approval, withdrawals by payout (an approved withdrawal not yet paid counts nowhere yet).
    const d = deposits.filter((o) => o.status === 2 && inDay(o.reviewed_at));
    const w = withdrawals.filter((o) => o.stage === 'paid' && inDay(o.paid_at));
    const first = d.filter((o) => o.is_first === 1);
    return {
      depositAmount: sum(d),
      depositCount: d.length,
      withdrawalAmount: sum(w),
      withdrawalCount: w.length,
      firstDepositCount: first.length,
      firstDepositAmount: sum(first),
    };
  };
  return {
    members,
    memberTotal: members.length,
    todayRegistrations: real.filter((m) => m.created_at >= today).length,
    onlineMembers: members.filter((m) => m.online_at !== null && m.online_at >= now - 10 * 60 * 1000).length,
    today: day(today, today + 86_400_000),
    yesterday: day(today - 86_400_000, today),
    pending: {
      companyDeposit: deposits.filter((o) => o.kind === 'company' && o.status === 1).length,
      withdrawalAgent: withdrawals.filter((o) => o.status === 1).length,
    },
  };
}

describe('POST /chance_home_page/auditReminder', () => {
  it('counts pending reviews for the admin', async () => {
    // Whether the seed leaves an order pending depends on the Bombay hour it runs at (none just
    // after midnight): one pending application makes sure something is counted.
    const station = await server.db.selectFrom('station').select('id').orderBy('id').executeTakeFirstOrThrow();
    await server.db
      .insertInto('agent_apply_record')
      .values({
        username: 'dash_pending',
        phone: '+919800000001',
        station_id: station.id,
        parent_agent_id: null,
        status: 0,
        created_at: Date.now(),
      })
      .execute();
    const answer = await server.call('/chance_home_page/auditReminder', { token: tokens.admin, body: { status: 0 } });
    const want = await expected({}, Date.now());
    const applications = await server.db.selectFrom('agent_apply_record').select('id').where('status', '=', 0).execute();
    // Installed plugins add their own counts (their server modules' counters) beside these.
    expect(answer.body.data).toEqual({ ...answer.body.data, agentApplication: applications.length, ...want.pending });
    expect(Object.keys(answer.body.data).sort()).toEqual(Object.keys(moduleCounters(serverModules)).sort());
    expect(applications.length + want.pending.companyDeposit + want.pending.withdrawalAgent).toBeGreaterThan(0);
  });

  it("counts only the franchisee's own", async () => {
    const answer = await server.call('/chance_home_page/auditReminder', { token: tokens.franchisee });
    const want = await expected({ franchiseeId: 1 }, Date.now());
    const applications = await server.db
      .selectFrom('agent_apply_record')
      .innerJoin('station', 'station.id', 'agent_apply_record.station_id')
      .select('agent_apply_record.id')
      .where('agent_apply_record.status', '=', 0)
      .where('station.franchisee_id', '=', 1)
      .execute();
    // An installed plugin's count shows only to a caller holding its screen (the demo franchisee holds the three reviews).
    expect(answer.body.data).toEqual({ ...answer.body.data, agentApplication: applications.length, ...want.pending });
    expect(Object.keys(moduleCounters(serverModules))).toEqual(expect.arrayContaining(Object.keys(answer.body.data)));
  });

  it('is refused to agents with A0301', async () => {
    for (const user of ['agent', 'agent2']) {
      const answer = await server.call('/chance_home_page/auditReminder', { token: tokens[user], body: {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'A0301', data: null });
    }
  });

  it('needs a session', async () => {
    expect((await server.call('/chance_home_page/auditReminder', { body: {} })).status).toBe(401);
  });
});

describe('POST /chance_home_page/info', () => {
  it('gives the admin figures matching the rows, internal members excluded', async () => {
    const now = Date.now();
    const answer = await server.call('/chance_home_page/info', { token: tokens.admin });
    const want = await expected({}, now);
    const { members, pending, ...figures } = want;
    expect(answer.body.data).toMatchObject(figures);
    expect(answer.body.data.pending).toMatchObject(pending);
    const all = await server.db.selectFrom('member').select('id').execute();
    expect(members.length).toBeLessThan(all.length);
    expect(answer.body.data.yesterday.depositCount).toBeGreaterThan(0);
  });

  it("scopes a franchisee to its franchisee's rows", async () => {
    const answer = await server.call('/chance_home_page/info', { token: tokens.franchisee });
    const { members, pending, ...figures } = await expected({ franchiseeId: 1 }, Date.now());
    expect(answer.body.data).toMatchObject(figures);
    expect(answer.body.data.pending).toMatchObject(pending);
    expect(members.length).toBeGreaterThan(0);
  });

  it('scopes an agent to its subtree and leaves out the review queues', async () => {
    for (const user of ['agent', 'agent2']) {
      const answer = await server.call('/chance_home_page/info', { token: tokens[user] });
      const { members, pending: _pending, ...figures } = await expected({ agentIds: await subtree(user) }, Date.now());
      expect(answer.body.data).toMatchObject(figures);
      expect(answer.body.data.pending).toBeNull();
      expect(members.length).toBeGreaterThan(0);
      const admin = await server.call('/chance_home_page/info', { token: tokens.admin });
      expect(answer.body.data.memberTotal).toBeLessThan(admin.body.data.memberTotal);
    }
  });
});

describe('POST /chance_home_page/query/home/data', () => {
  it('gives 30 Bombay days by default, oldest first, ending today, zero days included', async () => {
    const now = Date.now();
    const answer = await server.call('/chance_home_page/query/home/data', { token: tokens.admin });
    const days = answer.body.data.days as { date: string; registrations: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.date).toBe(bombayDate(now));
    expect(days[0].date).toBe(bombayDate(now - 29 * 86_400_000));
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    const { members } = await expected({}, now);
    // The tiny seed registers every member within the last 30 days; trial accounts are not registrations.
    expect(days.reduce((s, d) => s + d.registrations, 0)).toBe(members.filter((m) => m.is_test === 0).length);
  });

  it('agrees with the info call on today and yesterday', async () => {
    for (const user of ['admin', 'franchisee', 'agent']) {
      const series = await server.call('/chance_home_page/query/home/data', { token: tokens[user], body: { days: 7 } });
      const info = await server.call('/chance_home_page/info', { token: tokens[user] });
      const [yesterday, today] = series.body.data.days.slice(-2);
      expect(series.body.data.days).toHaveLength(7);
      for (const [row, figures] of [
        [today, info.body.data.today],
        [yesterday, info.body.data.yesterday],
      ]) {
        expect(row).toMatchObject({
          depositAmount: figures.depositAmount,
          depositCount: figures.depositCount,
          withdrawalAmount: figures.withdrawalAmount,
          withdrawalCount: figures.withdrawalCount,
          firstDeposits: figures.firstDepositCount,
        });
      }
      expect(today.registrations).toBe(info.body.data.todayRegistrations);
    }
  });

  it('counts each day as the daily report does: registrations, deposits, first deposits and withdrawals (issue 40)', async () => {
    // The two cases Home counted apart: a withdrawal approved but not paid yet, and a trial account's registration.
    const yesterdayNoon = bombayMidnight(Date.now()) - 12 * 3_600_000;
    const paid = await server.db
      .selectFrom('withdrawal_order')
      .select('id')
      .where('stage', '=', 'paid')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('withdrawal_order')
      .set({ stage: 'approved', status: 2, reviewed_at: yesterdayNoon, paid_at: null })
      .where('id', '=', paid.id)
      .execute();
    // And one paid yesterday, so the week compared below has a withdrawal whenever the tiny seed was laid out.
    const other = await server.db
      .selectFrom('withdrawal_order')
      .select('id')
      .where('stage', '=', 'paid')
      .where('id', '!=', paid.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('withdrawal_order')
      .set({ reviewed_at: yesterdayNoon - 3_600_000, paid_at: yesterdayNoon })
      .where('id', '=', other.id)
      .execute();
    const trial = await server.db
      .selectFrom('member')
      .select('id')
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('member').set({ is_test: 1, created_at: yesterdayNoon }).where('id', '=', trial.id).execute();
    // Both are late changes to past days: the report rebuilds them within a minute (its stale-days job, run here at once).
    await runDueJobs(server.db, [reportStaleDaysJob], Date.now());
    const series = await server.call<{ days: Record<string, number | string>[] }>('/chance_home_page/query/home/data', {
      token: tokens.admin,
      body: { days: 7 },
    });
    let withdrawals = 0;
    for (const day of series.body.data.days.slice(0, -1)) {
      const report = await server.call<{ totals: Record<string, number> }>('/chance_report/daily_overview', {
        token: tokens.admin,
        body: { from: day.date, to: day.date, includeTest: false },
      });
      const t = report.body.data.totals;
      expect([
        day.date,
        day.registrations,
        day.depositCount,
        day.depositAmount,
        day.firstDeposits,
        day.withdrawalCount,
        day.withdrawalAmount,
      ]).toEqual([day.date, t.registrations, t.depositCount, t.depositAmount, t.firstDepositCount, t.withdrawCount, t.withdrawAmount]);
      withdrawals += Number(day.withdrawalCount);
    }
    expect(withdrawals).toBeGreaterThan(0);
  });

  it.each([6, 91, 'many'])('refuses days=%j with A0400', async (days) => {
    const answer = await server.call('/chance_home_page/query/home/data', { token: tokens.admin, body: { days } });
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain('days');
  });

  it('accepts the bounds 7 and 90', async () => {
    expect(
      (await server.call('/chance_home_page/query/home/data', { token: tokens.admin, body: { days: 90 } })).body.data.days,
    ).toHaveLength(90);
  });
});

describe("the checkers' queues (issue 39 item 10)", () => {
  const idempotent = () => ({ 'Idempotency-Key': `queue-${Math.random().toString(36).slice(2)}` });

  it('counts manual credits, debits and points adjustments waiting for a checker, for whoever may decide them', async () => {
    // A member of the demo franchisee with money, so a debit request can be made.
    const member = await server.db
      .selectFrom('member')
      .innerJoin('member_balance', 'member_balance.member_id', 'member.id')
      .select(['member.id', 'member.username'])
      .where('member.is_internal', '=', 0)
      .where('member.franchisee_id', '=', 1)
      .where('member_balance.cash_balance', '>', 100)
      .orderBy('member.id')
      .executeTakeFirstOrThrow();
    const before = (await server.call('/chance_home_page/auditReminder', { token: tokens.admin, body: {} })).body.data;
    for (const [path, amount] of [
      ['/chance-manual/deposit', 1_000],
      ['/chance-manual/withdrawal', 1],
    ] as const) {
      const made = await server.call(path, {
        token: tokens.admin,
        body: { username: member.username, amount, reasonType: 'other', remark: 'queue test' },
        headers: idempotent(),
      });
      expect([made.body.code, made.body.msg]).toEqual([200, 'success']);
    }
    const adjusted = await server.call('/chance-vip-points/adjust', {
      token: tokens.admin,
      body: { memberId: member.id, direction: 'add', points: 10, reason: 'Queue test' },
      headers: idempotent(),
    });
    expect([adjusted.body.code, adjusted.body.msg]).toEqual([200, 'success']);
    const after = (await server.call('/chance_home_page/auditReminder', { token: tokens.admin, body: {} })).body.data;
    expect(after).toMatchObject({
      manualCredit: before.manualCredit + 1,
      manualDebit: before.manualDebit + 1,
      pointsAdjustment: before.pointsAdjustment + 1,
    });
    expect(after).toEqual(
      expect.objectContaining({ oddsRequest: expect.any(Number), limitRequest: expect.any(Number), bandRequest: expect.any(Number) }),
    );
    // The franchisee of that member decides manual requests and points in its own scope; lever requests are an admin's.
    const franchisee = (await server.call('/chance_home_page/auditReminder', { token: tokens.franchisee, body: {} })).body.data;
    expect(franchisee.manualCredit).toBeGreaterThanOrEqual(1);
    expect(franchisee.pointsAdjustment).toBeGreaterThanOrEqual(1);
    expect(franchisee).not.toHaveProperty('oddsRequest');
  });

  it('shows on Home only what the viewer can act on: finance reviews money, not agent applications', async () => {
    const finance = await server.login('finance', 'finance123');
    const home = (await server.call('/chance_home_page/info', { token: finance })).body.data;
    expect(Object.keys(home.pending).sort()).toEqual([
      'bandRequest',
      'companyDeposit',
      'limitRequest',
      'manualCredit',
      'manualDebit',
      'oddsRequest',
      'withdrawalAgent',
    ]);
    expect(home.pending).not.toHaveProperty('agentApplication');
    const admin = (await server.call('/chance_home_page/info', { token: tokens.admin })).body.data;
    expect(admin.pending).toHaveProperty('agentApplication');
  });
});
