import { randomUUID } from 'node:crypto';
import accountModule from '../../../plugins/account/server/module';
import { changedAgents, computePeriod, payPeriod } from '../../../plugins/account/server/commission/settlement';
import { periodContaining } from '../../../plugins/account/server/commission/periods';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { BetStatus, SETTLED_BET_STATUSES } from '../../../plugins/lottery/shared/status';
import { DAY_MS } from '../../../server/domain/time';
import { runDueJobs } from '../../../server/jobs';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { recompute, type Expected } from './recompute';

/*
 * Issue 40 items 1 and 3: a commission period computed but not yet approved follows a member's
 * move to another agent (its whole history goes with it, as on the member and team reports): the
 * account module's jobs recompute it, after which every line equals an independent recomputation
 * from the raw rows and the member counts under one agent only; a bet of the period settled again
 * later is followed the same way, and a checker cannot approve figures older than the latest
 * computation. An approved period never changes: the jobs record which agents' inputs changed for
 * the period list, and paying it posts the approved figures. On SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */

let server: TestServer;
let token: string;
let adminId: number;
let checkerToken: string;
const period = periodContaining('weekly', Date.now() - DAY_MS);
/** The period has ended by then (the week holding yesterday may still run in real time). */
const after = period.end + 1;
const MINUTE = 60_000;
const jobs = (accountModule.jobs ?? []).map((j) => j.job);

