import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { NGR_METRICS } from '../metrics';
import { addFigures, dropFigures } from './figureColumns';
import {
  dropTriggers,
  postgresMark,
  postgresMemberFunction,
  postgresTableTriggers,
  sqliteMemberTrigger,
  sqliteTableTriggers,
} from './staleTriggers';
import { WATCHED_070, memberDays, memberDays070, triggersOf } from './staleWatched';

/** Issue 40: net gaming revenue and the figures it is made of (metrics.ts NGR_METRICS), with manual adjustments. */
export const reportNetGamingRevenue = (dialect: DialectName): Migration => ({
  async up(db) {
    await addFigures(db, dialect, NGR_METRICS);
    await db.schema.createIndex('manual_adjustment_reviewed_at_idx').on('manual_adjustment').columns(['reviewed_at']).execute();
    if (dialect === 'postgres') {
      await postgresTableTriggers(db, WATCHED_070, postgresMark);
      await postgresMemberFunction(memberDays070, postgresMark).execute(db);
    } else {
      await sqliteTableTriggers(db, WATCHED_070);
      await sql`drop trigger report_stale_member_update`.execute(db);
      await sqliteMemberTrigger(db, memberDays070);
    }
  },
  async down(db) {
    await dropTriggers(db, dialect, triggersOf(WATCHED_070));
    if (dialect === 'postgres') await postgresMemberFunction(memberDays, postgresMark).execute(db);
    else {
      await sql`drop trigger report_stale_member_update`.execute(db);
      await sqliteMemberTrigger(db, memberDays);
    }
    await db.schema.dropIndex('manual_adjustment_reviewed_at_idx').execute();
    await dropFigures(db, NGR_METRICS);
  },
});
