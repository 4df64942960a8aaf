import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { LIST_COUNT_CAP } from '../../../../server/db/cappedCount';
import { GRAM_KINDS, gramSearchPage, memberTextContains, probeGrams, type MemberTextColumn } from '../../../../server/db/memberText';
import { ONLINE_WINDOW_MS } from '../../../../shared/online';
import { defineSort, orderList, pagedList } from '../../../../server/http/pagedList';
import { pageWindow } from '../../../../server/http/validate';
import { memberScope, scopeOf } from '../../../../server/scope/scope';
import { MEMBER_SORTABLE, memberFilters, memberListBody } from '../../shared/memberListContract';
import { memberKind, type MemberKind } from './scoped';
import type { MappedRow } from '../../../../server/db/rowMapping';
import { memberListRow } from '../tables/memberListRow';

/*
 * The member list query shared by chance-member/list, its export and the trial / play-along
 * lists: filters, scope (admin all, franchisee its own, agent its downline), the balances (cash
 * from member_balance's copy, so it sorts on an index; frozen joined in), and the rows as the API's
 * fields (MEMBER_COLUMNS) through memberListRow.
 *
 * The cash balance and the stake / winning totals live in member_balance (migration 062), off the
 * member row that every bet would otherwise rewrite with all its indexes. Sorting on them walks a
 * member_balance index; the filters an operator pairs with them (agent, VIP level, class, formal)
 * are applied to member_balance's trigger-kept copies instead, so that walk can be the filter's
 * own index, as the member indexes they replace were (the count still reads the member row).
 */

type Sortable = (typeof MEMBER_SORTABLE)[number];

// The request schemas live in the contract; tests and benches take the body from here too.
export { memberListBody };
export type MemberFilter = z.output<z.ZodObject<typeof memberFilters>>;
export type MemberListBody = z.output<typeof memberListBody>;

// Newest first by default; equal values in id order, the same way round.
const MEMBER_SORT = defineSort<Sortable>({
  columns: {
    id: 'member.id',
    username: 'member.username',
    createdAt: 'member.created_at',
    lastLoginAt: 'member.last_login_at',
    balance: 'mb.cash_balance',
    yuebaoBalance: 'member.yuebao_balance',
    vipLevel: 'member.vip_level',
    points: 'member.points',
    totalRecharge: 'member.total_recharge',
    totalWithdrawal: 'member.total_withdrawal',
    totalBet: 'mb.total_bet',
    totalWin: 'mb.total_win',
    firstChargeAt: 'member.first_charge_at',
    online: 'member.online_at',
  },
  defaultField: 'id',
  defaultOrder: 'desc',
  tieBreak: { column: 'member.id', order: 'same' },
});
// Sorts on member_balance columns break ties on its key (the same id), so the page reads off one index.
const MONEY_FIELDS: ReadonlySet<Sortable> = new Set(['balance', 'totalBet', 'totalWin']);
const MONEY_SORT = defineSort<Sortable>({ ...MEMBER_SORT, tieBreak: { column: 'mb.member_id', order: 'same' } });
const sortOf = (f: MemberOrder) => (f.sortField !== undefined && MONEY_FIELDS.has(f.sortField) ? MONEY_SORT : MEMBER_SORT);

/** The filtered, scoped member rows with their balances and agent joined; select and page it as needed. */
export function filteredMembers(db: Database, caller: Caller, f: MemberOrder, kind: MemberKind, now: number) {
  return withBalances(memberFilter(db, caller, f, kind, now, mirrored(f)), f, kind);
}

/** Sorted on a member_balance column: the agent, VIP level and class filters go to its copies. */
const mirrored = (f: MemberOrder) => sortOf(f) === MONEY_SORT;

/**
 * The filter alone, on the member table only: counting needs no join (and then reads just one index).
 * `onCopies`: leave the agent, VIP level and class filters to withBalances, on member_balance's copies.
 * Not both: PostgreSQL would multiply the two equal conditions' selectivities, expect a handful of
 * rows and hash-join every member of the class instead of walking the (class, balance) index.
 */
