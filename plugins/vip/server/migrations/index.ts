import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { vip } from './018_vip';
import { pointsAdjustment } from './026_points_adjustment';
import { rewardTask } from './043_reward_task';

/**
 * The vip plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function vipMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '018_vip': vip(dialect),
    '026_points_adjustment': pointsAdjustment(dialect),
    '043_reward_task': rewardTask(dialect),
  };
}
