import { sql } from 'kysely';
import { dialectOf, type Database } from '../../../server/db/database';
import { assertResult } from '../../../server/domain/draw/shapes';
import { betPayoutJournal, betPool, memberCash, periodCloseJournal } from '../../../server/domain/ledgerJournals';
import { accountKey, type AccountRef } from '../../../server/domain/ledgerModel';
import { periodTotals, settleBet, type PeriodTotals } from './rules/settlement';
import { postJournal, postJournals, type JournalEntry, type LockedBalance, type OnLocked } from '../../../server/ledger/ledger';
import { balanceOf } from '../../../server/ledger/balances';
import { addValidTurnovers } from '../../../server/ledger/turnover';
import { gameById } from './games';
import { BetStatus, PeriodStatus } from '../shared/status';

/*
 * Settlement of a drawn period, in the caller's transaction:
 *   1. claim the period: DRAWN → SETTLED (conditional; a second run finds nothing to claim);
 *   2. settle every unsettled bet with settleBet against the stored result; each winning bet
 *      gets its payout journal (payout:{betNo}) from the period's bet pool, all posted in one
 *      batch (postJournals: one balance update per account, not five statements per winner);
 *   3. close the pool into the house (period_close:{periodId}) so it ends at zero; its
 *      balance must equal stakes − payouts of the period's bets, or nothing is committed;
 *   4. store the totals from periodTotals: total bet, winning amount, house profit, kill rate,
 *      and add each member's settled stakes to their valid turnover (audit requirements) and
 *      their stake and winnings to the member's running totals (a few multi-row statements).
 * The pool is closed into the platform's house account: a period's pool mixes every
 * franchisee's bets (per-franchisee results come from the bet rows in the reports).
 * Any error rolls the whole period back, bets included, so a period is settled entirely or not.
 */

export interface SettledPeriod {
  periodId: number;
  totals: PeriodTotals;
  winners: number;
}

/** Rows per `id in (…)` list, well under SQLite's bound-parameter limit. */
const CHUNK = 500;