function memberFilter(db: Database, caller: Caller, f: MemberFilter, kind: MemberKind, now: number, onCopies = false) {
  const onlineSince = now - ONLINE_WINDOW_MS;
  return (
    db
      .selectFrom('member')
      .where(memberScope(scopeOf(caller)))
      .where(memberKind(kind))
      .$if(f.username !== undefined, (q) => q.where(memberTextContains('member', 'username', f.username as string)))
      .$if(f.nickname !== undefined, (q) => q.where(containsText('member.nickname', f.nickname as string)))
      .$if(f.phone !== undefined, (q) => q.where(memberTextContains('member', 'phone', f.phone as string)))
      .$if(f.agentName !== undefined, (q) =>
        q.where('member.agent_id', 'in', (eb) =>
          eb
            .selectFrom('agent')
            .select('agent.id')
            .where(containsText('agent.username', f.agentName as string)),
        ),
      )
      .$if(f.agentId !== undefined && !onCopies, (q) => q.where('member.agent_id', '=', f.agentId as number))
      .$if(f.vipLevel !== undefined && !onCopies, (q) => q.where('member.vip_level', '=', f.vipLevel as number))
      .$if(f.customerClass !== undefined && !onCopies, (q) => q.where('member.customer_class', '=', f.customerClass as string))
      .$if(f.customerTag !== undefined, (q) => q.where('member.customer_tag', '=', f.customerTag as string))
      .$if(f.status !== undefined, (q) => q.where('member.status', '=', f.status as number))
      .$if(f.online === 1, (q) => q.where('member.online_at', '>=', onlineSince))
      // One term, not "is null or <": an OR made SQLite fetch every matching row to count them.
      .$if(f.online === 0, (q) => q.where(sql<number>`coalesce(member.online_at, 0)`, '<', onlineSince))
      .$if(f.firstCharged === 1, (q) => q.where('member.first_charge_at', 'is not', null))
      .$if(f.firstCharged === 0, (q) => q.where('member.first_charge_at', 'is', null))
      .$if(f.registerStart !== undefined, (q) => q.where('member.created_at', '>=', f.registerStart as number))
      .$if(f.registerEnd !== undefined, (q) => q.where('member.created_at', '<', f.registerEnd as number))
      .$if(f.loginStart !== undefined, (q) => q.where('member.last_login_at', '>=', f.loginStart as number))
      .$if(f.loginEnd !== undefined, (q) => q.where('member.last_login_at', '<', f.loginEnd as number))
      .$if(f.registerIp !== undefined, (q) => q.where(containsText('member.register_ip', f.registerIp as string)))
      .$if(f.registerDevice !== undefined, (q) => q.where(containsText('member.register_device', f.registerDevice as string)))
      .$if(f.ids !== undefined, (q) => q.where('member.id', 'in', (f.ids as number[]).length > 0 ? (f.ids as number[]) : [0]))
  );
}

// member_balance has exactly one row per member (migration 062); the left joins are on unique keys (agent id;
// owner_type, owner_id, bucket): none of them changes the row count. Sorted on a member_balance column, the
// filters with a member_balance copy are applied there (memberFilter left them out; literal formal = 1 for
// the partial indexes, beside the member row's own formal terms).
function withBalances(q: ReturnType<typeof memberFilter>, f: MemberOrder, kind: MemberKind) {
  const onCopies = mirrored(f);
  return q
    .innerJoin('member_balance as mb', 'mb.member_id', 'member.id')
    .$if(onCopies && kind === 'formal', (w) => w.where(sql<SqlBool>`mb.formal = 1`))
    .$if(onCopies && f.agentId !== undefined, (w) => w.where('mb.agent_id', '=', f.agentId as number))
    .$if(onCopies && f.vipLevel !== undefined, (w) => w.where('mb.vip_level', '=', f.vipLevel as number))
    .$if(onCopies && f.customerClass !== undefined, (w) => w.where('mb.customer_class', '=', f.customerClass as string))
    .leftJoin('agent', 'agent.id', 'member.agent_id')
    .leftJoin('ledger_account as frozen', (j) =>
      j.on(sql<SqlBool>`frozen.owner_type = 'member' and frozen.bucket = 'frozen' and frozen.owner_id = cast(member.id as text)`),
    );
}

type MemberQuery = ReturnType<typeof filteredMembers>;
type MemberOrder = MemberFilter & { sortField?: Sortable; sortOrder?: 'ASC' | 'DESC' };
interface Window {
  limit: number;
  offset: number;
}

