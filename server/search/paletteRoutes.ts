import { z } from 'zod';
import type { Caller } from '../auth/session';
import type { Database } from '../db/database';
import { anySignedInStaff, defineRoute } from '../http/route';
import { menuAllows } from '../menu/catalogue';
import { scopeFilter, scopeOf } from '../scope/scope';
import { searchMembers } from './memberSearch';

/*
 * The command palette's server half: members by id / username / phone, a deposit or withdrawal
 * order by its number, a period by its issue number. Each kind is looked up only when the caller
 * could open the screen it leads to (the same role and menu right as that screen's own list
 * endpoint) and only within the caller's scope (franchisee, or an agent's downline), so the
 * palette never tells more than the screens would. Every look-up is an equality or a prefix on an
 * indexed column.
 */

const FORMAL_MENU = ['Account_management', 'vip', 'formal'];
const ORDER_MENUS = {
  company: ['money_management', 'access', 'company_income'],
  online: ['money_management', 'access', 'online_deposit'],
  withdrawal: ['money_management', 'access', 'withdrawal'],
} as const;
const RESULT_MENU = ['yoyo_lottery', 'game_result', 'lottery_result'];
/** The order and period screens' own endpoints are for these roles only. */
const REVIEW_ROLES = new Set(['admin', 'franchisee']);
const ORDER_NO = /^[A-Za-z0-9-]{4,40}$/;
const ISSUE_NO = /^[A-Za-z0-9-]{3,40}$/;

export interface OrderHit {
  kind: 'company' | 'online' | 'withdrawal';
  id: number;
  orderNo: string;
  memberId: number;
  amount: number;
  status: number;
}

export interface PeriodHit {
  id: number;
  issueNo: string;
  gameId: number;
  gameName: string;
  status: number;
}

async function searchOrders(db: Database, caller: Caller, q: string): Promise<OrderHit[]> {
  if (!REVIEW_ROLES.has(caller.role) || !ORDER_NO.test(q)) return [];
  const allowed = (kind: keyof typeof ORDER_MENUS) => menuAllows(caller.menuList, [...ORDER_MENUS[kind]]);
  const scope = (table: 'deposit_order' | 'withdrawal_order') => scopeFilter(scopeOf(caller), { franchisee: `${table}.franchisee_id`, agent: `${table}.agent_id` });
  // Order numbers are upper case; people type them either way.
  const numbers = [...new Set([q, q.toUpperCase()])];
  const [deposits, withdrawals] = await Promise.all([
    allowed('company') || allowed('online')
      ? db.selectFrom('deposit_order')
        .select(['deposit_order.id', 'deposit_order.order_no', 'deposit_order.member_id', 'deposit_order.amount', 'deposit_order.status', 'deposit_order.kind'])
        .where('deposit_order.order_no', 'in', numbers)
        .where(scope('deposit_order'))
        .execute()
      : [],
    allowed('withdrawal')
      ? db.selectFrom('withdrawal_order')
        .select(['withdrawal_order.id', 'withdrawal_order.order_no', 'withdrawal_order.member_id', 'withdrawal_order.amount', 'withdrawal_order.status'])
        .where('withdrawal_order.order_no', 'in', numbers)
        .where(scope('withdrawal_order'))
        .execute()
      : [],
  ]);
  const hit = (kind: OrderHit['kind'], o: { id: number; order_no: string; member_id: number; amount: number; status: number }): OrderHit =>
    ({ kind, id: Number(o.id), orderNo: o.order_no, memberId: Number(o.member_id), amount: Number(o.amount), status: o.status });
  return [
    ...deposits.filter((o) => allowed(o.kind as 'company' | 'online')).map((o) => hit(o.kind as 'company' | 'online', o)),
    ...withdrawals.map((o) => hit('withdrawal', o)),
  ];
}

async function searchPeriods(db: Database, caller: Caller, q: string): Promise<PeriodHit[]> {
  if (!REVIEW_ROLES.has(caller.role) || !menuAllows(caller.menuList, RESULT_MENU) || !ISSUE_NO.test(q)) return [];
  // Periods belong to the platform's games, not to a franchisee: the result list shows them all.
  const rows = await db
    .selectFrom('period')
    .innerJoin('game', 'game.id', 'period.game_id')
    .select(['period.id', 'period.issue_no', 'period.game_id', 'game.name', 'period.status'])
    .where('period.issue_no', '=', q)
    .orderBy('period.game_id')
    .limit(10)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), issueNo: r.issue_no, gameId: Number(r.game_id), gameName: r.name, status: r.status }));
}

export const paletteRoutes = [
  defineRoute({
    method: 'POST',
    path: '/chance-search/palette',
    auth: 'staff', menu: anySignedInStaff('the command palette of every screen: each kind of result only from screens the caller holds, in its scope'),
    body: z.object({ q: z.string().trim().min(1).max(64) }),
    async handler({ db, caller, body }) {
      const [members, orders, periods] = await Promise.all([
        menuAllows(caller.menuList, FORMAL_MENU) ? searchMembers(db, caller, body.q) : [],
        searchOrders(db, caller, body.q),
        searchPeriods(db, caller, body.q),
      ]);
      return { members, orders, periods };
    },
  }),
];
