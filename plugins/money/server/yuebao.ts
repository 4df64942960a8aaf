import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import {
  memberYuebao,
  yuebaoAutoTransferJournal,
  yuebaoInterestJournal,
  yuebaoTransferJournal,
} from '../../../server/domain/ledgerJournals';
import { addBombayDays, bombayDayRange, bombayDayStart } from '../../../server/domain/time';
import { dailyInterest, transferMinutes, type YuebaoTierTerms } from './yuebaoInterest';
import { ApiError } from '../../../server/http/errors';
import { inTransaction, memberTenancy, tenantOf } from '../../../server/ledger/orderBasics';
import { postJournal, postJournals, type JournalEntry } from '../../../server/ledger/ledger';
import { balanceOf, memberBalances } from '../../../server/ledger/balances';
import { memberTenancyRow } from './tables/memberTenancyRow';
import { yuebaoLedgerDayRow, yuebaoRecordRow, yuebaoTierVersionRow } from './tables/yuebaoRows';

/*
 * Yue Bao (余额宝): the member's interest wallet on the ledger (account owner_type 'yuebao').
 *   transferYuebao       wallet ⇄ Yue Bao, as the member app asks (the seed and simulator use it);
 *   accrueYuebaoDay      the daily job's work for one finished Bombay day: one yuebao_record per
 *                        member who held Yue Bao money that day, and the interest journal
 *                        `yuebao:{day}:{member}` (yuebaoInterest.ts has the rule);
 *   runYuebaoTransfers   auto-transfer tiers: at the tier's transfer time (Bombay, the next day) the
 *                        day's interest moves from Yue Bao to the wallet, journal `yuebao_auto:{day}:{member}`.
 * Every change is a journal inside the caller's transaction; re-running a day or a transfer
 * changes nothing (records are unique per day and member, journals per key, and transitions are
 * conditional on the record's status).
 */

// The parts of a day's record the job reads back.
const recordMember = yuebaoRecordRow.pick('memberId');
const recordCarry = yuebaoRecordRow.pick('memberId', 'remainder');
const recordDue = yuebaoRecordRow.pick('memberId', 'interest');

export interface YuebaoTierVersion extends YuebaoTierTerms {
  enabled: boolean;
  effectiveFrom: string;
}

/** Each tier's terms in force on `day`: its latest version from that day or before. Disabled tiers included. */
export async function tiersOn(db: Database, day: string): Promise<YuebaoTierVersion[]> {
  const rows = await db
    .selectFrom('yuebao_tier_version as v')
    .selectAll('v')
    .where('v.effective_from', '<=', day)
    .where('v.effective_from', '=', (eb) =>
      eb
        .selectFrom('yuebao_tier_version as w')
        .select((e) => e.fn.max('w.effective_from').as('d'))
        .whereRef('w.tier_id', '=', 'v.tier_id')
        .where('w.effective_from', '<=', day),
    )
    .orderBy('v.min_amount')
    .orderBy('v.tier_id')
    .execute();
  return rows.map(yuebaoTierVersionRow.map);
}

export interface YuebaoTransfer {
  memberId: number;
  amount: number;
  direction: 'in' | 'out';
  /** The request's Idempotency-Key: the same key moves the money once. */
  ref: string;
  now?: number;
}

/** Wallet ⇄ Yue Bao for one member; answers both balances after. insufficient_funds when the source is short. */
export async function transferYuebao(db: Database, t: YuebaoTransfer): Promise<{ cash: number; yuebao: number; replayed: boolean }> {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new ApiError('A0400', 'invalid_amount');
  if (!t.ref.trim()) throw new ApiError('A0400', 'idempotency_key_required');
  return inTransaction(db, async (trx) => {
    await memberTenancy(trx, t.memberId);
    const posted = await postJournal(trx, yuebaoTransferJournal(t), { now: t.now, refType: 'yuebao', refId: t.memberId });
    const cash = (await memberBalances(trx, [t.memberId])).get(t.memberId)?.cash ?? 0;
    return { cash, yuebao: await balanceOf(trx, memberYuebao(t.memberId)), replayed: posted.replayed };
  });
}

/** When a record of `day` on an auto-transfer tier moves its interest to the wallet. */
export function transferDueAt(day: string, transferTime: string): number {
  return bombayDayStart(addBombayDays(day, 1)) + transferMinutes(transferTime) * 60_000;
}

