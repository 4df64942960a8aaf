import { randomUUID } from 'node:crypto';
import { periodContaining, lastEndedPeriod } from '../../../plugins/account/server/commission/periods';
import { approvePeriod, computePeriod, payPeriod } from '../../../plugins/account/server/commission/settlement';
import { bombayDate, DAY_MS } from '../../../server/domain/time';
import { rebuildDailyReports } from '../../../plugins/report/server/rebuild';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { recompute } from './recompute';

/*
 * Commission settlement over the tiny seed: figures equal an independent recomputation from raw
 * rows; compute is re-runnable with the same rows; the maker cannot approve; pay posts one journal
 * per positive line, once; a paid period is locked; roles and agent scoping are enforced.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
let adminId: number;
let agentId: number;
let agent2Id: number;

const post = (path: string, token: string, body: unknown = {}, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
const lines = (key: string) =>
  server.db.selectFrom('commission_line').selectAll().where('period_key', '=', key).orderBy('agent_id').execute();
const count = async (
  table:
    | 'commission_line'
    | 'commission_period'
    | 'commission_template'
    | 'commission_template_revision'
    | 'commission_assignment'
    | 'ledger_journal',
) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
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

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  for (const user of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[user] = await server.login(user);
  tokens.checker = await server.login('checker', 'checker123');
  adminId = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  const ids = await server.db.selectFrom('agent').select(['id', 'username']).where('username', 'in', ['agent', 'agent2']).execute();
  agentId = ids.find((a) => a.username === 'agent')!.id;
  agent2Id = ids.find((a) => a.username === 'agent2')!.id;
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

describe('figures', () => {
  it('every line of the week holding yesterday equals a recomputation from raw bets, deposits, withdrawals, rebates and fees; recompute gives the same rows', async () => {
    const period = periodContaining('weekly', Date.now() - DAY_MS);
    const after = period.end + 1;
    await server.db.transaction().execute((trx) => computePeriod(trx, period.key, adminId, after));
    const first = await lines(period.key);
    const expected = await recompute(server.db, period.start, period.end, await standardTerms());
    expect(first.length).toBe(expected.size);
    expect(first.some((l) => l.valid_bet > 0)).toBe(true);
    expect(first.some((l) => l.rebate_payable > 0)).toBe(true);
    for (const line of first) {
      const e = expected.get(line.agent_id)!;
      expect({
        agentId: line.agent_id,
        validBet: line.valid_bet,
        profit: line.profit,
        activeMembers: line.active_members,
        base: line.base,
        commissionBps: line.commission_bps,
        commissionPayable: line.commission_payable,
        rebatePayable: line.rebate_payable,
        totalPayable: line.total_payable,
        carryOut: line.carry_out,
      }).toEqual(e);
    }
    await server.db.transaction().execute((trx) => computePeriod(trx, period.key, adminId, after));
    const second = await lines(period.key);
    expect(second.map(({ id: _id, ...rest }) => rest)).toEqual(first.map(({ id: _id, ...rest }) => rest));
    // Leave the database as the HTTP tests expect: no period stored.
    await server.db.deleteFrom('commission_line').execute();
    await server.db.deleteFrom('commission_period').execute();
  });

  it('days the report close-day job has closed are read from the daily cut, and a cut not yet final is not', async () => {
    const period = periodContaining('weekly', Date.now() - DAY_MS);
    const after = period.end + 1;
    const yesterday = bombayDate(Date.now() - DAY_MS);
    const day = bombayDayNumber(Date.now() - DAY_MS);
    const compute = async () => {
      await server.db.transaction().execute((trx) => computePeriod(trx, period.key, adminId, after));
      return new Map((await lines(period.key)).map((l) => [l.agent_id, l]));
    };
    const expected = await recompute(server.db, period.start, period.end, await standardTerms());
    // As the close-day job leaves it: rebuilt once the day after had ended.
    await rebuildDailyReports(server.db, { from: yesterday, to: yesterday, now: dayNumberStart(day + 2) });
    const closed = await compute();
    expect(closed.get(agentId)!.valid_bet).toBeGreaterThan(0);
    for (const [id, e] of expected) expect([id, closed.get(id)!.valid_bet, closed.get(id)!.profit]).toEqual([id, e.validBet, e.profit]);
    // The figures really come from the cut: a changed cut row shows in the line.
    await server.db
      .updateTable('daily_cut_game')
      .set((eb) => ({ valid_turnover: eb('valid_turnover', '+', 100) }))
      .where('day', '=', day)
      .where('real', '=', 1)
      .where('agent_id', '=', agentId)
      .where('game_id', '=', (eb) =>
        eb
          .selectFrom('daily_cut_game')
          .select((x) => x.fn.min('game_id').as('g'))
          .where('day', '=', day)
          .where('real', '=', 1)
          .where('agent_id', '=', agentId),
      )
      .execute();
    expect((await compute()).get(agentId)!.valid_bet).toBe(expected.get(agentId)!.validBet + 100);
    // A cut refreshed before the next day ended (today's live refresh) may still change: the raw rows are read.
    await server.db
      .updateTable('daily_cut_game')
      .set({ refreshed_at: dayNumberStart(day + 1) })
      .where('day', '=', day)
      .execute();
    expect((await compute()).get(agentId)!.valid_bet).toBe(expected.get(agentId)!.validBet);
    await rebuildDailyReports(server.db, { from: yesterday, to: yesterday, now: Date.now() });
    await server.db.deleteFrom('commission_line').execute();
    await server.db.deleteFrom('commission_period').execute();
  });
});

describe('settlement over HTTP', () => {
  const key = lastEndedPeriod('weekly', Date.now()).key;

  it('refuses bad input and periods not yet ended, writing nothing', async () => {
    for (const periodKey of ['', 'W2026-11-17', 'M2026-13', 'X']) {
      const answer = await post('/chance-commission-period/compute', tokens.admin, { periodKey });
      expect(answer.body.code).toBe('A0400');
    }
    const open = periodContaining('weekly', Date.now()).key;
    expect((await post('/chance-commission-period/compute', tokens.admin, { periodKey: open })).body).toMatchObject({
      code: 'A0400',
      msg: expect.stringContaining(open),
    });
    expect(await count('commission_period')).toBe(0);
  });

  it('authorization: only administrators compute, approve and pay', async () => {
    for (const who of ['franchisee', 'agent'])
      for (const path of ['compute', 'approve', 'pay', 'list'])
        expect((await post(`/chance-commission-period/${path}`, tokens[who], { periodKey: key })).body.code).toBe('A0301');
    expect(await count('commission_period')).toBe(0);
  });

  it('compute → maker cannot approve → checker approves → pay posts one journal per positive line, once; the paid period is locked', async () => {
    const computed = await post('/chance-commission-period/compute', tokens.admin, { periodKey: key });
    expect(computed.body).toMatchObject({ code: 200, data: { status: 'computed' } });
    expect((await post('/chance-commission-period/pay', tokens.checker, { periodKey: key })).body.code).toBe('A0400');
    const self = await post('/chance-commission-period/approve', tokens.admin, { periodKey: key }, null);
    expect(self.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining('another staff member') });
    // Recomputing by the checker makes the checker the maker: the admin may then approve.
    expect((await post('/chance-commission-period/compute', tokens.checker, { periodKey: key })).body.code).toBe(200);
    expect((await post('/chance-commission-period/approve', tokens.checker, { periodKey: key })).body.code).toBe('A0400');
    expect((await post('/chance-commission-period/approve', tokens.admin, { periodKey: key })).body).toMatchObject({
      code: 200,
      data: { status: 'approved' },
    });
    expect((await post('/chance-commission-period/compute', tokens.admin, { periodKey: key })).body.code).toBe('A0400');

    const journals = await count('ledger_journal');
    const payable = (await lines(key)).filter((l) => l.total_payable > 0);
    const idem = randomUUID();
    const paid = await post('/chance-commission-period/pay', tokens.checker, { periodKey: key }, idem);
    expect(paid.body).toMatchObject({ code: 200, data: { status: 'paid', journals: payable.length } });
    const replay = await post('/chance-commission-period/pay', tokens.checker, { periodKey: key }, idem);
    expect(replay.body).toEqual(paid.body);
    expect((await post('/chance-commission-period/pay', tokens.checker, { periodKey: key })).body.code).toBe('A0400');
    expect(await count('ledger_journal')).toBe(journals + payable.length);
    for (const line of payable) {
      const wallet = await server.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('owner_type', '=', 'agent')
        .where('owner_id', '=', String(line.agent_id))
        .executeTakeFirstOrThrow();
      expect(wallet.balance).toBe(line.total_payable);
    }
    expect((await lines(key)).filter((l) => l.journal_id !== null).length).toBe(payable.length);
    expect((await post('/chance-commission-period/compute', tokens.admin, { periodKey: key })).body.code).toBe('A0400');
    expect((await post('/chance-commission-period/approve', tokens.admin, { periodKey: key })).body.code).toBe('A0400');
    const check = await checkLedger(server.db);
    expect(check.problems).toEqual([]);
    const log = await server.db.selectFrom('operation_log').select('action').where('action', 'like', 'commission.%').execute();
    expect(log.map((l) => l.action).sort()).toEqual(['commission.approve', 'commission.compute', 'commission.compute', 'commission.pay']);
  });

  it("lines are scoped: an agent sees its own line and its sub-agents', never another line; a franchisee only its agents", async () => {
    const all = (await post('/chance-commission-line/list', tokens.admin, { periodKey: key })).body.data.list as { agentId: number }[];
    expect(all.length).toBe(
      await server.db
        .selectFrom('agent')
        .select('id')
        .execute()
        .then((r) => r.length),
    );
    const own = (await post('/chance-commission-line/list', tokens.agent, { periodKey: key })).body.data.list as { agentId: number }[];
    const subtree = await server.db
      .selectFrom('agent')
      .select('id')
      .where(
        'path',
        'like',
        (await server.db.selectFrom('agent').select('path').where('id', '=', agentId).executeTakeFirstOrThrow()).path + '%',
      )
      .execute();
    expect(own.map((l) => l.agentId).sort()).toEqual(subtree.map((a) => a.id).sort());
    expect(own.some((l) => l.agentId === agent2Id)).toBe(false);
    expect((await post('/chance-commission-line/list', tokens.agent, { periodKey: key, agentId: agent2Id })).body.data.list).toEqual([]);
    expect((await post('/chance-commission-line/members', tokens.agent, { periodKey: key, agentId: agent2Id })).body.code).toBe('A0404');
    const mine = await post('/chance-commission-line/members', tokens.agent, { periodKey: key, agentId });
    expect(mine.body.code).toBe(200);
    // The finance reviewer reads the lines it approves from the settlement screen.
    const finance = await server.login('finance', 'finance123');
    expect((await post('/chance-commission-line/list', finance, { periodKey: key })).body.data.list.length).toBe(all.length);
    const franchisee = (await post('/chance-commission-line/list', tokens.franchisee, { periodKey: key })).body.data.list as {
      agentId: number;
    }[];
    const fid = (
      await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
    ).franchisee_id;
    const theirs = await server.db.selectFrom('agent').select('id').where('franchisee_id', '=', fid).execute();
    expect(franchisee.map((l) => l.agentId).sort()).toEqual(theirs.map((a) => a.id).sort());
  });
});

describe('templates', () => {
  const body = {
    name: 'Gold',
    basis: 'profit',
    tiers: [
      { from: 0, bps: 1000 },
      { from: 5_000_000, bps: 3000 },
    ],
    gameRebates: [],
    minActiveMembers: 2,
    minActiveBet: 10_000,
    deductDepositFee: true,
    deductWithdrawFee: false,
    deductBonus: true,
    deductRebate: true,
  };

  it('bad input and wrong roles change nothing', async () => {
    const before = [await count('commission_template'), await count('commission_template_revision')];
    const bad = [
      {
        ...body,
        tiers: [
          { from: 100, bps: 10 },
          { from: 100, bps: 20 },
        ],
      },
      { ...body, tiers: [{ from: 0, bps: 10_001 }] },
      { ...body, name: '' },
      { ...body, gameRebates: [{ gameId: 999_999, bps: 10 }] },
      { ...body, name: 'Standard' },
    ];
    for (const b of bad) expect((await post('/chance-commission-template/save', tokens.admin, b)).body.code).toBe('A0400');
    expect((await post('/chance-commission-template/save', tokens.franchisee, body)).body.code).toBe('A0301');
    expect((await post('/chance-commission-template/save', tokens.agent, body)).body.code).toBe('A0301');
    expect([await count('commission_template'), await count('commission_template_revision')]).toEqual(before);
  });

  it('creates, edits from the next period, assigns from the next period with history; agents cannot assign', async () => {
    const created = await post('/chance-commission-template/save', tokens.admin, body);
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    const next = periodContaining('weekly', Date.now()).end;
    const edited = await post('/chance-commission-template/save', tokens.admin, { ...body, id, tiers: [{ from: 0, bps: 1500 }] });
    expect(edited.body.data.effectiveFrom).toBe(next);
    const listed = (await post('/chance-commission-template/list', tokens.admin)).body.data.list.find((t: { id: number }) => t.id === id);
    expect(listed).toMatchObject({ tiers: body.tiers, pending: { tiers: [{ from: 0, bps: 1500 }], effectiveFrom: next } });
    expect((await post('/chance-commission-template/assign', tokens.agent, { agentId, templateId: id })).body.code).toBe('A0301');
    const assigned = await post('/chance-commission-template/assign', tokens.admin, { agentId, templateId: id });
    expect(assigned.body).toMatchObject({ code: 200, data: { effectiveFrom: next } });
    const history = await post('/chance-commission-template/assignments', tokens.admin, { agentId });
    expect(history.body.data.list).toMatchObject([{ templateId: id, effectiveFrom: next }]);
  });
});

describe('carry-over', () => {
  it('a negative period carries into the next one instead of being clawed back, and nets the next result first', async () => {
    const checkerId = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'checker').executeTakeFirstOrThrow())
      .id;
    const paidBefore = await server.db
      .selectFrom('commission_period')
      .select(['period_key', 'end_at'])
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const p2 = periodContaining('weekly', paidBefore.end_at);
    const p3 = periodContaining('weekly', p2.end);
    // A big bonus on an approved deposit of one of agent's members in p2 drives that line negative.
    const member = await server.db
      .selectFrom('member')
      .select(['id', 'station_id', 'franchisee_id'])
      .where('agent_id', '=', agentId)
      .where('is_internal', '=', 0)
      .where('is_test', '=', 0)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('deposit_order')
      .values({
        order_no: 'CARRYTEST1',
        member_id: member.id,
        station_id: member.station_id,
        franchisee_id: member.franchisee_id,
        agent_id: agentId,
        kind: 'company',
        amount: 100,
        status: 2,
        is_first: 0,
        created_at: p2.start + 1,
        reviewed_at: p2.start + 2,
        bonus: 900_000_000,
        channel_id: null,
        reviewed_by: null,
        balance_after: null,
      })
      .execute();
    const carries = new Map((await lines(paidBefore.period_key)).map((l) => [l.agent_id, l.carry_out]));
    await server.db.transaction().execute((trx) => computePeriod(trx, p2.key, adminId, p2.end + 1));
    const expected = await recompute(server.db, p2.start, p2.end, await standardTerms(), carries);
    const line2 = (await lines(p2.key)).find((l) => l.agent_id === agentId)!;
    expect(line2.carry_out).toBe(expected.get(agentId)!.carryOut);
    expect(line2.carry_out).toBeLessThan(0);
    expect(line2.commission_payable).toBe(0);
    await server.db.transaction().execute(async (trx) => {
      await approvePeriod(trx, p2.key, checkerId, p2.end + 2);
      await payPeriod(trx, p2.key, checkerId, p2.end + 3);
    });
    await server.db.transaction().execute((trx) => computePeriod(trx, p3.key, adminId, p3.end + 1));
    const line3 = (await lines(p3.key)).find((l) => l.agent_id === agentId)!;
    expect(line3.carry_in).toBe(line2.carry_out);
    expect(line3.commission_payable).toBe(0);
    const expected3 = (await recompute(server.db, p3.start, p3.end, await standardTerms(), new Map([[agentId, line2.carry_out]]))).get(
      agentId,
    )!;
    expect({ base: line3.base, carryOut: line3.carry_out, commission: line3.commission_payable }).toEqual({
      base: expected3.base,
      carryOut: expected3.carryOut,
      commission: expected3.commissionPayable,
    });
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });
});