export async function settlePeriodIn(trx: Database, periodId: number, now: number): Promise<SettledPeriod | null> {
  const claimed = await trx
    .updateTable('period')
    .set({ status: PeriodStatus.SETTLED, settled_at: now })
    .where('id', '=', periodId)
    .where('status', '=', PeriodStatus.DRAWN)
    .returning(['id', 'game_id', 'result'])
    .executeTakeFirst();
  if (!claimed) return null;
  const game = await gameById(trx, claimed.game_id);
  if (!game) throw new Error(`period ${periodId}: game ${claimed.game_id} not found`);
  const result = assertResult(game.shape, JSON.parse(claimed.result ?? 'null'));

  const bets = await trx
    .selectFrom('bet')
    .select(['id', 'bet_no', 'member_id', 'stake', 'fee', 'contract', 'play_code', 'selection', 'odds_x100'])
    .where('period_id', '=', periodId)
    .where('status', '=', BetStatus.UNSETTLED)
    .orderBy('id')
    .execute();

  // Winners grouped by what their row will say, so the bet rows take a few UPDATEs, not one each,
  // and the losers one more (SQLite); PostgreSQL takes every bet, won or lost, in one UPDATE … FROM
  // unnest(…). A bet it missed would stay unsettled, its contract in the pool: the pool check below
  // would then refuse the whole settlement.
  const groups = new Map<string, number[]>();
  const won: { id: number; payout: number; dropped: number }[] = [];
  const payouts = new Map<number, number>();
  const journals: JournalEntry[] = [];
  let winners = 0;
  for (const bet of bets) {
    const s = settleBet(
      { stake: bet.stake, fee: bet.fee, contract: bet.contract, play: bet.play_code, selection: bet.selection, oddsX100: bet.odds_x100 },
      result,
      game.shape,
    );
    if (s.payout > 0) {
      payouts.set(bet.id, s.payout);
      journals.push({
        journal: betPayoutJournal({ betNo: bet.bet_no, memberId: bet.member_id, periodId, payout: s.payout }),
        meta: { now, refType: 'bet', refId: bet.id },
      });
    }
    if (s.status === 'won') {
      winners++;
      won.push({ id: bet.id, payout: s.payout, dropped: s.droppedX100 });
      const key = `${s.payout}:${s.droppedX100}`;
      const ids = groups.get(key) ?? [];
      ids.push(bet.id);
      groups.set(key, ids);
    }
  }
  // Every payout journal in one batch: one UPDATE per account (SQLite) or one lock and one UPDATE
  // over them all (PostgreSQL), a few multi-row INSERTs. The house account the period closes into
  // (step 3) is locked with the batch: it sorts before the members' accounts, and taking it after
  // them could deadlock with a manual debit (house, then member) on one of the winners.
  // Each member's settled stakes and winnings, for the running totals and the valid turnover.
  const perMember = new Map<number, { stake: number; payout: number }>();
  for (const b of bets) {
    const m = perMember.get(b.member_id) ?? { stake: 0, payout: 0 };
    m.stake += b.stake;
    m.payout += payouts.get(b.id) ?? 0;
    perMember.set(b.member_id, m);
  }
  const pg = dialectOf(trx) === 'postgres';
  // PostgreSQL: the member_balance rows are written once, while the accounts are locked (see
  // addMemberTotals); otherwise (SQLite, or too few accounts for the batched path) after.
  let totalsDone = false;
  const onLocked: OnLocked | undefined = pg
    ? async (balances) => {
        await addMemberTotals(trx, perMember, balances);
        totalsDone = true;
      }
    : undefined;
  await postJournals(trx, journals, { alsoLock: [periodCloseAccount()], onLocked });
  if (pg && bets.length > 0) {
    const outcome = new Map(won.map((w) => [w.id, w]));
    const rows = bets.map((b) => outcome.get(b.id) ?? { id: b.id, payout: 0, dropped: 0 });
    await sql`update bet set status = w.status, payout = w.payout, dropped_x100 = w.dropped, settled_at = ${now}
      from unnest(${rows.map((w) => w.id)}::bigint[], ${rows.map((w) => (outcome.has(w.id) ? BetStatus.WIN : BetStatus.LOSE))}::int[],
        ${rows.map((w) => w.payout)}::bigint[], ${rows.map((w) => w.dropped)}::bigint[]) as w(id, status, payout, dropped)
      where bet.id = w.id and bet.status = ${BetStatus.UNSETTLED}`.execute(trx);
  }
  for (const [key, ids] of pg ? [] : groups) {
    const [payout, dropped] = key.split(':').map(Number);
    for (let i = 0; i < ids.length; i += CHUNK) {
      await trx
        .updateTable('bet')
        .set({ status: BetStatus.WIN, payout, dropped_x100: dropped, settled_at: now })
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .where('status', '=', BetStatus.UNSETTLED)
        .execute();
    }
  }
  if (!pg) {
    await trx
      .updateTable('bet')
      .set({ status: BetStatus.LOSE, payout: 0, dropped_x100: 0, settled_at: now })
      .where('period_id', '=', periodId)
      .where('status', '=', BetStatus.UNSETTLED)
      .execute();
  }

  // Totals over every counted bet of the period (won or lost), straight from the rows just written.
  const counted = await trx
    .selectFrom('bet')
    .select(['member_id', 'stake', 'fee', 'contract', 'payout'])
    .where('period_id', '=', periodId)
    .where('status', 'in', [BetStatus.WIN, BetStatus.LOSE])
    .execute();
  const totals = periodTotals(
    counted.map((b) => ({ memberId: b.member_id, stake: b.stake, fee: b.fee })),
    counted.map((b) => ({ payout: b.payout })),
  );

  // Settled stakes count as valid turnover towards the members' audit requirements, and feed the
  // member's running totals shown in the member list.
  await addValidTurnovers(trx, new Map([...perMember].map(([memberId, m]) => [memberId, m.stake])), now);
  if (!totalsDone) await addMemberTotals(trx, perMember);

  // The pool holds the contracts minus the payouts; anything else means a journal went missing.
  const expectedPool = counted.reduce((sum, b) => sum + b.contract - b.payout, 0);
  const pool = await balanceOf(trx, betPool(periodId));
  if (pool !== expectedPool) throw new Error(`period ${periodId}: bet pool holds ${pool} but its bets leave ${expectedPool}`);
  const close = periodCloseJournal({ periodId, poolBalance: pool });
  if (close) await postJournal(trx, close, { now, refType: 'period', refId: periodId });

  await trx
    .updateTable('period')
    .set({
      bet_count: totals.betCount,
      bettor_count: totals.bettorCount,
      total_bet: totals.totalStake,
      total_fee: totals.totalFee,
      winning_amount: totals.totalPayout,
      house_profit: totals.houseProfit,
      kill_rate_bps: totals.killRateBps,
      settle_error: null,
    })
    .where('id', '=', periodId)
    .execute();
  return { periodId, totals, winners };
}