const BATCH = 500;

interface DayFigures {
  memberId: number;
  opening: number;
  lowest: number;
  closing: number;
  /** Moved in / out by the member during the day (the member's yuebao_in / yuebao_out journals). */
  transferIn: number;
  transferOut: number;
}

/**
 * Opening, lowest and closing Yue Bao balance on `day` of every member whose account held money
 * or moved that day. From the cached balance back: closing = balance − Σ postings after the day;
 * opening = closing − Σ postings of the day; lowest = the least of opening and the day's
 * balance_after values (postings are written in time order, so balance_after is the balance then);
 * the member's own transfers in and out of the day by their journal types (an auto-transfer is a
 * yuebao_out journal too, told apart by its key, and shows in its record's transfer columns instead).
 */
async function dayFigures(db: Database, day: string): Promise<DayFigures[]> {
  const [start, end] = bombayDayRange(day);
  const rows = await db
    .selectFrom('ledger_account as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_posting as p')
          .innerJoin('ledger_account as pa', 'pa.id', 'p.account_id')
          .innerJoin('ledger_journal as pj', 'pj.id', 'p.journal_id')
          .where('pa.owner_type', '=', 'yuebao')
          .where('p.created_at', '>=', start)
          .groupBy('p.account_id')
          .select([
            'p.account_id',
            sql<string>`cast(coalesce(sum(case when p.created_at >= ${end} then p.amount else 0 end), 0) as text)`.as('after'),
            sql<string>`cast(coalesce(sum(case when p.created_at < ${end} then p.amount else 0 end), 0) as text)`.as('during'),
            sql<string | null>`cast(min(case when p.created_at < ${end} then p.balance_after end) as text)`.as('low'),
            sql<string>`cast(coalesce(sum(case when p.created_at < ${end} and pj.type = 'yuebao_in' then p.amount else 0 end), 0) as text)`.as(
              'tin',
            ),
            // The member's own withdrawals only: auto-transfers of interest share the journal type (key yuebao_auto:…).
            sql<string>`cast(coalesce(sum(case when p.created_at < ${end} and pj.type = 'yuebao_out' and pj.business_key like 'yuebao_out:%' then -p.amount else 0 end), 0) as text)`.as(
              'tout',
            ),
          ])
          .as('m'),
      (j) => j.onRef('m.account_id', '=', 'a.id'),
    )
    .select(['a.owner_id', sql<string>`cast(a.balance as text)`.as('balance'), 'm.after', 'm.during', 'm.low', 'm.tin', 'm.tout'])
    .where('a.owner_type', '=', 'yuebao')
    .where((eb) => eb.or([eb('a.balance', '<>', 0), eb('m.account_id', 'is not', null)]))
    .orderBy('a.id')
    .execute();
  const out: DayFigures[] = [];
  for (const { memberId, balance, after, during, low, transferIn, transferOut } of rows.map(yuebaoLedgerDayRow.map)) {
    const closing = balance - after;
    const opening = closing - during;
    const lowest = low === null ? opening : Math.min(opening, low);
    if (opening === 0 && closing === 0 && lowest === 0) continue;
    out.push({ memberId, opening, lowest, closing, transferIn, transferOut });
  }
  return out;
}

/** The sub-paisa remainder each member carries from its latest record before `day`. */
async function carries(db: Database, day: string, memberIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('yuebao_record as r')
    .select(['r.member_id', 'r.remainder'])
    .where('r.member_id', 'in', memberIds)
    .where('r.business_date', '=', (eb) =>
      eb
        .selectFrom('yuebao_record as q')
        .select((e) => e.fn.max('q.business_date').as('d'))
        .whereRef('q.member_id', '=', 'r.member_id')
        .where('q.business_date', '<', day),
    )
    .execute();
  return new Map(rows.map(recordCarry.map).map((r) => [r.memberId, r.remainder]));
}

export interface AccrualOutcome {
  records: number;
  paid: number;
  interest: number;
  transferred: number;
}

