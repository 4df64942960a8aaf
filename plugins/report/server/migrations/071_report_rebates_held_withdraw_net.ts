import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { SPLIT_METRICS } from '../metrics';
import { addFigures, dropFigures } from './figureColumns';
import { dropTriggers, postgresMark, postgresTableTriggers, sqliteTableTriggers } from './staleTriggers';
import { WATCHED_071, WITHDRAWAL_COLUMNS, triggersOf, withdrawalWatched } from './staleWatched';

/** Issue 40: rebates held apart from rebates paid, and withdrawals net of fees beside gross and fees. */
export const reportRebatesHeldWithdrawNet = (dialect: DialectName): Migration => ({
  async up(db) {
    await addFigures(db, dialect, SPLIT_METRICS);
    await dropTriggers(db, dialect, triggersOf(WATCHED_071));
    if (dialect === 'postgres') await postgresTableTriggers(db, WATCHED_071, postgresMark);
    else await sqliteTableTriggers(db, WATCHED_071);
  },
  async down(db) {
    await dropTriggers(db, dialect, triggersOf(WATCHED_071));
    const before = withdrawalWatched(WITHDRAWAL_COLUMNS);
    if (dialect === 'postgres') await postgresTableTriggers(db, before, postgresMark);
    else await sqliteTableTriggers(db, before);
    await dropFigures(db, SPLIT_METRICS);
  },
});
