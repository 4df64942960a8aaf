import { playNames, selectionNames } from '../../../plugins/lottery/server/catalogue';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/auth/password';
import { deriveResult } from '../../../server/domain/draw/commitReveal';
import { betPool, manualCreditJournal, memberCash } from '../../../server/domain/ledgerJournals';
import { placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { postJournal } from '../../../server/ledger/ledger';
import { balanceOf } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { SETUP_TIMEOUT, sha256, startServer, type TestServer } from '../helpers/server';

/*
 * The staff endpoints over HTTP on the tiny demo: period and bet lists with their scoping,
 * external results with maker-checker, supplementary draw and settlement (requested by one admin,
 * approved or rejected by another), public verification.
 * Periods are driven by tick() with a clock in January 2026, far from the real one.
 */

const T0 = Date.UTC(2026, 0, 15, 4, 30, 0); // on a 10-minute boundary
/** After the external period's draw: the clock only moves forwards through the file. */
const T1 = T0 + 20 * 60_000;
let server: TestServer;
let admin: string;
let admin2: string;
let franchiseeToken: string;
let agentToken: string;
let members: { id: number; franchisee_id: number; agent_id: number | null }[];
let agentMemberId: number;
let otherFranchiseeMemberId: number;

const games = async () =>
  Object.fromEntries((await server.db.selectFrom('game').select(['id', 'code']).execute()).map((g) => [g.code, g.id]));
const periodAt = (gameId: number, t: number) =>
  server.db
    .selectFrom('period')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('open_at', '<=', t)
    .where('draw_at', '>', t)
    .executeTakeFirstOrThrow();
const periodById = (id: number) => server.db.selectFrom('period').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const idem = () => ({ 'Idempotency-Key': randomUUID() });

/** Requests a supplementary run as `admin` (with a reason); answers the request id. */
async function requestRun(kind: 'Draw' | 'Settle', periodId: number): Promise<number> {
  const request = await server.call(`/chance-period/supplementary${kind}`, {
    token: admin,
    body: { periodId, reason: 'scheduler run failed' },
  });
  expect(request.body).toMatchObject({ code: 200, data: { status: 'pending_approval', periodId } });
  return request.body.data.id as number;
}
/** A supplementary run the maker-checker way: requested by `admin`, approved by `checker` (admin2). */
async function supplementary(kind: 'Draw' | 'Settle', periodId: number) {
  const id = await requestRun(kind, periodId);
  return server.call('/chance-period/supplementaryApprove', { token: admin2, body: { id }, headers: idem() });
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  franchiseeToken = await server.login('franchisee');
  agentToken = await server.login('agent');
  const role = await server.db.selectFrom('staff_user').select(['role_id']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  const now = Date.now();
  await server.db
    .insertInto('staff_user')
    .values({
      username: 'checker',
      password_hash: await hashPassword(sha256('checker123')),
      type: 0,
      role_id: role.role_id,
      franchisee_id: null,
      station_id: null,
      agent_id: null,
      parent_id: null,
      language: 0,
      ip_whitelist: '',
      status: 0,
      failed_logins: 0,
      locked_until: null,
      last_login_at: null,
      last_login_ip: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  admin2 = await server.login('checker', 'checker123');

  const franchisee = await server.db
    .selectFrom('staff_user')
    .select('franchisee_id')
    .where('username', '=', 'franchisee')
    .executeTakeFirstOrThrow();
  const agent = await server.db
    .selectFrom('staff_user')
    .innerJoin('agent', 'agent.id', 'staff_user.agent_id')
    .select(['agent.path'])
    .where('staff_user.username', '=', 'agent')
    .executeTakeFirstOrThrow();
  // Active members outside the restricted list (the seed puts a few in the small black room).
  members = await server.db
    .selectFrom('member')
    .select(['id', 'franchisee_id', 'agent_id'])
    .where('status', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('restricted_account').select('restricted_account.id').whereRef('restricted_account.member_id', '=', 'member.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  const downline = await server.db.selectFrom('agent').select('id').where('path', 'like', `${agent.path}%`).execute();
  const downIds = new Set(downline.map((a) => a.id));
  agentMemberId = members.find((m) => m.agent_id !== null && downIds.has(m.agent_id))?.id as number;
  otherFranchiseeMemberId = members.find((m) => m.franchisee_id !== franchisee.franchisee_id)?.id as number;
  expect(agentMemberId).toBeDefined();
  expect(otherFranchiseeMemberId).toBeDefined();
  for (const id of [agentMemberId, otherFranchiseeMemberId]) {
    await server.db
      .transaction()
      .execute((trx) => postJournal(trx, manualCreditJournal({ ref: `lottery-test-${id}`, memberId: id, amount: 10_000_000 })));
  }
  await tick(server.db, T0);
}, SETUP_TIMEOUT);
afterAll(async () => server.close());

describe('external results (maker-checker)', () => {
  let periodId: number;
  let entryId: number;

  it('are entered by one admin and refused when the same admin approves, writing nothing', async () => {
    const g = await games();
    const period = await periodAt(g.STATE_5D, T0 + 1);
    periodId = period.id;
    expect(period.seed_hash).toBeNull(); // no seed: this game's result is not drawn by the house
    await placeBet(server.db, { memberId: agentMemberId, periodId, play: 'SUM_SIZE', selection: 'small', stake: 10_000, now: T0 + 1000 });
    await placeBet(server.db, {
      memberId: otherFranchiseeMemberId,
      periodId,
      play: 'POSITION_NUMBER',
      selection: 'A:1',
      stake: 5000,
      now: T0 + 2000,
    });

    // Before betting closes, no result can be entered.
    const early = await server.call('/chance-external-result/enter', {
      token: admin,
      body: { periodId, result: [1, 2, 3, 4, 5], reason: 'official sheet' },
    });
    expect(early.body.code).toBe('A0400');

    await tick(server.db, period.close_at);
    expect((await periodById(periodId)).status).toBe(PeriodStatus.DRAWING);
    await tick(server.db, period.draw_at + 5000); // the house never draws it
    expect((await periodById(periodId)).status).toBe(PeriodStatus.DRAWING);

    const noReason = await server.call('/chance-external-result/enter', { token: admin, body: { periodId, result: [1, 2, 3, 4, 5] } });
    expect(noReason.body.code).toBe('A0400');
    const wrongShape = await server.call('/chance-external-result/enter', {
      token: admin,
      body: { periodId, result: [1, 2, 3], reason: 'x' },
    });
    expect(wrongShape.body).toMatchObject({ code: 'A0400', msg: 'The result is not a valid 5d result' });

    const entered = await server.call('/chance-external-result/enter', {
      token: admin,
      body: { periodId, result: [1, 2, 3, 4, 5], source: 'State draw 42', reason: 'official sheet' },
    });
    expect(entered.body.code).toBe(200);
    entryId = entered.body.data.id;

    const twice = await server.call('/chance-external-result/enter', {
      token: admin2,
      body: { periodId, result: [9, 9, 9, 9, 9], reason: 'again' },
    });
    expect(twice.body).toMatchObject({ code: 'A0400' });

    const self = await server.call('/chance-external-result/approve', { token: admin, body: { id: entryId }, headers: idem() });
    expect(self.body).toMatchObject({
      code: 'A0400',
      msg: 'The result must be approved by another staff member than the one who entered it',
    });
    expect((await periodById(periodId)).status).toBe(PeriodStatus.DRAWING);
    const row = await server.db
      .selectFrom('external_result')
      .select(['status', 'approved_by'])
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 0, approved_by: null });
  });

  it('the database itself refuses an approval by the maker', async () => {
    const maker = await server.db.selectFrom('external_result').select('entered_by').where('id', '=', entryId).executeTakeFirstOrThrow();
    // Matched on the message: the driver's error may come from another realm than jest's Error.
    await expect(
      server.db.updateTable('external_result').set({ approved_by: maker.entered_by }).where('id', '=', entryId).execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
  });

  it('are drawn and settled when another admin approves, once', async () => {
    const approved = await server.call('/chance-external-result/approve', { token: admin2, body: { id: entryId }, headers: idem() });
    expect(approved.body.code).toBe(200);
    const period = await periodById(periodId);
    expect(period.status).toBe(PeriodStatus.SETTLED);
    expect(JSON.parse(period.result as string)).toEqual([1, 2, 3, 4, 5]);
    const bets = await server.db
      .selectFrom('bet')
      .select(['selection', 'status', 'payout', 'contract'])
      .where('period_id', '=', periodId)
      .orderBy('id')
      .execute();
    // Sum 15 is small; position A shows 1.
    expect(bets.map((b) => b.status)).toEqual([BetStatus.WIN, BetStatus.WIN]);
    expect(bets[0].payout).toBe(Math.floor((bets[0].contract * 200) / 100));
    expect(bets[1].payout).toBe(Math.floor((bets[1].contract * 900) / 100));

    const again = await server.call('/chance-external-result/approve', { token: admin2, body: { id: entryId }, headers: idem() });
    expect(again.body.code).toBe('A0400');

    const verify = await server.call(`/chance-period/verify?periodId=${periodId}`, { method: 'GET' });
    expect(verify.body.data).toMatchObject({
      resultSource: 'external',
      result: [1, 2, 3, 4, 5],
      verified: null,
      reason: 'external_result',
      external: { source: 'State draw 42' },
    });
    // The public answer names no staff: who entered and who approved is for the console's logs.
    expect(Object.keys(verify.body.data.external).sort()).toEqual(['approvedAt', 'source']);
    expect(JSON.stringify(verify.body.data)).not.toMatch(/enteredBy|approvedBy|entered_by|approved_by/);

    const house = await periodAt((await games()).WINGO_1M, T0 + 1);
    const refused = await server.call('/chance-external-result/enter', {
      token: admin,
      body: { periodId: house.id, result: [3], reason: 'x' },
    });
    expect(refused.body).toMatchObject({ code: 'A0400', msg: 'Results are entered by hand only for games with an external result source' });
  });
});

describe('supplementary draw and settlement', () => {
  it('re-runs the fair draw of a period whose draw failed: the committed result, then settlement', async () => {
    const g = await games();
    const t = T1;
    await tick(server.db, t);
    const period = await periodAt(g.WINGO_1M, t + 1);
    await placeBet(server.db, { memberId: agentMemberId, periodId: period.id, play: 'NUMBER', selection: '3', stake: 2000, now: t + 1000 });
    await tick(server.db, period.close_at);
    // The draw failed (simulated: the row is marked as the scheduler marks a failed draw).
    await server.db
      .updateTable('period')
      .set({ status: PeriodStatus.NOT_DRAWN, draw_failed_at: period.draw_at, draw_error: 'database unavailable' })
      .where('id', '=', period.id)
      .execute();
    await tick(server.db, period.draw_at + 1000);
    expect((await periodById(period.id)).status).toBe(PeriodStatus.NOT_DRAWN);

    // A request needs a reason and runs nothing; a second one of the same kind waits behind it.
    const noReason = await server.call('/chance-period/supplementaryDraw', { token: admin, body: { periodId: period.id } });
    expect(noReason.body.code).toBe('A0400');
    const first = await requestRun('Draw', period.id);
    const twice = await server.call('/chance-period/supplementaryDraw', { token: admin, body: { periodId: period.id, reason: 'again' } });
    expect(twice.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/already waiting/) });
    expect((await periodById(period.id)).status).toBe(PeriodStatus.NOT_DRAWN);
    // The maker can neither approve nor reject it; a reject needs a reason and runs nothing.
    const own = await server.call('/chance-period/supplementaryApprove', { token: admin, body: { id: first }, headers: idem() });
    expect(own.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/another staff member/) });
    expect((await server.call('/chance-period/supplementaryReject', { token: admin, body: { id: first, reason: 'mine' } })).body.code).toBe(
      'A0400',
    );
    expect((await server.call('/chance-period/supplementaryReject', { token: admin2, body: { id: first, reason: ' ' } })).body.code).toBe(
      'A0400',
    );
    const rejected = await server.call('/chance-period/supplementaryReject', {
      token: admin2,
      body: { id: first, reason: 'check the database first' },
    });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: 'rejected', reason: 'check the database first' } });
    expect(
      (await server.call('/chance-period/supplementaryApprove', { token: admin2, body: { id: first }, headers: idem() })).body.msg,
    ).toMatch(/no longer waiting/);
    expect((await periodById(period.id)).status).toBe(PeriodStatus.NOT_DRAWN);
    expect(await server.db.selectFrom('supplementary_run').select('id').where('period_id', '=', period.id).execute()).toEqual([]);

    const id = await requestRun('Draw', period.id);
    const withoutKey = await server.call('/chance-period/supplementaryApprove', { token: admin2, body: { id } });
    expect(withoutKey.body.code).toBe('A0400');
    const answer = await server.call('/chance-period/supplementaryApprove', { token: admin2, body: { id }, headers: idem() });
    expect(answer.body.code).toBe(200);
    const expected = deriveResult('wingo', period.seed as string, period.issue_no);
    expect(answer.body.data).toMatchObject({ success: true, result: [...expected] });
    const after = await periodById(period.id);
    expect(after.status).toBe(PeriodStatus.SETTLED);
    expect(after.seed_hash).toBe(period.seed_hash);
    expect(JSON.parse(after.result as string)).toEqual([...expected]);
    const verify = await server.call(`/chance-period/verify?gameCode=WINGO_1M&issueNo=${period.issue_no}`, { method: 'GET' });
    expect(verify.body.data).toMatchObject({ verified: true, seed: period.seed, seedHash: period.seed_hash });

    const runs = await server.call('/chance-period/runs', { token: admin, body: { periodId: period.id } });
    expect(
      runs.body.data.list.map((r: { kind: string; success: number; request_id: number; username: string }) => [
        r.kind,
        r.success,
        r.request_id,
        r.username,
      ]),
    ).toEqual([
      ['draw', 1, id, 'checker'],
      ['settle', 1, id, 'checker'],
    ]);
    const requests = await server.call('/chance-period/supplementaryRequests', { token: admin2, body: { periodId: period.id } });
    expect(requests.body.data).toMatchObject({
      total: 2,
      list: [
        {
          id,
          kind: 'draw',
          status: 'approved',
          maker: 'admin',
          checker: 'checker',
          reason: 'scheduler run failed',
          issueNo: period.issue_no,
        },
        { id: first, status: 'rejected', rejectReason: 'check the database first', maker: 'admin', checker: 'checker' },
      ],
    });
    const pendingOnly = await server.call('/chance-period/supplementaryRequests', {
      token: admin2,
      body: { periodId: period.id, status: 'pending_approval' },
    });
    expect(pendingOnly.body.data.total).toBe(0);
    const again = await server.call('/chance-period/supplementaryDraw', { token: admin, body: { periodId: period.id, reason: 'again' } });
    expect(again.body.code).toBe('A0400');
    const log = await server.db
      .selectFrom('operation_log')
      .select(['action', 'username'])
      .where('target_type', '=', 'period')
      .where('target_id', '=', String(period.id))
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'lottery.period.supplementary_draw_request', username: 'admin' },
      { action: 'lottery.period.supplementary_reject', username: 'checker' },
      { action: 'lottery.period.supplementary_draw_request', username: 'admin' },
      { action: 'lottery.period.supplementary_approve', username: 'checker' },
    ]);
  });

  it('fails, and says so, when the committed seed is gone: it never draws with a new one; the period is then voided', async () => {
    const g = await games();
    const t = T1 + 60_000;
    await tick(server.db, t);
    const period = await periodAt(g.WINGO_1M, t + 1);
    const stake = await placeBet(server.db, {
      memberId: agentMemberId,
      periodId: period.id,
      play: 'COLOR',
      selection: 'green',
      stake: 2500,
      now: t + 1000,
    });
    await server.db.updateTable('period').set({ seed: null }).where('id', '=', period.id).execute();
    const report = await tick(server.db, period.draw_at);
    expect(report.drawFailures).toBe(1);
    expect(await periodById(period.id)).toMatchObject({
      status: PeriodStatus.NOT_DRAWN,
      result: null,
      draw_error: 'the period has no committed seed',
    });
    const answer = await supplementary('Draw', period.id);
    expect(answer.body.data).toMatchObject({ success: false, message: 'the period has no committed seed' });
    expect(await periodById(period.id)).toMatchObject({ status: PeriodStatus.NOT_DRAWN, result: null });
    const runs = await server.db.selectFrom('supplementary_run').select(['kind', 'success']).where('period_id', '=', period.id).execute();
    expect(runs).toEqual([{ kind: 'draw', success: 0 }]);

    // No fair result can exist any more: the period is voided and every stake goes back whole.
    const before = await balanceOf(server.db, memberCash(agentMemberId));
    const noReason = await server.call('/chance-period/void', { token: admin, body: { periodId: period.id }, headers: idem() });
    expect(noReason.body.code).toBe('A0400');
    const voided = await server.call('/chance-period/void', {
      token: admin,
      body: { periodId: period.id, reason: 'committed seed lost' },
      headers: idem(),
    });
    expect(voided.body.data).toEqual({ periodId: period.id, refunded: 1, amount: 2500 });
    expect(await balanceOf(server.db, memberCash(agentMemberId))).toBe(before + 2500);
    expect(await balanceOf(server.db, betPool(period.id))).toBe(0);
    const refunded = await server.db
      .selectFrom('bet')
      .select(['status', 'payout'])
      .where('bet_no', '=', stake.betNo)
      .executeTakeFirstOrThrow();
    expect(refunded).toEqual({ status: BetStatus.NOT_DRAWN, payout: 0 });
    expect(await periodById(period.id)).toMatchObject({ status: PeriodStatus.NOT_DRAWN, result: null, total_bet: 0 });
    for (const path of ['/chance-period/void', '/chance-period/supplementaryDraw']) {
      const again = await server.call(path, { token: admin, body: { periodId: period.id, reason: 'again' }, headers: idem() });
      expect(again.body.code).toBe('A0400');
    }
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });

  it('re-runs a failed settlement as a whole, once the cause is fixed', async () => {
    const g = await games();
    const t = T1 + 120_000;
    await tick(server.db, t);
    const period = await periodAt(g.WINGO_1M, t + 1);
    const good = await placeBet(server.db, {
      memberId: agentMemberId,
      periodId: period.id,
      play: 'SIZE',
      selection: 'big',
      stake: 3000,
      now: t + 1000,
    });
    const bad = await placeBet(server.db, {
      memberId: otherFranchiseeMemberId,
      periodId: period.id,
      play: 'SIZE',
      selection: 'small',
      stake: 3000,
      now: t + 1000,
    });
    await server.db.updateTable('bet').set({ selection: 'huge' }).where('id', '=', bad.id).execute();
    const report = await tick(server.db, period.draw_at);
    expect(report).toMatchObject({ settleFailures: 1 });
    const failed = await periodById(period.id);
    expect(failed.status).toBe(PeriodStatus.DRAWN);
    expect(failed.settle_error).toMatch(/huge/);
    const statuses = await server.db.selectFrom('bet').select('status').where('period_id', '=', period.id).execute();
    expect(statuses.every((b) => b.status === BetStatus.UNSETTLED)).toBe(true);
    const payouts = await server.db.selectFrom('ledger_journal').select('id').where('business_key', '=', `payout:${good.betNo}`).execute();
    expect(payouts).toEqual([]);
    // The scheduler leaves a failed settlement to staff instead of retrying it every second.
    expect((await tick(server.db, period.draw_at + 1000)).settleFailures).toBe(0);

    const stillBad = await supplementary('Settle', period.id);
    expect(stillBad.body.data).toMatchObject({ success: false });
    await server.db.updateTable('bet').set({ selection: 'small' }).where('id', '=', bad.id).execute();
    // Ten concurrent approvals of one request: exactly one runs the settlement.
    const id = await requestRun('Settle', period.id);
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('/chance-period/supplementaryApprove', { token: admin2, body: { id }, headers: idem() }),
      ),
    );
    const fixed = approvals.filter((a) => a.body.code === 200);
    expect(fixed).toHaveLength(1);
    expect(fixed[0].body.data).toMatchObject({ success: true, message: 'settled' });
    for (const a of approvals.filter((x) => x.body.code !== 200))
      expect(a.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/no longer waiting/) });
    const settled = await periodById(period.id);
    expect(settled).toMatchObject({ status: PeriodStatus.SETTLED, bet_count: 2, total_bet: 6000 });
    const runs = await server.db
      .selectFrom('supplementary_run')
      .select(['kind', 'success'])
      .where('period_id', '=', period.id)
      .orderBy('id')
      .execute();
    expect(runs).toEqual([
      { kind: 'settle', success: 0 },
      { kind: 'settle', success: 1 },
    ]);
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });

  it('is for admins with the manual lottery menu only', async () => {
    for (const token of [franchiseeToken, agentToken]) {
      for (const [path, body] of [
        ['/chance-period/supplementarySettle', { periodId: 1, reason: 'x' }],
        ['/chance-period/supplementaryDraw', { periodId: 1, reason: 'x' }],
        ['/chance-period/supplementaryApprove', { id: 1 }],
        ['/chance-period/supplementaryReject', { id: 1, reason: 'x' }],
        ['/chance-period/supplementaryRequests', {}],
      ] as const) {
        const answer = await server.call(path, { token, body, headers: idem() });
        expect(answer.body.code).toBe('A0301');
      }
    }
  });
});

