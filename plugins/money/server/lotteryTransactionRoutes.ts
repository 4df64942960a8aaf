import { sql } from 'kysely';
import { LIST_COUNT_WINDOW } from '../../../server/db/cappedCount';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { memberScope, scopeOf } from '../../../server/scope/scope';
import { LOTTERY_TRANSACTION_TYPES } from '../shared/cashRecords';
import { ledgerRecordContracts as contracts } from '../shared/ledgerRecordContract';
import { recentRange } from './cashRecordRoutes';
import { lotteryTransactionRow } from './tables/ledgerRecordRows';
import { byTypeWalk, type LedgerWalk } from './typeWalk';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * detauls_lottery_transaction: the lottery side of the members' cash ledger — stakes, payouts,
 * refunds and rebates — each posting with the bet (or rebate record) behind it, so a period's or a
 * game's money can be followed per member. member_cash_record lists every posting type; this is
 * the cut by game, period and bet. Only members in the caller's scope (franchisee: its members,
 * agent: its downline).
 *
 * Query paths at the large profile (checked with EXPLAIN on SQLite, which has no planner statistics
 * there): a named member → ledger_posting(account_id, id); a bet number → the journal's unique
 * business key; a period → period(issue_no) (migration 027), bet(period_id), ledger_journal(ref_type,
 * ref_id); a date range ending more than a day ago → ledger_journal(type, created_at); each then
 * postings by journal_id. Anything else (a recent range or a type too: each is a percent of the
 * ledger or more) walks postings newest first by primary key and stops at the page.
 */

const MENU = MONEY_MENU.money_management.detauls_lottery_transaction.path;
/** The journal business keys of one bet (server/domain/ledgerJournals.ts). */
const BET_KEY_PREFIXES = ['bet:', 'payout:', 'refund:'];

const SORT = defineSort({ columns: { id: 'p.id' }, defaultField: 'id', defaultOrder: 'desc', tieBreak: { column: 'p.id', order: 'desc' } });

// The journal's reference as the id it names; a CASE so no other reference type is ever cast.
const refIdOf = (refType: string) => sql<number>`case when j.ref_type = ${refType} then cast(j.ref_id as bigint) end`;

