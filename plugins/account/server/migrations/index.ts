import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { agentLines } from './005_agent_lines';
import { members } from './006_members';
import { pushOutbox } from './007_push_outbox';
import { commission } from './019_commission';
import { commissionCorrections } from './020_commission_corrections';

/**
 * The account plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function accountMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '005_agent_lines': agentLines(dialect),
    '006_members': members(dialect),
    '007_push_outbox': pushOutbox(dialect),
    '019_commission': commission(dialect),
    '020_commission_corrections': commissionCorrections(dialect),
  };
}
