import { randomUUID } from 'node:crypto';
import { commissionComputeJob } from '../../../plugins/account/server/commission/job';
import { lastEndedPeriod, periodContaining } from '../../../plugins/account/server/commission/periods';
import { approvePeriod, computePeriod } from '../../../plugins/account/server/commission/settlement';
import { cycleOf, scheduleOf } from '../../../plugins/account/server/commission/setting';
import { runJobOnce } from '../../../server/jobs';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * After payment: corrections of a paid line are new adjusting entries (maker ≠ checker, paid once
 * with their own journal, a debit never takes the wallet below zero); the scheduled compute runs
 * as the system once per period at the Bombay boundary; the cycle setting applies from the next
 * period and never re-cuts a computed one.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
let agentId: number;
let agent2Id: number;
const key = lastEndedPeriod('weekly', Date.now()).key;

const post = (path: string, token: string, body: unknown = {}, idem: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: idem ? { 'idempotency-key': idem } : {} });
const count = async (table: 'commission_adjustment' | 'ledger_journal' | 'commission_line' | 'commission_period') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const wallet = async (id: number) =>
  (
    await server.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('owner_type', '=', 'agent')
      .where('owner_id', '=', String(id))
      .executeTakeFirst()
  )?.balance ?? 0;
const lineOf = async (periodKey: string, agent: number) =>
  server.db
    .selectFrom('commission_line')
    .selectAll()
    .where('period_key', '=', periodKey)
    .where('agent_id', '=', agent)
    .executeTakeFirstOrThrow();
