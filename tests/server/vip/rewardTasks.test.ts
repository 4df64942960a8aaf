import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { VALID_BET_STATUSES } from '../../../plugins/vip/shared/validBets';
import { claimKey, taskWindow } from '../../../plugins/vip/server/tasks/taskRules';
import { startServer, type TestServer } from '../helpers/server';

/*
 * Reward tasks over HTTP on the seeded demo: the seed's tasks and claims (paid through the claim
 * service), add / edit / switch with before-after audit entries, claims paying money through the
 * ledger, points through the points ledger and tickets as member tickets, each exactly once;
 * progress from members' real deposits, bets and sign-ins; bad input writing nothing; the
 * authorization matrix with franchisee scoping; and, as a property, claims made concurrently and
 * repeatedly by the member app paying once each with a clean ledger.
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;
let franchiseeId: number;
let otherFranchiseeId: number;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
  franchiseeId = Number(
    (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
      .franchisee_id,
  );
  otherFranchiseeId = Number(
    (await server.db.selectFrom('franchisee').select('id').where('id', '<>', franchiseeId).orderBy('id').executeTakeFirstOrThrow()).id,
  );
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown, language?: 0 | 1) =>
  server.call(path, { body, token, language, headers: { 'idempotency-key': randomUUID() } });
type Counted = 'reward_task' | 'reward_task_claim' | 'ledger_journal' | 'points_ledger' | 'member_ticket' | 'operation_log';
const count = async (table: Counted) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = () =>
  Promise.all(
    (['reward_task', 'reward_task_claim', 'ledger_journal', 'points_ledger', 'member_ticket', 'operation_log'] as const).map(count),
  );

const task = (over: Record<string, unknown> = {}) => ({
  nameZh: '累计存款',
  nameEn: 'Deposit in total',
  nameHi: 'कुल जमा',
  type: 'deposit_total',
  threshold: 100,
  awardKind: 'money',
  awardAmount: 1_500,
  period: 'once',
  status: 0,
  sort: 5,
  ...over,
});

/** Active real members of a franchisee with approved deposits (so a deposit task is reached). */
async function depositors(fid: number, n: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('member')
    .select('member.id')
    .where('member.franchisee_id', '=', fid)
    .where('member.status', '=', 0)
    .where('member.is_test', '=', 0)
    .where('member.is_internal', '=', 0)
    .where((eb) =>
      eb.exists(eb.selectFrom('deposit_order as d').select('d.id').whereRef('d.member_id', '=', 'member.id').where('d.status', '=', 2)),
    )
    .orderBy('member.id')
    .limit(n)
    .execute();
  return rows.map((r) => Number(r.id));
}

async function saved(body: Record<string, unknown>, token = franchisee): Promise<number> {
  const answer = await post('/chance-reward-task/save', token, body);
  expect(answer.body).toMatchObject({ code: 200 });
  return answer.body.data.id as number;
}

