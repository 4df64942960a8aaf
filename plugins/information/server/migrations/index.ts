import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { contentBanner } from './036_content_banner';
import { informationContent } from './037_information_content';

/**
 * The information plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function informationMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '036_content_banner': contentBanner(dialect),
    '037_information_content': informationContent(dialect),
  };
}