// The columns memberListRow reads, as stored; joined and worked-out ones under snake_case names.
function memberColumns(q: MemberQuery, now: number) {
  const onlineSince = now - ONLINE_WINDOW_MS;
  return q.select((eb) => [
    'member.id',
    'member.username',
    'member.nickname',
    'member.real_name',
    'member.phone',
    'member.email',
    'member.sex',
    'member.birth_date',
    'member.language',
    'member.agent_id',
    'agent.username as agent_username',
    'member.station_id',
    'member.franchisee_id',
    'mb.cash_balance',
    sql<number>`coalesce(frozen.balance, 0)`.as('frozen'),
    'member.yuebao_balance',
    'member.vip_level',
    'member.points',
    'member.customer_class',
    'member.customer_tag',
    'member.status',
    'member.lock_reason',
    eb.case().when('member.online_at', '>=', onlineSince).then(1).else(0).end().as('online'),
    eb.case().when('member.first_charge_at', 'is not', null).then(1).else(0).end().as('first_charged'),
    'member.first_charge_at',
    'member.first_charge_amount',
    'member.total_recharge',
    'member.total_withdrawal',
    'mb.total_bet',
    'mb.total_win',
    'member.created_at',
    'member.register_ip',
    'member.register_device',
    'member.last_login_at',
    'member.last_login_ip',
    'member.last_login_device',
    'member.remark_front',
    'member.remark_back',
    'member.is_internal',
    'member.is_test',
  ]);
}

export type MemberRow = MappedRow<typeof memberListRow>;

/** One page (or, for exports, up to `limit` rows) of members in API field names. */
export function memberRows(
  db: Database,
  caller: Caller,
  body: MemberOrder,
  kind: MemberKind,
  now: number,
  window: Window,
): Promise<MemberRow[]> {
  return orderList(memberColumns(filteredMembers(db, caller, body, kind, now), now), sortOf(body), body)
    .limit(window.limit)
    .offset(window.offset)
    .execute()
    .then((rows) => rows.map(memberListRow.map));
}

/**
 * The one text filter (username or phone, 3 characters or more) of a request that has no other
 * filter, sorts by id (the default) and is not scoped: the search member_gram answers alone.
 */
function gramOnly(caller: Caller, body: MemberListBody): { column: MemberTextColumn; text: string } | undefined {
  if (scopeOf(caller).kind !== 'all' || (body.sortField !== undefined && body.sortField !== 'id')) return undefined;
  const set = (Object.keys(memberFilters) as (keyof MemberFilter)[]).filter((key) => body[key] !== undefined);
  if (set.length !== 1 || (set[0] !== 'username' && set[0] !== 'phone')) return undefined;
  const text = body[set[0]] as string;
  return probeGrams(text).length > 0 ? { column: set[0], text } : undefined;
}

/**
 * A list answer: the page and the total, counted up to LIST_COUNT_CAP on the member table alone.
 * A lone username or phone search in id order reads member_gram's key instead: the page's ids
 * newest first, then their 20 rows; the count from the key too (3 phone digits match ~10,000 of
 * a million members, which the general query would each read to sort and count).
 */
export async function memberPage(db: Database, caller: Caller, body: MemberListBody, kind: MemberKind, now: number) {
  const search = gramOnly(caller, body);
  if (search) {
    const { limit, offset } = pageWindow(body);
    const direction = body.sortOrder === 'ASC' ? 'asc' : 'desc';
    return gramSearchPage(db, search.column, search.text, GRAM_KINDS[kind], { direction, limit, offset, cap: LIST_COUNT_CAP }, (ids) =>
      orderList(
        memberColumns(withBalances(db.selectFrom('member').where(sql<SqlBool>`member.id in ${ids}`), body, kind), now),
        MEMBER_SORT,
        body,
      )
        .execute()
        .then((rows) => rows.map(memberListRow.map)),
    );
  }
  const { list, ...counted } = await pagedList(db, {
    query: memberFilter(db, caller, body, kind, now, mirrored(body)),
    count: memberFilter(db, caller, body, kind, now),
    select: (q) => memberColumns(withBalances(q, body, kind), now),
    sort: sortOf(body),
    page: body,
    capped: true,
  });
  return { list: list.map(memberListRow.map), ...counted };
}