describe('reward tasks', () => {
  it('seeds tasks of each kind with claims paid through the claim service', async () => {
    const list = await post('/chance-reward-task/list', franchisee, { pageIndex: 1, pageSize: 50 });
    expect(list.body.code).toBe(200);
    const tasks = list.body.data.list as {
      id: number;
      type: string;
      awardKind: string;
      status: number;
      claims: number;
      franchiseeId: number;
    }[];
    expect(new Set(tasks.map((t) => t.type))).toEqual(new Set(['first_deposit', 'bet_total', 'deposit_total', 'sign_in_days']));
    expect(tasks.every((t) => t.franchiseeId === franchiseeId)).toBe(true);
    expect(tasks.some((t) => t.status === 1)).toBe(true);
    expect(tasks.reduce((a, t) => a + Number(t.claims), 0)).toBeGreaterThan(0);
    const claims = await server.db
      .selectFrom('reward_task_claim as c')
      .innerJoin('reward_task as t', 't.id', 'c.task_id')
      .select(['c.business_key', 'c.award_kind', 'c.journal_id', 'c.points_ledger_id', 'c.member_ticket_id'])
      .execute();
    for (const c of claims) {
      if (c.award_kind === 'money') {
        const journal = await server.db
          .selectFrom('ledger_journal')
          .select(['business_key', 'type'])
          .where('id', '=', Number(c.journal_id))
          .executeTakeFirstOrThrow();
        expect(journal).toEqual({ business_key: c.business_key, type: 'task_reward' });
      } else if (c.award_kind === 'points') {
        expect(
          (await server.db.selectFrom('points_ledger').select('ref').where('id', '=', Number(c.points_ledger_id)).executeTakeFirstOrThrow())
            .ref,
        ).toBe(c.business_key);
      } else {
        expect(
          (
            await server.db
              .selectFrom('member_ticket')
              .select('serial_no')
              .where('id', '=', Number(c.member_ticket_id))
              .executeTakeFirstOrThrow()
          ).serial_no,
        ).toBe(c.business_key);
      }
    }
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });

  it('adds, edits and switches a task with before/after audit entries', async () => {
    const id = await saved(task());
    const detail = await post('/chance-reward-task/detail', franchisee, { id });
    expect(detail.body.data).toMatchObject({
      id,
      franchiseeId,
      nameZh: '累计存款',
      nameEn: 'Deposit in total',
      nameHi: 'कुल जमा',
      type: 'deposit_total',
      threshold: 100,
      awardKind: 'money',
      awardAmount: 1_500,
      period: 'once',
      status: 0,
      sort: 5,
    });
    expect(await saved(task({ id, nameEn: 'Deposit ₹1 in total', threshold: 200 }))).toBe(id);
    expect((await post('/chance-reward-task/detail', franchisee, { id })).body.data).toMatchObject({
      nameEn: 'Deposit ₹1 in total',
      threshold: 200,
    });

    expect((await post('/chance-reward-task/status', franchisee, { id, status: 1 })).body.code).toBe(200);
    expect((await post('/chance-reward-task/status', franchisee, { id, status: 1 })).body.code).toBe('A0400');
    const off = await post('/chance-reward-task/list', franchisee, { pageIndex: 1, pageSize: 50, status: 1, name: 'deposit ₹1' });
    expect(off.body.data.list.map((t: { id: number }) => t.id)).toEqual([id]);

    const logs = await server.db
      .selectFrom('operation_log')
      .select(['action', 'before_json', 'after_json'])
      .where('target_type', '=', 'reward_task')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['rewardTask.save', 'rewardTask.save', 'rewardTask.status']);
    expect(JSON.parse(logs[1].before_json as string)).toMatchObject({ name_en: 'Deposit in total', threshold: 100 });
    expect(JSON.parse(logs[1].after_json as string)).toMatchObject({ name_en: 'Deposit ₹1 in total', threshold: 200 });
    expect(JSON.parse(logs[2].before_json as string)).toEqual({ status: 0 });
    expect(JSON.parse(logs[2].after_json as string)).toEqual({ status: 1 });
  });

  it('pays a money, points or ticket award once, from real activity, and reports progress', async () => {
    const [memberId] = await depositors(franchiseeId, 1);
    const member = await server.db.selectFrom('member').select(['username', 'points']).where('id', '=', memberId).executeTakeFirstOrThrow();
    const ticket = await server.db
      .selectFrom('ticket')
      .select('id')
      .where('franchisee_id', '=', franchiseeId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now() + 86_400_000)]))
      .executeTakeFirstOrThrow();
    const money = await saved(task());
    const points = await saved(task({ awardKind: 'points', awardAmount: 70 }));
    const ticketTask = await saved(task({ awardKind: 'ticket', awardAmount: undefined, ticketId: ticket.id }));

    const progress = await post('/chance-reward-task/progress', franchisee, { taskId: money, username: member.username });
    expect(progress.body.data).toMatchObject({ memberId, periodKey: 'once', reached: true, claimedAt: null });
    const deposited = await server.db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 2)
      .executeTakeFirstOrThrow();
    expect(progress.body.data.progress).toBe(Number(deposited.n));

    const before = await counts();
    const first = await post('/chance-reward-task/claim', admin, { taskId: money, memberId });
    expect(first.body.data).toMatchObject({ periodKey: 'once', awardKind: 'money', awardAmount: 1_500, replayed: false });
    const again = await post('/chance-reward-task/claim', admin, { taskId: money, memberId });
    expect(again.body.data).toMatchObject({ claimId: first.body.data.claimId, replayed: true });
    const journal = await server.db
      .selectFrom('ledger_journal')
      .select(['id', 'type'])
      .where('business_key', '=', claimKey(money, 'once', memberId))
      .execute();
    expect(journal).toHaveLength(1);

    expect((await post('/chance-reward-task/claim', admin, { taskId: points, memberId })).body.data).toMatchObject({
      awardKind: 'points',
      awardAmount: 70,
    });
    expect((await post('/chance-reward-task/claim', admin, { taskId: ticketTask, memberId })).body.data).toMatchObject({
      awardKind: 'ticket',
      awardAmount: 0,
    });
    expect((await post('/chance-reward-task/claim', admin, { taskId: ticketTask, memberId })).body.data.replayed).toBe(true);
    const [tasksN, claimsN, journalsN, pointsN, ticketsN] = await counts();
    expect([tasksN, claimsN, journalsN, pointsN, ticketsN]).toEqual([
      before[0],
      before[1] + 3,
      before[2] + 1,
      before[3] + 1,
      before[4] + 1,
    ]);
    expect(
      Number((await server.db.selectFrom('member').select('points').where('id', '=', memberId).executeTakeFirstOrThrow()).points),
    ).toBe(Number(member.points) + 70);
    expect(
      (
        await server.db
          .selectFrom('member_ticket')
          .select('ticket_id')
          .where('serial_no', '=', claimKey(ticketTask, 'once', memberId))
          .executeTakeFirstOrThrow()
      ).ticket_id,
    ).toBe(ticket.id);
    expect(
      (await post('/chance-reward-task/progress', franchisee, { taskId: money, username: member.username })).body.data.claimedAt,
    ).toEqual(expect.any(Number));

    const claims = await post('/chance-reward-task/claims', franchisee, { taskId: money, pageIndex: 1, pageSize: 10 });
    expect(claims.body.data.list).toEqual([
      expect.objectContaining({ memberId, username: member.username, periodKey: 'once', awardKind: 'money', awardAmount: 1_500 }),
    ]);

    // Not reached (a threshold above what the member deposited), and a disabled task: refused, nothing written.
    const far = await saved(task({ threshold: 1_000_000_000_000 }));
    const off = await saved(task({ status: 1 }));
    const mid = await counts();
    const notReached = await post('/chance-reward-task/claim', admin, { taskId: far, memberId }, 1);
    expect(notReached.body.code).toBe('A0400');
    expect(notReached.body.msg).toContain('任务尚未完成');
    expect((await post('/chance-reward-task/claim', admin, { taskId: off, memberId })).body.code).toBe('A0400');
    // A member of another franchisee may not take part.
    const [stranger] = await depositors(otherFranchiseeId, 1);
    expect((await post('/chance-reward-task/claim', admin, { taskId: money, memberId: stranger })).body.code).toBe('A0400');
    const after = await counts();
    expect(after.slice(0, 5)).toEqual(mid.slice(0, 5));
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });

  it('counts sign-in days and valid bets in the Bombay period', async () => {
    const [memberId] = await depositors(franchiseeId, 1);
    const username = (await server.db.selectFrom('member').select('username').where('id', '=', memberId).executeTakeFirstOrThrow())
      .username;
    const now = Date.now();
    const window = taskWindow('weekly', now);
    const signIns = await saved(task({ type: 'sign_in_days', threshold: 7, period: 'weekly', awardKind: 'points', awardAmount: 10 }));
    const before = (await post('/chance-reward-task/progress', franchisee, { taskId: signIns, username })).body.data.progress as number;
    // Two sign-ins the same minute count as one day; a failed one does not count.
    const log = { member_id: memberId, franchisee_id: franchiseeId, ip: '10.0.0.9', created_at: now };
    const today = await server.db
      .selectFrom('member_login_log')
      .select('id')
      .where('member_id', '=', memberId)
      .where('success', '=', 1)
      .where('created_at', '>=', taskWindow('daily', now).from)
      .executeTakeFirst();
    await server.db
      .insertInto('member_login_log')
      .values([
        { ...log, success: 1 },
        { ...log, success: 1 },
        { ...log, success: 0, created_at: window.from },
      ])
      .execute();
    const after = (await post('/chance-reward-task/progress', franchisee, { taskId: signIns, username })).body.data;
    expect(after.progress).toBe(before + (today ? 0 : 1));
    expect(after.periodKey).toBe(window.key);

    const bets = await saved(task({ type: 'bet_total', threshold: 1, period: 'daily' }));
    const day = taskWindow('daily', now);
    const valid = await server.db
      .selectFrom('bet')
      .select((eb) => eb.fn.sum<number>('stake').as('n'))
      .where('member_id', '=', memberId)
      .where('status', 'in', VALID_BET_STATUSES)
      .where('created_at', '>=', day.from)
      .where('created_at', '<', day.to)
      .executeTakeFirstOrThrow();
    expect((await post('/chance-reward-task/progress', franchisee, { taskId: bets, username })).body.data.progress).toBe(
      Number(valid.n ?? 0),
    );
  });

  it("refuses bad input without writing anything, naming the field in the caller's language", async () => {
    const before = await counts();
    const bad: Record<string, unknown>[] = [
      task({ nameZh: '' }),
      task({ nameEn: 'x'.repeat(41) }),
      task({ type: 'invite' }),
      task({ threshold: 0 }),
      task({ threshold: 1.5 }),
      task({ type: 'sign_in_days', period: 'daily', threshold: 2 }),
      task({ type: 'sign_in_days', period: 'weekly', threshold: 8 }),
      task({ awardKind: 'money', awardAmount: 0 }),
      task({ awardKind: 'points', awardAmount: 1_000_001 }),
      task({ awardKind: 'ticket', awardAmount: 0 }),
      task({ period: 'monthly' }),
      task({ status: 3 }),
      task({ sort: -1 }),
      task({ id: 999_999 }),
    ];
    for (const body of bad) {
      const answer = await post('/chance-reward-task/save', franchisee, body);
      expect([answer.body.code, body]).toEqual([expect.stringMatching(/^A0(400|404)$/), body]);
    }
    // Another franchisee's ticket, or an admin's new task without a franchisee.
    const foreign = await server.db
      .selectFrom('ticket')
      .select('id')
      .where('franchisee_id', '=', otherFranchiseeId)
      .executeTakeFirstOrThrow();
    expect((await post('/chance-reward-task/save', franchisee, task({ awardKind: 'ticket', ticketId: foreign.id }))).body.code).toBe(
      'A0400',
    );
    expect((await post('/chance-reward-task/save', admin, task())).body.code).toBe('A0400');
    const zh = await post('/chance-reward-task/save', franchisee, task({ awardKind: 'ticket', awardAmount: 0 }), 1);
    expect(zh.body.msg).toContain('请选择任务奖励的券');
    expect((await post('/chance-reward-task/status', franchisee, { id: 1, status: 2 })).body.code).toBe('A0400');
    expect((await post('/chance-reward-task/progress', franchisee, { taskId: 1, username: 'nobody-here' })).body.code).toBe('A0400');
    expect((await post('/chance-reward-task/claim', admin, { taskId: 1 })).body.code).toBe('A0400');
    // A claim without an Idempotency-Key is refused before anything runs.
    const [memberId] = await depositors(franchiseeId, 1);
    expect((await server.call('/chance-reward-task/claim', { token: admin, body: { taskId: 1, memberId } })).body.code).toBe('A0400');
    expect(await counts()).toEqual(before);
  });

  it('enforces roles, menu rights and franchisee scope', async () => {
    const mine = await saved(task());
    const theirs = await saved(task({ franchiseeId: otherFranchiseeId }), admin);
    const paths = ['list', 'detail', 'options', 'save', 'status', 'claims', 'progress', 'claim'].map((p) => `/chance-reward-task/${p}`);
    for (const path of paths) {
      expect((await server.call(path, { body: {} })).body.code).toBe('A0230');
      expect((await post(path, agent, { id: mine, taskId: mine })).body.code).toBe('A0301');
    }
    // The claim stands in for the member app: administrators only.
    const [memberId] = await depositors(franchiseeId, 1);
    expect((await post('/chance-reward-task/claim', franchisee, { taskId: mine, memberId })).body.code).toBe('A0301');
    // A franchisee never sees or changes another franchisee's task: it looks missing.
    expect((await post('/chance-reward-task/detail', franchisee, { id: theirs })).body.code).toBe('A0404');
    expect((await post('/chance-reward-task/status', franchisee, { id: theirs, status: 1 })).body.code).toBe('A0404');
    expect((await post('/chance-reward-task/save', franchisee, task({ id: theirs }))).body.code).toBe('A0404');
    expect((await post('/chance-reward-task/claims', franchisee, { taskId: theirs, pageIndex: 1, pageSize: 10 })).body.code).toBe('A0404');
    expect((await post('/chance-reward-task/save', franchisee, task({ franchiseeId: otherFranchiseeId }))).body.code).toBe('A0301');
    const list = await post('/chance-reward-task/list', franchisee, { pageIndex: 1, pageSize: 100 });
    expect(list.body.data.list.map((t: { id: number }) => t.id)).not.toContain(theirs);
    const options = await post('/chance-reward-task/options', franchisee, {});
    expect(options.body.data.franchisees).toEqual([expect.objectContaining({ id: franchiseeId })]);
    expect(options.body.data.tickets.every((t: { franchiseeId: number }) => Number(t.franchiseeId) === franchiseeId)).toBe(true);
    // The administrator sees both.
    const all = await post('/chance-reward-task/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(all.body.data.list.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it('property: concurrent and repeated claims pay each member once and keep the ledger clean', async () => {
    const members = await depositors(franchiseeId, 12);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('money', 'points'),
        fc.subarray(members, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 2, max: 6 }),
        async (awardKind, who, times) => {
          const taskId = await saved(task({ awardKind, awardAmount: 300 }));
          const before = await counts();
          const answers = await Promise.all(
            who.flatMap((memberId) => Array.from({ length: times }, () => post('/chance-reward-task/claim', admin, { taskId, memberId }))),
          );
          expect(answers.every((a) => a.body.code === 200)).toBe(true);
          for (const memberId of who) {
            const mine = answers.filter((_, i) => who[Math.floor(i / times)] === memberId).map((a) => a.body.data);
            expect(mine.filter((d) => !d.replayed)).toHaveLength(1);
            expect(new Set(mine.map((d) => d.claimId)).size).toBe(1);
          }
          const after = await counts();
          expect(after[1]).toBe(before[1] + who.length);
          expect(after[2]).toBe(before[2] + (awardKind === 'money' ? who.length : 0));
          expect(after[3]).toBe(before[3] + (awardKind === 'points' ? who.length : 0));
          expect((await checkLedger(server.db)).problems).toEqual([]);
        },
      ),
      { numRuns: 6 },
    );
  });
});
