import { sql, type Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * PostgreSQL only: three member indexes another index already serves — (agent_id) beside
 * (agent_id, created_at), (franchisee_id) beside (franchisee_id, created_at), and (phone) beside
 * (phone text_pattern_ops), which also answers equality. On PostgreSQL a member row update that
 * changes an indexed column (the balance and the totals settlement writes) adds an entry to every
 * index of the table, ~40 of them, so each one dropped is ~1/40 of every such write. The planner
 * has statistics there and takes the wider index; SQLite (no statistics, plans tuned on these
 * names) keeps them.
 */
const DROPPED: [string, string][] = [
  ['member_agent_id_idx', 'agent_id'],
  ['member_franchisee_id_idx', 'franchisee_id'],
  ['member_phone_idx', 'phone'],
];

export function memberRedundantIndexes(dialect: DialectName): Migration {
  return {
    async up(db) {
      if (dialect !== 'postgres') return;
      for (const [name] of DROPPED) await sql`drop index if exists ${sql.ref(name)}`.execute(db);
    },
    async down(db) {
      if (dialect !== 'postgres') return;
      for (const [name, column] of DROPPED)
        await sql`create index if not exists ${sql.ref(name)} on member (${sql.ref(column)})`.execute(db);
    },
  };
}
