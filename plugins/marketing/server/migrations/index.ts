import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { luckyDraw } from './038_lucky_draw';

/**
 * The marketing plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function marketingMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '038_lucky_draw': luckyDraw(dialect),
  };
}