const adjustmentState = async () =>
  server.db.selectFrom('commission_adjustment').select(['id', 'status', 'journal_id']).orderBy('id').execute();

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  for (const user of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[user] = await server.login(user);
  tokens.checker = await server.login('checker', 'checker123');
  const ids = await server.db.selectFrom('agent').select(['id', 'username']).where('username', 'in', ['agent', 'agent2']).execute();
  agentId = ids.find((a) => a.username === 'agent')!.id;
  agent2Id = ids.find((a) => a.username === 'agent2')!.id;
  expect((await post('/chance-commission-period/compute', tokens.admin, { periodKey: key })).body.code).toBe(200);
  expect((await post('/chance-commission-period/approve', tokens.checker, { periodKey: key })).body.code).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

describe('corrections after payment', () => {
  it('a line of a period not yet paid cannot be adjusted (recompute instead); bad input and wrong roles change nothing', async () => {
    const line = await lineOf(key, agentId);
    const unpaid = await post('/chance-commission-adjustment/create', tokens.admin, { lineId: line.id, amount: 100, reason: 'early' });
    expect(unpaid.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining(key) });
    expect((await post('/chance-commission-period/pay', tokens.checker, { periodKey: key })).body.code).toBe(200);
    const before = [await count('commission_adjustment'), await count('ledger_journal')];
    const bad: [Record<string, unknown>, string][] = [
      [{ lineId: line.id, amount: 0, reason: 'zero' }, 'amount'],
      [{ lineId: line.id, amount: 12.5, reason: 'fraction' }, 'amount'],
      [{ lineId: line.id, amount: 'ten', reason: 'text' }, 'amount'],
      [{ lineId: line.id, amount: 100, reason: '  ' }, 'reason'],
      [{ lineId: line.id, amount: 100 }, 'reason'],
      [{ lineId: 999_999, amount: 100, reason: 'no line' }, 'lineId'],
    ];
    for (const [body, field] of bad) {
      const answer = await post('/chance-commission-adjustment/create', tokens.admin, body);
      expect(answer.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining(field) });
    }
    const zh = await server.call('/chance-commission-adjustment/create', {
      body: { lineId: line.id, amount: 0, reason: 'x' },
      token: tokens.admin,
      headers: { language: '1', 'idempotency-key': randomUUID() },
    });
    expect(zh.body.msg).toContain('必须是非零整数');
    for (const who of ['franchisee', 'agent', 'agent2'])
      for (const path of ['create', 'review', 'pay'])
        expect(
          (
            await post(`/chance-commission-adjustment/${path}`, tokens[who], {
              lineId: line.id,
              id: 1,
              amount: 100,
              reason: 'x',
              approve: true,
            })
          ).body.code,
        ).toBe('A0301');
    expect([await count('commission_adjustment'), await count('ledger_journal')]).toEqual(before);
  });

  it('maker ≠ checker; paying posts one journal commission-adjust:{id} once; a debit below zero is refused and changes nothing; the ledger stays clean', async () => {
    const line = await lineOf(key, agentId);
    const start = await wallet(agentId);
    const credit = await post('/chance-commission-adjustment/create', tokens.admin, {
      lineId: line.id,
      amount: '5000',
      reason: 'late bets',
    });
    expect(credit.body).toMatchObject({ code: 200, data: { status: 'pending' } });
    const id = credit.body.data.id as number;
    expect((await post('/chance-commission-adjustment/pay', tokens.checker, { id })).body.code).toBe('A0400');
    expect((await post('/chance-commission-adjustment/review', tokens.admin, { id, approve: true })).body).toMatchObject({
      code: 'A0400',
      msg: expect.stringContaining('another staff member'),
    });
    expect((await post('/chance-commission-adjustment/review', tokens.checker, { id, approve: 'yes' })).body).toMatchObject({
      code: 'A0400',
      msg: expect.stringContaining('approve'),
    });
    expect((await post('/chance-commission-adjustment/review', tokens.checker, { id, approve: true })).body).toMatchObject({
      code: 200,
      data: { status: 'approved' },
    });
    expect((await post('/chance-commission-adjustment/review', tokens.checker, { id, approve: false })).body.code).toBe('A0400');

    const journals = await count('ledger_journal');
    const idem = randomUUID();
    const paid = await post('/chance-commission-adjustment/pay', tokens.admin, { id }, idem);
    expect(paid.body).toMatchObject({ code: 200, data: { status: 'paid', walletAfter: start + 5000 } });
    expect((await post('/chance-commission-adjustment/pay', tokens.admin, { id }, idem)).body).toEqual(paid.body);
    expect((await post('/chance-commission-adjustment/pay', tokens.admin, { id })).body.code).toBe('A0400');
    expect(await count('ledger_journal')).toBe(journals + 1);
    const journal = await server.db
      .selectFrom('ledger_journal')
      .select(['business_key', 'type'])
      .where('id', '=', paid.body.data.journalId)
      .executeTakeFirstOrThrow();
    expect(journal).toEqual({ business_key: `commission-adjust:${id}`, type: 'commission' });
    expect(await wallet(agentId)).toBe(start + 5000);

    // A debit larger than the wallet: approved, but paying it is refused and nothing moves.
    const tooBig = (
      await post('/chance-commission-adjustment/create', tokens.checker, { lineId: line.id, amount: -(start + 5001), reason: 'overpaid' })
    ).body.data.id as number;
    expect((await post('/chance-commission-adjustment/review', tokens.admin, { id: tooBig, approve: true })).body.code).toBe(200);
    const state = await adjustmentState();
    const refused = await post('/chance-commission-adjustment/pay', tokens.admin, { id: tooBig });
    expect(refused.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining('below zero') });
    expect(await adjustmentState()).toEqual(state);
    expect(await count('ledger_journal')).toBe(journals + 1);
    expect(await wallet(agentId)).toBe(start + 5000);
    // Refused at review instead: a rejected adjustment can never be paid.
    const rejected = (await post('/chance-commission-adjustment/create', tokens.admin, { lineId: line.id, amount: 700, reason: 'typo' }))
      .body.data.id as number;
    expect((await post('/chance-commission-adjustment/review', tokens.checker, { id: rejected, approve: false })).body.data.status).toBe(
      'rejected',
    );
    expect((await post('/chance-commission-adjustment/pay', tokens.admin, { id: rejected })).body.code).toBe('A0400');

    const debit = (
      await post('/chance-commission-adjustment/create', tokens.checker, { lineId: line.id, amount: -2000, reason: 'refunded bet' })
    ).body.data.id as number;
    expect((await post('/chance-commission-adjustment/review', tokens.admin, { id: debit, approve: true })).body.code).toBe(200);
    expect((await post('/chance-commission-adjustment/pay', tokens.checker, { id: debit })).body).toMatchObject({
      code: 200,
      data: { walletAfter: start + 3000 },
    });
    expect(await wallet(agentId)).toBe(start + 3000);
    // The paid line itself never changes; its corrected total adds the paid adjustments.
    expect(await lineOf(key, agentId)).toEqual(line);
    const listed = (await post('/chance-commission-line/list', tokens.admin, { periodKey: key, agentId })).body.data.list[0];
    expect(listed).toMatchObject({ adjustedPaid: 3000, adjustedPending: -(start + 5001), correctedTotal: line.total_payable + 3000 });
    expect((await checkLedger(server.db)).problems).toEqual([]);
    const log = await server.db.selectFrom('operation_log').select('action').where('action', 'like', 'commission.adjust.%').execute();
    // Four entries, four decisions, two payments: refused calls and the replay log nothing.
    expect(log.length).toBe(4 + 4 + 2);
  });

  it("adjustments are read in the lines' scope: an agent its own and sub-agents', a franchisee its agents'", async () => {
    const all = (await post('/chance-commission-adjustment/list', tokens.admin, { periodKey: key })).body.data.list as {
      agentId: number;
    }[];
    expect(all.length).toBe(4);
    const mine = (await post('/chance-commission-adjustment/list', tokens.agent, { periodKey: key })).body.data.list as {
      agentId: number;
      amount: number;
    }[];
    expect(mine.length).toBe(4);
    expect((await post('/chance-commission-adjustment/list', tokens.agent2, {})).body.data.list).toEqual([]);
    expect((await post('/chance-commission-adjustment/list', tokens.agent2, { agentId })).body.data.list).toEqual([]);
    const line = (await post('/chance-commission-line/list', tokens.agent2, { periodKey: key, agentId })).body.data.list;
    expect(line).toEqual([]);
    const agentFranchisee = (
      await server.db.selectFrom('agent').select('franchisee_id').where('id', '=', agentId).executeTakeFirstOrThrow()
    ).franchisee_id;
    const franchiseeOwn = (
      await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
    ).franchisee_id;
    const theirs = (await post('/chance-commission-adjustment/list', tokens.franchisee, {})).body.data.list;
    expect(theirs.length).toBe(agentFranchisee === franchiseeOwn ? 4 : 0);
    expect(agent2Id).not.toBe(agentId);
  });
});