/** The account periodCloseJournal credits with the pool's remainder (the platform's house). */
function periodCloseAccount(): AccountRef {
  const close = periodCloseJournal({ periodId: 0, poolBalance: 1 }) as NonNullable<ReturnType<typeof periodCloseJournal>>;
  return (close.postings.find((p) => p.amount > 0) as { account: AccountRef }).account;
}

/**
 * Adds each member's settled stakes and winnings to their running totals in member_balance, 500
 * members per UPDATE, in id order. With `balances` (PostgreSQL, called from postJournals' onLocked:
 * every account of the payouts is locked, the balances not yet written) the same UPDATE also sets
 * each winner's cash_balance to the balance its account is about to get; the copy trigger that
 * fires when the ledger writes it then finds it already there and writes nothing (migrations 058,
 * 062), so each bettor's row is written once. A member_balance row update is never HOT (its
 * balance and totals are indexed) and writes an entry into each of its 7 indexes — the member
 * row it came from had ~36 (migration 062).
 */
async function addMemberTotals(
  trx: Database,
  perMember: ReadonlyMap<number, { stake: number; payout: number }>,
  balances?: ReadonlyMap<string, LockedBalance>,
): Promise<void> {
  const rows = [...perMember].sort(([a], [b]) => a - b);
  if (dialectOf(trx) === 'postgres') {
    // One statement over the id-sorted arrays (a nested loop over them takes the rows in id order,
    // as the chunks below do). No separate SELECT … FOR UPDATE pass: each lock is a tuple write.
    if (rows.length === 0) return;
    const cash = rows.map(([id]) => balances?.get(accountKey(memberCash(id)))?.after ?? null);
    await sql`update member_balance b set total_bet = b.total_bet + v.stake, total_win = b.total_win + v.payout,
        cash_balance = coalesce(v.cash, b.cash_balance)
      from unnest(${rows.map(([id]) => id)}::bigint[], ${rows.map(([, m]) => m.stake)}::bigint[], ${rows.map(([, m]) => m.payout)}::bigint[], ${cash}::bigint[]) as v(id, stake, payout, cash)
      where b.member_id = v.id`.execute(trx);
    return;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map(([id, m]) => sql`(cast(${id} as bigint), cast(${m.stake} as bigint), cast(${m.payout} as bigint))`);
    // The IN keeps SQLite on primary-key lookups: with a few hundred values its planner otherwise
    // scans the whole table against the CTE (a million rows at the large profile).
    await sql`with v(id, stake, payout) as (values ${sql.join(values)})
      update member_balance set total_bet = member_balance.total_bet + v.stake, total_win = member_balance.total_win + v.payout
      from v where member_balance.member_id in (select id from v) and member_balance.member_id = v.id`.execute(trx);
  }
}

/** Settles one period in its own transaction (the benchmark times this on 2,000 bets). */
export async function settlePeriod(db: Database, periodId: number, now: number = Date.now()): Promise<SettledPeriod | null> {
  return db.isTransaction ? settlePeriodIn(db, periodId, now) : db.transaction().execute((trx) => settlePeriodIn(trx, periodId, now));
}

/** Drawn periods the scheduler should settle: those whose last settlement did not fail. */
export async function periodsToSettle(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('period')
    .select('id')
    .where('status', '=', PeriodStatus.DRAWN)
    .where('settle_failed_at', 'is', null)
    .orderBy('draw_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Records a failed settlement on the period (outside the rolled-back transaction). */
export async function recordSettleFailure(db: Database, periodId: number, now: number, error: unknown): Promise<void> {
  await db
    .updateTable('period')
    .set({ settle_failed_at: now, settle_error: errorText(error) })
    .where('id', '=', periodId)
    .where('status', '=', PeriodStatus.DRAWN)
    .execute();
}

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
