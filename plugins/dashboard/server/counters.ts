import { sql } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { menuAllows, type MenuEntry } from '../../../server/menu/catalogue';
import { memberScope, scopeFilter, type Scope } from '../../../server/scope/scope';

/** A member counts as online when seen within this window. */
export const ONLINE_WINDOW_MS = 10 * 60 * 1000;

export interface PendingAudits {
  agentApplication: number;
  companyDeposit: number;
  withdrawalAgent: number;
}

/**
 * The review screen each count belongs to. A count is only told to a caller whose menuList holds
 * that screen: a menu right taken away also hides how much is waiting behind it.
 */
export const PENDING_MENUS: Record<keyof PendingAudits, string[]> = {
  agentApplication: ['Account_management', 'shareholder', 'agent_application'],
  companyDeposit: ['money_management', 'access', 'company_income'],
  withdrawalAgent: ['money_management', 'access', 'withdrawal'],
};

/** Members in scope, or only those seen since `onlineSince`; internal (house) accounts never count. */
export async function countMembers(db: Database, scope: Scope, onlineSince?: number): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member.is_internal', '=', 0)
    .$if(onlineSince !== undefined, (qb) => qb.where('member.online_at', '>=', onlineSince as number))
    .where(memberScope(scope))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function countOnlineMembers(db: Database, scope: Scope, now: number): Promise<number> {
  return countMembers(db, scope, now - ONLINE_WINDOW_MS);
}

/** Quota in paise over the caller's stations; agents have no station quota of their own. */
export async function stationQuota(db: Database, caller: Caller, scope: Scope): Promise<number | null> {
  if (caller.role === 'agent') return null;
  const row = await db
    .selectFrom('station')
    .select(sql<number>`coalesce(sum(station.amount), 0)`.as('amount'))
    .where(scopeFilter(scope, { franchisee: 'station.franchisee_id' }))
    .executeTakeFirstOrThrow();
  return row.amount;
}

/**
 * Review queues: agent applications pending (status 0), company deposits and withdrawals
 * pending (status 1). Orders of internal accounts are left out, as in every dashboard count.
 */
export async function pendingAudits(db: Database, scope: Scope): Promise<PendingAudits> {
  return pendingAuditsFor(db, scope, Object.keys(PENDING_MENUS) as (keyof PendingAudits)[]) as Promise<PendingAudits>;
}

/** The counts of pendingAudits whose review screen is in `menuList`; the others are neither counted nor answered. */
export function visiblePendingAudits(db: Database, scope: Scope, menuList: MenuEntry[]): Promise<Partial<PendingAudits>> {
  const keys = (Object.keys(PENDING_MENUS) as (keyof PendingAudits)[]).filter((key) => menuAllows(menuList, PENDING_MENUS[key]));
  return pendingAuditsFor(db, scope, keys);
}

async function pendingAuditsFor(db: Database, scope: Scope, keys: (keyof PendingAudits)[]): Promise<Partial<PendingAudits>> {
  const orderScope = (table: string) => scopeFilter(scope, { franchisee: `${table}.franchisee_id`, agent: `${table}.agent_id` });
  const queries: Record<keyof PendingAudits, () => Promise<{ n: number }>> = {
    agentApplication: () => db
      .selectFrom('agent_apply_record as r')
      .innerJoin('station as s', 's.id', 'r.station_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.status', '=', 0)
      .where(scopeFilter(scope, { franchisee: 's.franchisee_id', agent: 'r.parent_agent_id' }))
      .executeTakeFirstOrThrow(),
    companyDeposit: () => db
      .selectFrom('deposit_order as o')
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.kind', '=', 'company')
      .where('o.status', '=', 1)
      .where('m.is_internal', '=', 0)
      .where(orderScope('o'))
      .executeTakeFirstOrThrow(),
    withdrawalAgent: () => db
      .selectFrom('withdrawal_order as o')
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.status', '=', 1)
      .where('m.is_internal', '=', 0)
      .where(orderScope('o'))
      .executeTakeFirstOrThrow(),
  };
  const counts = await Promise.all(keys.map((key) => queries[key]()));
  // pg answers count(*) as text.
  return Object.fromEntries(keys.map((key, i) => [key, Number(counts[i].n)]));
}