describe('scheduled compute', () => {
  it('computes the period that just closed once, at the Bombay boundary, as the system; any staff member may approve it', async () => {
    const next = periodContaining('weekly', lastEndedPeriod('weekly', Date.now()).end);
    const agents = Number(
      (
        await server.db
          .selectFrom('agent')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // One millisecond before Monday 00:00 IST the due day is Saturday's and the period still runs: nothing new.
    const before = await runJobOnce(server.db, commissionComputeJob, commissionComputeJob.duePeriod(next.end - 1)!, next.end - 1);
    expect(before).toEqual({ ran: true, rows: 0 });
    expect(
      await server.db.selectFrom('commission_period').select('period_key').where('period_key', '=', next.key).executeTakeFirst(),
    ).toBeUndefined();
    const day = commissionComputeJob.duePeriod(next.end)!;
    expect(await runJobOnce(server.db, commissionComputeJob, day, next.end)).toEqual({ ran: true, rows: agents });
    expect(await runJobOnce(server.db, commissionComputeJob, day, next.end + 1000)).toEqual({ ran: false, rows: 0 });
    const rows = await server.db.selectFrom('commission_line').selectAll().where('period_key', '=', next.key).orderBy('agent_id').execute();
    // Run again (a second process, a repeated tick): the same rows, untouched.
    expect(await server.db.transaction().execute((trx) => commissionComputeJob.run(trx, day, next.end + 2000))).toBe(0);
    expect(
      await server.db.selectFrom('commission_line').selectAll().where('period_key', '=', next.key).orderBy('agent_id').execute(),
    ).toEqual(rows);
    const period = await server.db.selectFrom('commission_period').selectAll().where('period_key', '=', next.key).executeTakeFirstOrThrow();
    expect({ kind: period.computed_kind, by: period.computed_by }).toEqual({ kind: 'job', by: 0 });
    // The figures equal a staff compute of the same period.
    const staffCopy = await server.db
      .transaction()
      .execute(async (trx) => {
        await computePeriod(trx, next.key, 1, next.end + 3000);
        const copy = await trx.selectFrom('commission_line').selectAll().where('period_key', '=', next.key).orderBy('agent_id').execute();
        throw Object.assign(new Error('rollback'), { copy });
      })
      .catch((e: { copy: typeof rows }) => e.copy);
    expect(staffCopy.map(({ id: _id, ...r }) => r)).toEqual(rows.map(({ id: _id, ...r }) => r));
    const listed = (await post('/chance-commission-period/list', tokens.admin)).body.data.list.find(
      (p: { periodKey: string }) => p.periodKey === next.key,
    );
    expect(listed).toMatchObject({ status: 'computed', computedKind: 'job', computedBy: null });
    expect((await server.db.transaction().execute((trx) => approvePeriod(trx, next.key, 1, next.end + 4000))).status).toBe('approved');
  });
});

describe('cycle setting', () => {
  it('bad input and wrong roles change nothing', async () => {
    const before = await scheduleOf(server.db);
    for (const cycle of ['daily', '', 1])
      expect((await post('/chance-commission-period/setCycle', tokens.admin, { cycle })).body).toMatchObject({
        code: 'A0400',
        msg: expect.stringContaining('cycle'),
      });
    for (const who of ['franchisee', 'agent']) {
      expect((await post('/chance-commission-period/setCycle', tokens[who], { cycle: 'monthly' })).body.code).toBe('A0301');
      expect((await post('/chance-commission-period/cycle', tokens[who])).body.code).toBe('A0301');
    }
    expect(await scheduleOf(server.db)).toEqual(before);
  });

  it('a change applies from the next period: the running and computed periods keep their cut; changing back cancels it', async () => {
    const now = Date.now();
    const running = periodContaining('weekly', now);
    const stored = await server.db
      .selectFrom('commission_period')
      .select(['period_key', 'start_at', 'end_at'])
      .orderBy('start_at')
      .execute();
    const set = await post('/chance-commission-period/setCycle', tokens.admin, { cycle: 'monthly' });
    expect(set.body).toMatchObject({ code: 200, data: { cycle: 'monthly', from: running.end } });
    expect(await cycleOf(server.db, Date.now())).toEqual({ cycle: 'weekly', next: { cycle: 'monthly', from: running.end } });
    const schedule = await scheduleOf(server.db);
    expect(periodContaining(schedule, running.end - 1).key).toBe(running.key);
    for (const p of stored) expect(periodContaining(schedule, p.start_at)).toEqual({ key: p.period_key, start: p.start_at, end: p.end_at });
    // After the switch, periods are months; the first is cut to begin where the last week ended.
    const first = periodContaining(schedule, running.end);
    expect(first.start).toBe(running.end);
    expect(first.key).toMatch(/^(R\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}|M\d{4}-\d{2})$/);
    expect(periodContaining(schedule, first.end).key).toMatch(/^M\d{4}-\d{2}$/);
    // A weekly key after the switch is not a period any more.
    const weekAfter = periodContaining('weekly', running.end + 8 * 86_400_000);
    const refused = await server.db
      .transaction()
      .execute((trx) => computePeriod(trx, weekAfter.key, 1, weekAfter.end + 1))
      .catch((e: { key?: string }) => e.key);
    expect(refused).toBe('commission_period_invalid');
    // Template assignments made now start with the new cycle's first period.
    const template = (await post('/chance-commission-template/list', tokens.admin)).body.data.list[0].id as number;
    expect(
      (await post('/chance-commission-template/assign', tokens.admin, { agentId: agent2Id, templateId: template })).body.data.effectiveFrom,
    ).toBe(running.end);
    expect((await post('/chance-commission-period/cycle', tokens.admin)).body.data).toEqual({
      cycle: 'weekly',
      next: { cycle: 'monthly', from: running.end },
    });
    expect((await post('/chance-commission-period/setCycle', tokens.admin, { cycle: 'weekly' })).body.code).toBe(200);
    expect(await cycleOf(server.db, Date.now())).toEqual({ cycle: 'weekly', next: null });
  });
});