describe('period and bet lists', () => {
  it('list periods by game and status; the seed only shows once drawn', async () => {
    const g = await games();
    const answer = await server.call('/chance-period/list', { token: admin, body: { gameId: g.WINGO_1M, pageSize: 100 } });
    expect(answer.body.code).toBe(200);
    const list = answer.body.data.list as {
      status: number;
      seed: string | null;
      seedHash: string;
      result: number[] | null;
      gameCode: string;
    }[];
    expect(list.length).toBeGreaterThan(3);
    for (const p of list) {
      expect(p.gameCode).toBe('WINGO_1M');
      const drawn = p.status === PeriodStatus.DRAWN || p.status === PeriodStatus.SETTLED;
      expect(p.seed !== null).toBe(drawn && p.seedHash !== null && p.result !== null);
      if (!drawn) expect(p.result).toBeNull();
    }
    const settled = await server.call('/chance-period/list', { token: admin, body: { status: PeriodStatus.SETTLED } });
    expect(settled.body.data.list.every((p: { status: number }) => p.status === PeriodStatus.SETTLED)).toBe(true);
    // Bonus-to-bet ratio bounds: the external period paid 19 600 + 44 100 on 15 000 staked (424.67 %).
    const g5 = (await games()).STATE_5D;
    const high = await server.call('/chance-period/list', { token: admin, body: { gameId: g5, minRatio: 424.66 } });
    expect(high.body.data.list.map((p: { winningAmount: number; totalBet: number }) => [p.winningAmount, p.totalBet])).toEqual([
      [63_700, 15_000],
    ]);
    const low = await server.call('/chance-period/list', { token: admin, body: { gameId: g5, minRatio: 424.67 } });
    expect(low.body.data.total).toBe(0);
    const capped = await server.call('/chance-period/list', {
      token: admin,
      body: { gameId: g5, status: PeriodStatus.SETTLED, maxRatio: 424.66 },
    });
    expect(capped.body.data.total).toBe(0);
    const bad = await server.call('/chance-period/list', { token: admin, body: { status: 9 } });
    expect(bad.body.code).toBe('A0400');
  });

  it('give a franchisee its own members’ share of the period totals', async () => {
    const g = await games();
    const ext = await periodAt(g.STATE_5D, T0 + 1);
    const all = await server.call('/chance-period/list', { token: admin, body: { gameId: g.STATE_5D, issueNo: ext.issue_no } });
    const own = await server.call('/chance-period/list', { token: franchiseeToken, body: { gameId: g.STATE_5D, issueNo: ext.issue_no } });
    expect(all.body.data.list[0]).toMatchObject({ betCount: 2, totalBet: 15_000 });
    expect(own.body.data.list[0]).toMatchObject({ betCount: 1, totalBet: 10_000 });
  });

  it('list bets by period and by member, scoped to the agent downline', async () => {
    const g = await games();
    const ext = await periodAt(g.STATE_5D, T0 + 1);
    const byPeriod = await server.call('/chance-bet/list', { token: admin, body: { periodId: ext.id } });
    expect(byPeriod.body.data.total).toBe(2);
    const byMember = await server.call('/chance-bet/list', { token: admin, body: { memberId: agentMemberId, pageSize: 2 } });
    const inDb = await server.db
      .selectFrom('bet')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', agentMemberId)
      .executeTakeFirstOrThrow();
    expect(byMember.body.data.total).toBe(Number(inDb.n));
    expect(byMember.body.data.total).toBeGreaterThanOrEqual(3);
    expect(byMember.body.data.list).toHaveLength(2);
    expect(byMember.body.data.list.every((b: { memberId: number }) => b.memberId === agentMemberId)).toBe(true);
    const times = byMember.body.data.list.map((b: { createdAt: number }) => b.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const asAgent = await server.call('/chance-bet/list', { token: agentToken, body: { periodId: ext.id } });
    expect(asAgent.body.code).toBe(200);
    expect(asAgent.body.data.list.map((b: { memberId: number }) => b.memberId)).toEqual([agentMemberId]);
    const hidden = await server.call('/chance-bet/list', { token: agentToken, body: { memberId: otherFranchiseeMemberId } });
    expect(hidden.body.data).toEqual({ list: [], total: 0, totalCapped: false });
  });

  it('list only formal members’ bets when a report cell asks (no internal or trial accounts)', async () => {
    const g = await games();
    const ext = await periodAt(g.STATE_5D, T0 + 1);
    const all = await server.call('/chance-bet/list', { token: admin, body: { periodId: ext.id } });
    const members = [...new Set(all.body.data.list.map((b: { memberId: number }) => b.memberId))] as number[];
    expect(members.length).toBeGreaterThan(0);
    const [internal] = members;
    await server.db.updateTable('member').set({ is_internal: 1 }).where('id', '=', internal).execute();
    try {
      const formal = await server.call('/chance-bet/list', { token: admin, body: { periodId: ext.id, formal: true } });
      const kept = all.body.data.list.filter((b: { memberId: number }) => b.memberId !== internal).length;
      expect(formal.body.data.total).toBe(kept);
      expect(formal.body.data.list.every((b: { memberId: number }) => b.memberId !== internal)).toBe(true);
    } finally {
      await server.db.updateTable('member').set({ is_internal: 0 }).where('id', '=', internal).execute();
    }
  });

  it('name each bet’s play and selection in the caller’s language, codes kept beside them', async () => {
    const g = await games();
    const ext = await periodAt(g.STATE_5D, T0 + 1);
    const zh = await server.call('/chance-bet/list', { token: admin, body: { periodId: ext.id }, headers: { language: '1' } });
    const en = await server.call('/chance-bet/list', { token: admin, body: { periodId: ext.id }, headers: { language: '0' } });
    expect(zh.body.data.list.length).toBeGreaterThan(0);
    for (const [i, bet] of zh.body.data.list.entries()) {
      const [zhPlay, enPlay] = playNames(bet.play);
      const [zhSelection, enSelection] = selectionNames(bet.selection);
      expect(bet).toMatchObject({ playName: zhPlay, selectionName: zhSelection });
      expect(en.body.data.list[i]).toMatchObject({ play: bet.play, playName: enPlay, selectionName: enSelection });
      // A named play, not its code (every seeded play has a name).
      expect(zhPlay).not.toBe(bet.play);
    }
  });

  it('verification is public and answers 404 for an unknown period', async () => {
    const missing = await server.call('/chance-period/verify?periodId=999999', { method: 'GET' });
    expect(missing.status).toBe(404);
    const games = await server.call('/chance-game/list', { token: admin, body: {} });
    expect(games.body.data.list.map((x: { code: string }) => x.code)).toEqual(
      expect.arrayContaining(['WINGO_30S', 'WINGO_1M', 'WINGO_3M', 'WINGO_5M', 'STATE_5D']),
    );
  });
});