const lines = () => server.db.selectFrom('commission_line').selectAll().where('period_key', '=', period.key).orderBy('agent_id').execute();
const figures = (l: Awaited<ReturnType<typeof lines>>[number]): Expected => ({
  agentId: l.agent_id,
  validBet: Number(l.valid_bet),
  profit: Number(l.profit),
  activeMembers: l.active_members,
  base: Number(l.base),
  commissionBps: l.commission_bps,
  commissionPayable: Number(l.commission_payable),
  rebatePayable: Number(l.rebate_payable),
  totalPayable: Number(l.total_payable),
  carryOut: Number(l.carry_out),
});
const standardTerms = async () => {
  const rev = await server.db
    .selectFrom('commission_template_revision as r')
    .innerJoin('commission_template as t', 't.id', 'r.template_id')
    .selectAll('r')
    .where('t.is_default', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    basis: rev.basis,
    tiers: JSON.parse(rev.tiers_json),
    gameRebates: JSON.parse(rev.game_rebates_json),
    minActiveMembers: rev.min_active_members,
    minActiveBet: rev.min_active_bet,
    deduct: [rev.deduct_deposit_fee === 1, rev.deduct_withdraw_fee === 1, rev.deduct_bonus === 1, rev.deduct_rebate === 1] as [
      boolean,
      boolean,
      boolean,
      boolean,
    ],
  };
};
/** Every stored line equals the independent recomputation from raw rows under the members' agents now. */
const expectMatchesRawRows = async () => {
  const expected = await recompute(server.db, period.start, period.end, await standardTerms());
  const stored = await lines();
  expect(stored.map(figures)).toEqual(stored.map((l) => expected.get(l.agent_id)));
};
const listed = async () => {
  const answer = await server.call<{ list: { periodKey: string; status: string; inputsChanged: number[] }[] }>(
    '/chance-commission-period/list',
    { token, body: {} },
  );
  return answer.body.data.list.find((p) => p.periodKey === period.key)!;
};
const move = async (memberId: number, agentId: number) => {
  const moved = await server.call('/chance-member/update/member/agent', {
    token,
    body: { id: memberId, agentId },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(moved.body.code).toBe(200);
};

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  token = await server.login('admin');
  checkerToken = await server.login('checker', 'checker123');
  adminId = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

it('a member moved after the period was computed: the jobs recompute it under the new agent; once approved it never changes', async () => {
  const { db } = server;
  const agent = await db.selectFrom('agent').select(['id', 'station_id']).where('username', '=', 'agent').executeTakeFirstOrThrow();
  const sub = await db.selectFrom('agent').select('id').where('parent_id', '=', agent.id).orderBy('id').executeTakeFirstOrThrow();
  // A real member of `agent` with settled bets in the period: its figures are what moves.
  const member = await db
    .selectFrom('member as m')
    .innerJoin('bet as b', 'b.member_id', 'm.id')
    .select(['m.id', (eb) => eb.fn.sum<number>('b.stake').as('stake')])
    .where('m.agent_id', '=', agent.id)
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    .where('b.is_test', '=', 0)
    .where('b.status', 'in', [...SETTLED_BET_STATUSES])
    .where('b.created_at', '>=', period.start)
    .where('b.created_at', '<', period.end)
    .groupBy('m.id')
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const stake = Number(member.stake);
  expect(stake).toBeGreaterThan(0);

  await db.transaction().execute((trx) => computePeriod(trx, period.key, adminId, after));
  await expectMatchesRawRows();
  const before = new Map((await lines()).map((l) => [l.agent_id, l]));
  expect((await listed()).inputsChanged).toEqual([]);

  // The move through the member screen's route.
  await move(member.id, sub.id);
  expect(await changedAgents(db, period.key)).toEqual([agent.id, sub.id].sort((a, b) => a - b));
  // The stored lines still hold the member's bets under `agent`: the period is stale until recomputed.
  expect((await lines()).find((l) => l.agent_id === agent.id)!.valid_bet).toBe(before.get(agent.id)!.valid_bet);

  // The account module's jobs, as the job runner's next tick runs them, recompute the period awaiting approval.
  const first = await runDueJobs(db, jobs, after);
  const refreshed = new Map((await lines()).map((l) => [l.agent_id, l]));
  await expectMatchesRawRows();
  expect(first['commission.refresh']).toEqual({ ran: true, rows: before.size });
  // The member counts under its new agent alone: its bets and its membership left `agent` for `sub`.
  expect(Number(refreshed.get(agent.id)!.valid_bet)).toBe(Number(before.get(agent.id)!.valid_bet) - stake);
  expect(Number(refreshed.get(sub.id)!.valid_bet)).toBe(Number(before.get(sub.id)!.valid_bet) + stake);
  expect(refreshed.get(agent.id)!.members).toBe(before.get(agent.id)!.members - 1);
  expect(refreshed.get(sub.id)!.members).toBe(before.get(sub.id)!.members + 1);
  const sum = (m: Map<number, { valid_bet: number }>) => [...m.values()].reduce((s, l) => s + Number(l.valid_bet), 0);
  expect(sum(refreshed)).toBe(sum(before));
  expect(await changedAgents(db, period.key)).toEqual([]);
  // The maker is still who computed it, so the approval stays independent of them.
  const stored = await db.selectFrom('commission_period').selectAll().where('period_key', '=', period.key).executeTakeFirstOrThrow();
  expect({ status: stored.status, by: stored.computed_by, kind: stored.computed_kind, at: Number(stored.computed_at) }).toEqual({
    status: 'computed',
    by: adminId,
    kind: 'staff',
    at: after,
  });

  // Nothing changed since: the next slot rewrites nothing (same line ids).
  const ids = [...refreshed.values()].map((l) => l.id);
  const second = await runDueJobs(db, jobs, after + 20 * MINUTE);
  expect(second['commission.refresh']).toEqual({ ran: true, rows: 0 });
  expect((await lines()).map((l) => l.id)).toEqual(ids);

  // A late change to a bet of the period (settled again as a win, as a supplementary settlement does) is followed too.
  const bet = await db
    .selectFrom('bet')
    .select(['id', 'stake'])
    .where('member_id', '=', member.id)
    .where('status', '=', BetStatus.LOSE)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('bet')
    .set({ status: BetStatus.WIN, payout: Number(bet.stake) * 2 })
    .where('id', '=', bet.id)
    .execute();
  expect(await changedAgents(db, period.key)).toEqual([sub.id]);
  const third = await runDueJobs(db, jobs, after + 35 * MINUTE);
  await expectMatchesRawRows();
  expect(third['commission.refresh']).toEqual({ ran: true, rows: before.size });
  expect(Number((await lines()).find((l) => l.agent_id === sub.id)!.profit)).toBe(
    Number(refreshed.get(sub.id)!.profit) - 2 * Number(bet.stake),
  );

  // A checker approving the figures made before that refresh is refused; the figures shown now are approved.
  const approve = (computedAt: number) =>
    server.call('/chance-commission-period/approve', {
      token: checkerToken,
      body: { periodKey: period.key, computedAt },
      headers: { 'idempotency-key': randomUUID() },
    });
  const stale = await approve(after);
  expect(stale.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining('recomputed') });
  expect((await listed()).status).toBe('computed');
  expect((await approve(after + 35 * MINUTE)).body).toMatchObject({ code: 200, data: { status: 'approved' } });

  // Approved: the jobs leave the approved figures alone after a move back, and the list shows what they found.
  const approved = await lines();
  await move(member.id, agent.id);
  expect(await changedAgents(db, period.key)).toEqual([agent.id, sub.id].sort((a, b) => a - b));
  expect((await listed()).inputsChanged).toEqual([]);
  await runDueJobs(db, jobs, after + 50 * MINUTE);
  expect(await lines()).toEqual(approved);
  expect(await listed()).toMatchObject({ status: 'approved', inputsChanged: [agent.id, sub.id].sort((a, b) => a - b) });

  // Paying posts the approved lines, each through the ledger; the period is then settled and no longer checked.
  const paid = await db.transaction().execute((trx) => payPeriod(trx, period.key, adminId, after + 55 * MINUTE));
  expect(paid.total).toBe(approved.reduce((s, l) => s + Math.max(0, Number(l.total_payable)), 0));
  expect((await listed()).inputsChanged).toEqual([]);
  expect((await checkLedger(db)).problems).toEqual([]);
}, 120_000);
