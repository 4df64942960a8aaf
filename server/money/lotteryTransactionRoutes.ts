import { sql } from 'kysely';
import { z } from 'zod';
import { defineSort, pagedList } from '../http/pagedList';
import { defineRoute } from '../http/route';
import { blank, listFields, optionalId, optionalInt, optionalText } from '../http/validate';
import { memberScope, scopeOf } from '../scope/scope';

/*
 * detauls_lottery_transaction: the lottery side of the members' cash ledger — stakes, payouts,
 * refunds and rebates — each posting with the bet (or rebate record) behind it, so a period's or a
 * game's money can be followed per member. member_cash_record lists every posting type; this is
 * the cut by game, period and bet. Only members in the caller's scope (franchisee: its members,
 * agent: its downline).
 *
 * Query paths at the large profile: a member → ledger_posting(account_id, id); a period →
 * period(issue_no) (migration 027), bet(period_id), ledger_journal(ref_type, ref_id); a bet number →
 * the journal's unique business key; a type or a date range → ledger_journal(type, created_at) /
 * (created_at). The unfiltered list walks postings newest first and stops at the page.
 */

const MENU = ['money_management', 'detauls_lottery_transaction'];
export const LOTTERY_TRANSACTION_TYPES = ['bet_stake', 'bet_payout', 'bet_refund', 'rebate'] as const;
/** The journal business keys of one bet (server/domain/ledgerJournals.ts). */
const BET_KEY_PREFIXES = ['bet:', 'payout:', 'refund:'];
const MAX_PAISE = Number.MAX_SAFE_INTEGER;

const SORT = defineSort({ columns: { id: 'p.id' }, defaultField: 'id', defaultOrder: 'desc', tieBreak: { column: 'p.id', order: 'desc' } });

// The journal's reference as the id it names; a CASE so no other reference type is ever cast.
const refIdOf = (refType: string) => sql<number>`case when j.ref_type = ${refType} then cast(j.ref_id as bigint) end`;

export const lotteryTransactionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/chance-lottery-transaction/list',
    auth: 'staff',
    menu: MENU,
    body: z.object({
      ...listFields(20, ['id']),
      username: optionalText,
      memberId: optionalId,
      type: z.preprocess(blank, z.enum(LOTTERY_TRANSACTION_TYPES).optional()),
      gameId: optionalId,
      issueNo: optionalText,
      betNo: optionalText,
      startTime: optionalInt(0, MAX_PAISE),
      endTime: optionalInt(0, MAX_PAISE),
      // Amount bounds are on the size of the movement (a ₹100 stake and a ₹100 payout both match 100 … 100).
      minAmount: optionalInt(0, MAX_PAISE),
      maxAmount: optionalInt(0, MAX_PAISE),
    })
      .refine((b) => b.minAmount === undefined || b.maxAmount === undefined || b.minAmount <= b.maxAmount, { path: ['maxAmount'], message: 'must be at least minAmount' })
      .refine((b) => b.startTime === undefined || b.endTime === undefined || b.startTime < b.endTime, { path: ['endTime'], message: 'must be after startTime' }),
    async handler({ db, caller, body }) {
      const owners = db
        .selectFrom('member')
        .select(sql<string>`cast(member.id as text)`.as('owner'))
        .where(memberScope(scopeOf(caller)))
        .$if(body.username !== undefined, (q) => q.where('member.username', '=', body.username as string))
        .$if(body.memberId !== undefined, (q) => q.where('member.id', '=', body.memberId as number));
      const betsOfIssue = db
        .selectFrom('bet')
        .select(sql<string>`cast(bet.id as text)`.as('ref'))
        .where('bet.period_id', 'in', db.selectFrom('period').select('period.id').where('period.issue_no', '=', body.issueNo ?? '')
          .$if(body.gameId !== undefined, (q) => q.where('period.game_id', '=', body.gameId as number)));
      const filtered = db
        .selectFrom('ledger_posting as p')
        .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
        .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
        .leftJoin('bet as b', (join) => join.on('b.id', '=', refIdOf('bet')))
        .leftJoin('rebate_record as r', (join) => join.on('r.id', '=', refIdOf('rebate_record')))
        .where('a.owner_type', '=', 'member')
        .where('a.bucket', '=', 'cash')
        .where('a.owner_id', 'in', owners)
        .where('j.type', 'in', body.type === undefined ? [...LOTTERY_TRANSACTION_TYPES] : [body.type])
        .$if(body.betNo !== undefined, (q) => q.where('j.business_key', 'in', BET_KEY_PREFIXES.map((prefix) => `${prefix}${body.betNo}`)))
        .$if(body.issueNo !== undefined, (q) => q.where('j.ref_type', '=', 'bet').where('j.ref_id', 'in', betsOfIssue))
        .$if(body.gameId !== undefined && body.issueNo === undefined, (q) => q.where(sql<number>`coalesce(b.game_id, r.game_id)`, '=', body.gameId as number))
        .$if(body.startTime !== undefined, (q) => q.where('j.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('j.created_at', '<', body.endTime as number))
        .$if(body.minAmount !== undefined, (q) => q.where(sql<number>`abs(p.amount)`, '>=', body.minAmount as number))
        .$if(body.maxAmount !== undefined, (q) => q.where(sql<number>`abs(p.amount)`, '<=', body.maxAmount as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) => q
          .leftJoin('period as pe', 'pe.id', 'b.period_id')
          .leftJoin('game as g', (join) => join.on('g.id', '=', sql<number>`coalesce(b.game_id, r.game_id)`))
          .select([
            'p.id', 'a.owner_id as owner', 'j.type', 'p.amount', 'p.balance_after as balanceAfter', 'j.business_key as reference',
            'b.bet_no as betNo', 'pe.issue_no as issueNo', 'g.id as gameId', 'g.name as gameName', 'r.business_date as rebateDate', 'j.remark', 'p.created_at as createdAt',
          ]),
        sort: SORT,
        page: body,
        capped: true,
      });
      const ids = [...new Set(page.list.map((r) => Number(r.owner)))];
      const names = new Map<number, string>();
      if (ids.length > 0) {
        for (const m of await db.selectFrom('member').select(['member.id', 'member.username']).where('member.id', 'in', ids).execute()) names.set(m.id, m.username);
      }
      const list = page.list.map(({ owner, amount, balanceAfter, gameId, ...r }) => ({
        ...r,
        memberId: Number(owner),
        username: names.get(Number(owner)) ?? '',
        amount: Number(amount),
        balanceBefore: Number(balanceAfter) - Number(amount),
        balanceAfter: Number(balanceAfter),
        gameId: gameId === null ? null : Number(gameId),
      }));
      return { ...page, list };
    },
  }),

  // The games the filter offers, readable with this screen's menu alone.
  defineRoute({
    method: 'POST',
    path: '/chance-lottery-transaction/games',
    auth: 'staff',
    menu: MENU,
    body: z.object({}),
    async handler({ db }) {
      const list = await db.selectFrom('game').select(['game.id', 'game.name']).orderBy('game.sort').orderBy('game.id').execute();
      return { list, total: list.length };
    },
  }),
];
