import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf, type Database } from '../../../server/db/database';
import { commitment, deriveResult } from '../../../server/domain/draw/commitReveal';
import type { Shape } from '../../../server/domain/draw/shapes';
import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { bombayDate, DAY_MS } from '../../../server/domain/time';
import { placeBet } from '../../../plugins/lottery/server/bets';
import { settlePeriodIn } from '../../../plugins/lottery/server/settle';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { postJournal } from '../../../server/ledger/ledger';
import { memberBalances } from '../../../server/ledger/balances';
import { lotteryFixture, type LotteryFixture } from './fixture';

/*
 * Settlement writes each bettor's member_balance row once on PostgreSQL (issue 18): the new cash
 * balance goes in with the stake and winning totals while the accounts are locked, and the balance
 * copy trigger then finds nothing to write (migration 058); the member row itself is not written
 * (migration 062 moved the figures off it). Both engines: the totals are the bets' sums,
 * cash_balance equals the ledger, and the other paths that move money still copy the balance.
 */

const NOW = Date.now();
let fx: LotteryFixture;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 12, credit: 1_000_000 });
}, 60_000);
afterAll(async () => fx.close());

const plays = [
  ['COLOR', 'red'],
  ['COLOR', 'green'],
  ['SIZE', 'big'],
  ['SIZE', 'small'],
  ['NUMBER', '3'],
  ['PARITY', 'odd'],
] as const;

async function drawnPeriod(seq: number, bettors: number[]) {
  const game = await fx.db.selectFrom('game').selectAll().where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow();
  const seed = randomBytes(32).toString('hex');
  const issueNo = `${bombayDate(NOW).replaceAll('-', '')}${game.issue_code}${seq}`;
  const row = await fx.db
    .insertInto('period')
    .values({
      game_id: game.id,
      issue_no: issueNo,
      seq,
      business_date: bombayDate(NOW),
      open_at: NOW - 1000,
      close_at: NOW + DAY_MS,
      draw_at: NOW + DAY_MS,
      status: PeriodStatus.BETTING,
      seed,
      seed_hash: commitment(seed),
      result_source: 'house',
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let i = 0;
  for (const memberId of bettors) {
    for (const [play, selection] of plays)
      await placeBet(fx.db, { memberId, periodId: row.id, play, selection, stake: 1000 + 100 * (i++ % 7), now: NOW + 1 });
  }
  await fx.db
    .updateTable('period')
    .set({ status: PeriodStatus.DRAWN, result: JSON.stringify(deriveResult(game.shape as Shape, seed, issueNo)), drawn_at: NOW + 2 })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

async function memberRows() {
  return fx.db
    .selectFrom('member_balance')
    .select(['member_id as id', 'cash_balance', 'total_bet', 'total_win'])
    .where('member_id', 'in', fx.memberIds)
    .orderBy('member_id')
    .execute();
}

it('settles with member totals equal to the bets and cash_balance equal to the ledger, each bettor row written once on PostgreSQL', async () => {
  const bettors = fx.memberIds.slice(0, 8);
  const periodId = await drawnPeriod(9301, bettors);
  const before = new Map((await memberRows()).map((m) => [m.id, m]));

  // Row versions written into member_balance and member by the settlement: PostgreSQL's
  // per-backend counts (they may hold earlier transactions' counts not yet flushed, hence the
  // differences). The member row itself is not written at all since migration 062.
  const updates = async (trx: Database) => {
    const row = (
      await sql<{ balance: string; member: string }>`select pg_stat_get_xact_tuples_updated('member_balance'::regclass) as balance,
      pg_stat_get_xact_tuples_updated('member'::regclass) as member`.execute(trx)
    ).rows[0];
    return { balance: Number(row.balance), member: Number(row.member) };
  };
  const updated = await fx.db.transaction().execute(async (trx) => {
    const pg = dialectOf(fx.db) === 'postgres';
    const start = pg ? await updates(trx) : null;
    const settled = await settlePeriodIn(trx, periodId, NOW + 3);
    expect(settled?.winners).toBeGreaterThan(0);
    if (!start) return null;
    const end = await updates(trx);
    return { balance: end.balance - start.balance, member: end.member - start.member };
  });
  if (updated !== null) expect(updated).toEqual({ balance: bettors.length, member: 0 });

  const bets = await fx.db.selectFrom('bet').select(['member_id', 'stake', 'payout', 'status']).where('period_id', '=', periodId).execute();
  expect(bets.every((b) => b.status === BetStatus.WIN || b.status === BetStatus.LOSE)).toBe(true);
  const balances = await memberBalances(fx.db, fx.memberIds);
  for (const m of await memberRows()) {
    const own = bets.filter((b) => b.member_id === m.id);
    const was = before.get(m.id) as typeof m;
    expect(m.total_bet - was.total_bet).toBe(own.reduce((s, b) => s + b.stake, 0));
    expect(m.total_win - was.total_win).toBe(own.reduce((s, b) => s + b.payout, 0));
    expect(m.cash_balance - was.cash_balance).toBe(own.reduce((s, b) => s + b.payout, 0));
    expect(m.cash_balance).toBe(balances.get(m.id)?.cash);
  }
  expect((await checkLedger(fx.db)).problems).toEqual([]);
});

it('still copies the balance to the member row for a journal outside settlement (the copy trigger skips only equal values)', async () => {
  const memberId = fx.memberIds[10];
  const was = (await fx.db.selectFrom('member_balance').select('cash_balance').where('member_id', '=', memberId).executeTakeFirstOrThrow())
    .cash_balance;
  await fx.db
    .transaction()
    .execute((trx) => postJournal(trx, manualCreditJournal({ ref: 'copy-guard', memberId, amount: 777 }), { now: NOW + 5 }));
  const row = await fx.db.selectFrom('member_balance').select('cash_balance').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  expect(row.cash_balance).toBe(was + 777);
  expect((await checkLedger(fx.db)).problems).toEqual([]);
});
