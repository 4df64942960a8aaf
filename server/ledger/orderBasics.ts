import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { bombayCompactDate } from '../domain/time';
import { ApiError } from '../http/errors';

/*
 * Small helpers shared by the money services: running inside the caller's transaction or a new
 * one, order numbers, the member row an order copies its tenancy from, and the tenant id that
 * owns a member's system accounts.
 */

/** Runs fn in `db` when it already is a transaction (a route's ctx.db), else in a new one. */
export function inTransaction<T>(db: Database, fn: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** 'D' / 'W' / 'M' / 'B' / 'C' (crypto payout batch) + Bombay date + 10 random hex digits: unique by the UNIQUE column, readable by day. */
export function newOrderNo(prefix: 'D' | 'W' | 'M' | 'B' | 'C', now: number): string {
  return `${prefix}${bombayCompactDate(now)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface MemberTenancy {
  id: number;
  username: string;
  franchisee_id: number;
  station_id: number;
  agent_id: number | null;
}

export async function memberTenancy(db: Database, memberId: number): Promise<MemberTenancy> {
  const member = await db
    .selectFrom('member')
    .select(['id', 'username', 'franchisee_id', 'station_id', 'agent_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new ApiError('A0400', 'member_not_found', { member: memberId });
  return member;
}

/** System accounts (clearing, fee income, bonus expense, house) are per franchisee. */
export function tenantOf(row: { franchisee_id: number }): string {
  return String(row.franchisee_id);
}

export function requireReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (!text) throw new ApiError('A0400', 'reason_required');
  return text;
}
