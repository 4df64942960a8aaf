import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { memberScope, type Scope } from '../../../server/scope/scope';

/** What narrows a report: the caller's scope, a franchisee, an agent line, the include-test switch, and the time that makes "today". */
export interface CutFilters {
  scope: Scope;
  franchiseeId?: number;
  /** This agent and its downline. */
  agentId?: number;
  includeTest: boolean;
  /** The request's time: its Bombay day and later are read live, earlier days from the tables. */
  now: number;
}

/** The same filters as a condition on the member row (alias m) of the raw rows. */
export function memberConditions(f: Omit<CutFilters, 'now'>): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [memberScope(f.scope, 'm')];
  if (f.franchiseeId !== undefined) conditions.push(sql<SqlBool>`m.franchisee_id = ${f.franchiseeId}`);
  if (f.agentId !== undefined) {
    conditions.push(
      sql<SqlBool>`m.agent_id in (select sub.id from agent sub where sub.path like (select a.path || '%' from agent a where a.id = ${f.agentId}))`,
    );
  }
  return sql.join(conditions, sql<SqlBool>` and `);
}