export const lotteryTransactionRoutes = [
  defineRoute({
    contract: contracts.lotteryTransactions,
    auth: 'staff',
    menu: MENU,
    async handler({ db, caller, body, now }) {
      const scope = scopeOf(caller);
      const types = body.type === undefined ? [...LOTTERY_TRANSACTION_TYPES] : [body.type];
      const named = body.username !== undefined || body.memberId !== undefined;
      // A named member drives the query through their cash account.
      const memberAccounts = db
        .selectFrom('ledger_account as ma')
        .select('ma.id')
        .where('ma.owner_type', '=', 'member')
        .where('ma.bucket', '=', 'cash')
        .where(
          'ma.owner_id',
          'in',
          db
            .selectFrom('member')
            .select(sql<string>`cast(member.id as text)`.as('owner'))
            .where(memberScope(scope))
            .$if(body.username !== undefined, (q) => q.where('member.username', '=', body.username as string))
            .$if(body.memberId !== undefined, (q) => q.where('member.id', '=', body.memberId as number)),
        );
      // Otherwise a bet, a period or a date range in the past drives it through journals.
      const journals = () => {
        if (body.betNo !== undefined) {
          return db
            .selectFrom('ledger_journal as dj')
            .select('dj.id')
            .where(
              'dj.business_key',
              'in',
              BET_KEY_PREFIXES.map((prefix) => `${prefix}${body.betNo}`),
            );
        }
        if (body.issueNo !== undefined) {
          const periods = db
            .selectFrom('period')
            .select('period.id')
            .where('period.issue_no', '=', body.issueNo)
            .$if(body.gameId !== undefined, (q) => q.where('period.game_id', '=', body.gameId as number));
          const bets = db
            .selectFrom('bet')
            .select(sql<string>`cast(bet.id as text)`.as('ref'))
            .where('bet.period_id', 'in', periods);
          return db.selectFrom('ledger_journal as dj').select('dj.id').where('dj.ref_type', '=', 'bet').where('dj.ref_id', 'in', bets);
        }
        if ((body.startTime !== undefined || body.endTime !== undefined) && !recentRange(body.endTime, now)) {
          return db
            .selectFrom('ledger_journal as dj')
            .select('dj.id')
            .where('dj.type', 'in', types)
            .$if(body.startTime !== undefined, (q) => q.where('dj.created_at', '>=', body.startTime as number))
            .$if(body.endTime !== undefined, (q) => q.where('dj.created_at', '<', body.endTime as number));
        }
        return undefined;
      };
      const driver = named ? undefined : journals();
      // With neither, postings are read newest first and each checked, stopping at the page. The
      // cross join keeps SQLite (which has no planner statistics here) on that order instead of
      // reading every in-scope member's postings to sort them; PostgreSQL plans it as inner joins.
      // The filters every path shares, on postings p of accounts a in journals j.
      // `walk`: the time bounds must not steer SQLite to ledger_journal(type, created_at), which
      // would sort a week of stakes (millions) to take the newest; the unary plus keeps them off
      // every index, so the walk stays on ledger_journal(type, id) and stops at the page.
      const created = (walk: boolean) => (walk ? sql<number>`+j.created_at` : sql<number>`j.created_at`);
      const where = <Q extends LedgerWalk>(q: Q, jTypes: readonly string[], walk = false): Q =>
        q
          .whereRef('a.id', '=', 'p.account_id')
          .whereRef('j.id', '=', 'p.journal_id')
          .$if(named, (q) => q.where('p.account_id', 'in', memberAccounts))
          .$if(driver !== undefined, (q) => q.where('p.journal_id', 'in', driver as NonNullable<typeof driver>))
          .where('a.owner_type', '=', 'member')
          .where('a.bucket', '=', 'cash')
          // Scope per row: the posting's member by primary key (admin: every member).
          .$if(!named && scope.kind !== 'all', (q) =>
            q.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('member')
                  .select('member.id')
                  .where('member.id', '=', sql<number>`case when a.owner_type = 'member' then cast(a.owner_id as bigint) end`)
                  .where(memberScope(scope)),
              ),
            ),
          )
          .where('j.type', 'in', jTypes)
          .$if(body.betNo !== undefined, (q) =>
            q.where(
              'j.business_key',
              'in',
              BET_KEY_PREFIXES.map((prefix) => `${prefix}${body.betNo}`),
            ),
          )
          .$if(body.startTime !== undefined, (q) => q.where(created(walk), '>=', body.startTime as number))
          .$if(body.endTime !== undefined, (q) => q.where(created(walk), '<', body.endTime as number))
          .$if(body.minAmount !== undefined, (q) => q.where(sql<number>`abs(p.amount)`, '>=', body.minAmount as number))
          .$if(body.maxAmount !== undefined, (q) => q.where(sql<number>`abs(p.amount)`, '<=', body.maxAmount as number)) as Q;
      const core = where(db.selectFrom('ledger_posting as p').crossJoin('ledger_account as a').crossJoin('ledger_journal as j'), types);
      const filtered = core
        .leftJoin('bet as b', (join) => join.on('b.id', '=', refIdOf('bet')))
        .leftJoin('rebate_record as r', (join) => join.on('r.id', '=', refIdOf('rebate_record')))
        .$if(body.issueNo !== undefined, (q) =>
          q.where(
            'b.period_id',
            'in',
            db
              .selectFrom('period')
              .select('period.id')
              .where('period.issue_no', '=', body.issueNo as string),
          ),
        )
        .$if(body.gameId !== undefined, (q) => q.where(sql<number>`coalesce(b.game_id, r.game_id)`, '=', body.gameId as number));
      // The count joins the bet and rebate behind each posting only when a filter reads them: up
      // to the cap, those are ten thousand lookups into the largest tables for nothing.
      const byReference = body.issueNo !== undefined || body.gameId !== undefined;
      const select = (q: typeof filtered) =>
        q
          .leftJoin('period as pe', 'pe.id', 'b.period_id')
          .leftJoin('game as g', (join) => join.on('g.id', '=', sql<number>`coalesce(b.game_id, r.game_id)`))
          .select([
            'p.id',
            'a.owner_id as owner',
            'j.type',
            'p.amount',
            'p.balance_after',
            'j.business_key',
            'b.bet_no',
            'pe.issue_no',
            'g.id as game_id',
            'g.name as game_name',
            'r.business_date',
            'j.remark',
            'p.created_at',
          ]);
      const page =
        !named && driver === undefined && !byReference
          ? // Neither: each type's postings newest first through its journals (plugins/money/server/typeWalk.ts).
            await byTypeWalk(
              db,
              types,
              (type) =>
                where(db.selectFrom('ledger_journal as j').crossJoin('ledger_posting as p').crossJoin('ledger_account as a'), [type], true),
              (ids) => select(filtered.where('p.id', 'in', ids)).execute(),
              body,
            )
          : await pagedList(db, {
              query: filtered,
              count: byReference ? filtered : core,
              select,
              sort: SORT,
              page: body,
              capped: true,
              countWindow: LIST_COUNT_WINDOW,
            });
      const records = page.list.map(lotteryTransactionRow.map);
      const ids = [...new Set(records.map((r) => r.memberId))];
      const names = new Map<number, string>();
      if (ids.length > 0) {
        for (const m of await db.selectFrom('member').select(['member.id', 'member.username']).where('member.id', 'in', ids).execute())
          names.set(m.id, m.username);
      }
      const list = records.map((r) => ({ ...r, username: names.get(r.memberId) ?? '' }));
      return { ...page, list };
    },
  }),

  // The games the filter offers, readable with this screen's menu alone.
  defineRoute({
    contract: contracts.lotteryTransactionGames,
    auth: 'staff',
    menu: MENU,
    async handler({ db }) {
      const list = await db.selectFrom('game').select(['game.id', 'game.name']).orderBy('game.sort').orderBy('game.id').execute();
      return { list, total: list.length };
    },
  }),
];
