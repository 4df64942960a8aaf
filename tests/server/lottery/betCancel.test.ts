import { randomUUID } from 'node:crypto';
import { manualCreditJournal, memberCash } from '../../../server/domain/ledgerJournals';
import { placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { postJournal } from '../../../server/ledger/ledger';
import { balanceOf } from '../../../server/ledger/balances';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * chance-bet/cancel and chance-bet/cancelLog over HTTP on the tiny demo: a cancel refunds the
 * whole stake through the ledger and logs who and why; bad input, a period with a result, a bet
 * outside the caller's reach and a non-admin caller change nothing.
 */

const T0 = Date.UTC(2026, 1, 10, 6, 0, 0);
let server: TestServer;
let admin: string;
let franchiseeToken: string;
let agentToken: string;
let memberId: number;
let wingo: number;

const idem = () => ({ 'Idempotency-Key': randomUUID() });
const cash = async (id: number) => balanceOf(server.db, memberCash(id));
const betRow = (id: number) => server.db.selectFrom('bet').select(['status', 'payout']).where('id', '=', id).executeTakeFirstOrThrow();
const openPeriod = () =>
  server.db
    .selectFrom('period')
    .selectAll()
    .where('game_id', '=', wingo)
    .where('open_at', '<=', T0 + 1)
    .where('close_at', '>', T0 + 1)
    .executeTakeFirstOrThrow();
const cancelLogCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'lottery.bet.cancel')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  franchiseeToken = await server.login('franchisee');
  agentToken = await server.login('agent');
  const member = await server.db
    .selectFrom('member')
    .select('id')
    .where('status', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('restricted_account').select('restricted_account.id').whereRef('restricted_account.member_id', '=', 'member.id'),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  memberId = member.id;
  await server.db
    .transaction()
    .execute((trx) => postJournal(trx, manualCreditJournal({ ref: `cancel-test-${memberId}`, memberId, amount: 1_000_000 })));
  wingo = (await server.db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow()).id;
  await tick(server.db, T0);
}, SETUP_TIMEOUT);
afterAll(async () => server.close());

describe('chance-bet/cancel', () => {
  let betA: number;
  let betB: number;

  it('refunds a batch of open bets through the ledger and logs each with its reason', async () => {
    const period = await openPeriod();
    const before = await cash(memberId);
    betA = (await placeBet(server.db, { memberId, periodId: period.id, play: 'NUMBER', selection: '3', stake: 10_000, now: T0 + 1000 })).id;
    betB = (await placeBet(server.db, { memberId, periodId: period.id, play: 'COLOR', selection: 'green', stake: 20_000, now: T0 + 2000 }))
      .id;
    const placed = await server.db
      .selectFrom('period')
      .select(['bet_count', 'total_bet'])
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(await cash(memberId)).toBe(before - 30_000);

    const answer = await server.call('/chance-bet/cancel', {
      token: admin,
      body: { ids: [betA, betB], reason: 'duplicate submission' },
      headers: idem(),
    });
    expect(answer.body).toMatchObject({ code: 200, data: { cancelled: 2 } });
    expect(await cash(memberId)).toBe(before);
    expect(await betRow(betA)).toEqual({ status: BetStatus.NOT_DRAWN, payout: 0 });
    const after = await server.db
      .selectFrom('period')
      .select(['bet_count', 'total_bet'])
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(after.bet_count).toBe(placed.bet_count - 2);
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });

    const log = await server.call('/chance-bet/cancelLog', { token: admin, body: {} });
    expect(log.body.code).toBe(200);
    expect(
      log.body.data.list
        .slice(0, 2)
        .map((r: { betId: number; reason: string; staff: string }) => [r.betId, r.reason, r.staff])
        .sort(),
    ).toEqual(
      [
        [betA, 'duplicate submission', 'admin'],
        [betB, 'duplicate submission', 'admin'],
      ].sort(),
    );
  });

  it('refuses a second cancel, a missing reason or bad ids, changing nothing', async () => {
    const logBefore = await cancelLogCount();
    const balance = await cash(memberId);
    const twice = await server.call('/chance-bet/cancel', { token: admin, body: { ids: [betA], reason: 'again' }, headers: idem() });
    expect(twice.body.code).toBe('A0400');
    const noReason = await server.call('/chance-bet/cancel', { token: admin, body: { ids: [betA], reason: '  ' }, headers: idem() });
    expect(noReason.body.code).toBe('A0400');
    const badIds = await server.call('/chance-bet/cancel', { token: admin, body: { ids: ['x'], reason: 'r' }, headers: idem() });
    expect(badIds.body.code).toBe('A0400');
    const empty = await server.call('/chance-bet/cancel', { token: admin, body: { ids: [], reason: 'r' }, headers: idem() });
    expect(empty.body.code).toBe('A0400');
    const missing = await server.call('/chance-bet/cancel', { token: admin, body: { ids: [999_999_999], reason: 'r' }, headers: idem() });
    expect(missing.body.code).toBe('A0404');
    const noKey = await server.call('/chance-bet/cancel', { token: admin, body: { ids: [betA], reason: 'r' } });
    expect(noKey.body.code).not.toBe(200);
    expect(await cancelLogCount()).toBe(logBefore);
    expect(await cash(memberId)).toBe(balance);
  });

  it('refuses bets whose period already has a result', async () => {
    const period = await openPeriod();
    const open = (
      await placeBet(server.db, { memberId, periodId: period.id, play: 'SIZE', selection: 'big', stake: 5_000, now: T0 + 3000 })
    ).id;
    await tick(server.db, period.draw_at + 1);
    const drawn = await server.db.selectFrom('period').select('status').where('id', '=', period.id).executeTakeFirstOrThrow();
    expect([PeriodStatus.DRAWN, PeriodStatus.SETTLED]).toContain(drawn.status);
    const balance = await cash(memberId);
    const refused = await server.call('/chance-bet/cancel', { token: admin, body: { ids: [open], reason: 'too late' }, headers: idem() });
    expect(refused.body.code).toBe('A0400');
    expect(await cash(memberId)).toBe(balance);
  });

  it('answers access denied to franchisee and agent callers, changing nothing', async () => {
    const next = await server.db
      .selectFrom('period')
      .selectAll()
      .where('game_id', '=', wingo)
      .where('status', '=', PeriodStatus.BETTING)
      .orderBy('open_at')
      .executeTakeFirstOrThrow();
    const bet = (
      await placeBet(server.db, { memberId, periodId: next.id, play: 'NUMBER', selection: '7', stake: 5_000, now: next.open_at + 1 })
    ).id;
    for (const token of [franchiseeToken, agentToken]) {
      const denied = await server.call('/chance-bet/cancel', { token, body: { ids: [bet], reason: 'r' }, headers: idem() });
      expect(denied.body.code).toBe('A0301');
      const log = await server.call('/chance-bet/cancelLog', { token, body: {} });
      expect(log.body.code).toBe('A0301');
    }
    const anonymous = await server.call('/chance-bet/cancel', { body: { ids: [bet], reason: 'r' }, headers: idem() });
    expect(anonymous.body.code).toBe('A0230');
    expect((await betRow(bet)).status).toBe(BetStatus.UNSETTLED);
  });
});