/** The daily job's work for the finished Bombay `day` (idempotent: members recorded already are left alone). */
export async function accrueYuebaoDay(db: Database, day: string, now: number): Promise<AccrualOutcome> {
  return inTransaction(db, async (trx) => {
    const tiers = (await tiersOn(trx, day)).filter((t) => t.enabled);
    const figures = await dayFigures(trx, day);
    const outcome: AccrualOutcome = { records: 0, paid: 0, interest: 0, transferred: 0 };
    for (let i = 0; i < figures.length; i += BATCH) {
      const batch = figures.slice(i, i + BATCH);
      const ids = batch.map((f) => f.memberId);
      const done = new Set(
        (
          await trx.selectFrom('yuebao_record').select('member_id').where('business_date', '=', day).where('member_id', 'in', ids).execute()
        ).map((r) => recordMember.map(r).memberId),
      );
      const todo = batch.filter((f) => !done.has(f.memberId));
      if (todo.length === 0) continue;
      const carry = await carries(
        trx,
        day,
        todo.map((f) => f.memberId),
      );
      const tenants = new Map(
        (
          await trx
            .selectFrom('member')
            .select(['id', 'franchisee_id'])
            .where(
              'id',
              'in',
              todo.map((f) => f.memberId),
            )
            .execute()
        )
          .map(memberTenancyRow.map)
          .map((m) => [m.memberId, m.franchiseeId]),
      );
      const journals: JournalEntry[] = [];
      const rows = todo.map((f) => {
        const carryIn = carry.get(f.memberId) ?? 0;
        const r = dailyInterest(tiers, f, carryIn);
        const franchiseeId = tenants.get(f.memberId) as number;
        const auto = r.tier?.autoTransfer === true && r.interest > 0;
        const journal =
          r.interest > 0
            ? yuebaoInterestJournal({
                memberId: f.memberId,
                date: day,
                amount: r.interest,
                tenant: tenantOf({ franchisee_id: franchiseeId }),
              })
            : null;
        if (journal) journals.push({ journal, meta: { now, refType: 'yuebao_record', refId: `${day}:${f.memberId}` } });
        outcome.interest += r.interest;
        if (r.interest > 0) outcome.paid += 1;
        return {
          business_date: day,
          member_id: f.memberId,
          franchisee_id: franchiseeId,
          tier_id: r.tier?.id ?? null,
          tier_min_amount: r.tier?.minAmount ?? 0,
          opening: f.opening,
          lowest: f.lowest,
          closing: f.closing,
          transfer_in: f.transferIn,
          transfer_out: f.transferOut,
          rate_ppm: r.tier?.ratePpm ?? 0,
          secondary_rate_ppm: r.tier?.secondaryRatePpm ?? 0,
          interest: r.interest,
          carry_in: carryIn,
          remainder: r.remainder,
          auto_transfer: r.tier?.autoTransfer ? 1 : 0,
          transfer_amount: 0,
          transfer_due_at: auto ? transferDueAt(day, (r.tier as YuebaoTierTerms).transferTime) : null,
          transferred_at: null,
          status: r.interest === 0 ? 0 : auto ? 2 : 1,
          journal_key: journal?.businessKey ?? null,
          created_at: now,
        };
      });
      await trx.insertInto('yuebao_record').values(rows).execute();
      await postJournals(trx, journals);
      outcome.records += rows.length;
    }
    outcome.transferred = await runYuebaoTransfers(trx, now);
    return outcome;
  });
}

/**
 * Moves the interest of every record waiting for its auto-transfer time (≤ now) from Yue Bao to
 * the wallet. If the member took money out of Yue Bao meanwhile, only what is left moves (never
 * below zero); the record keeps the amount that moved. Answers the records finished.
 */
export async function runYuebaoTransfers(db: Database, now: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('yuebao_record')
      .select(['id', 'business_date', 'member_id', 'interest'])
      .where('status', '=', 2)
      .where('transfer_due_at', '<=', now)
      .orderBy('id')
      .execute();
    for (const r of due) {
      const { memberId, interest } = recordDue.map(r);
      const amount = Math.min(interest, await balanceOf(trx, memberYuebao(memberId)));
      const changed = await trx
        .updateTable('yuebao_record')
        .set({ status: 3, transfer_amount: amount, transferred_at: now })
        .where('id', '=', r.id)
        .where('status', '=', 2)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) continue;
      if (amount > 0) {
        await postJournal(trx, yuebaoAutoTransferJournal({ memberId, date: r.business_date, amount }), {
          now,
          refType: 'yuebao_record',
          refId: `${r.business_date}:${memberId}`,
        });
      }
    }
    return due.length;
  });
}
