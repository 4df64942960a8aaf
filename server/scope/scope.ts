import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Caller } from '../auth/session';

/**
 * Row scoping for every staff query: admin sees everything, a franchisee only rows carrying its
 * franchisee_id, an agent only its own agent subtree (itself and its downline, by materialised
 * path). Queries add `.where(scopeFilter(scopeOf(caller), { … columns … }))`.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'franchisee'; franchiseeId: number }
  | { kind: 'agent'; agentId: number; stationId: number | null; path: string }
  | { kind: 'none' };

export function scopeOf(caller: Caller): Scope {
  if (caller.role === 'admin') return { kind: 'all' };
  if (caller.role === 'franchisee')
    return caller.franchiseeId === null ? { kind: 'none' } : { kind: 'franchisee', franchiseeId: caller.franchiseeId };
  if (caller.agentId === null || caller.agentPath === null) return { kind: 'none' };
  return { kind: 'agent', agentId: caller.agentId, stationId: caller.stationId, path: caller.agentPath };
}

/** Which columns of the queried row carry its tenancy. */
export interface ScopeColumns {
  franchisee?: string;
  /** An agent id: the row is visible to that agent and every agent above it. */
  agent?: string;
  /** A station id: for rows without an agent (stations themselves), the agent's own station. */
  station?: string;
  /**
   * The query finds its rows through another index (a username or phone prefix range): the scope
   * is only checked on the rows found, never taken as the access path. Otherwise the planner may
   * read a franchisee's or agent's whole membership (a third of a million rows) to sort out 8.
   */
  checkOnly?: boolean;
}

const always = sql<SqlBool>`1 = 1`;
const never = sql<SqlBool>`1 = 0`;

/** Ids of the agent subtree rooted at `path` (the root included). */
function agentSubtreeIds(path: string): RawBuilder<number> {
  return sql<number>`(select sub.id from agent sub where sub.path like ${`${path}%`})`;
}

export function scopeFilter(scope: Scope, columns: ScopeColumns): RawBuilder<SqlBool> {
  // A unary plus keeps the column's index out of the plan on both databases.
  const col = (name: string) => (columns.checkOnly ? sql`+${sql.ref(name)}` : sql.ref(name));
  switch (scope.kind) {
    case 'all':
      return always;
    case 'franchisee':
      return columns.franchisee ? sql<SqlBool>`${col(columns.franchisee)} = ${scope.franchiseeId}` : never;
    case 'agent':
      if (columns.agent) return sql<SqlBool>`${col(columns.agent)} in ${agentSubtreeIds(scope.path)}`;
      if (columns.station && scope.stationId !== null) return sql<SqlBool>`${col(columns.station)} = ${scope.stationId}`;
      return never;
    case 'none':
      return never;
  }
}

/** Members in scope: by franchisee, or members whose agent is in the caller's subtree. */
export function memberScope(scope: Scope, alias = 'member', options: Pick<ScopeColumns, 'checkOnly'> = {}): RawBuilder<SqlBool> {
  return scopeFilter(scope, { franchisee: `${alias}.franchisee_id`, agent: `${alias}.agent_id`, ...options });
}
