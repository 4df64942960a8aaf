import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { MEMBER_CUT_TABLE, MEMBER_WITHDRAW_METRICS } from '../cutTables';
import { addFigures, dropFigures } from './figureColumns';

/** Issue 40: the member report's withdrawals fees and net paid beside gross, as the overview's (cutTables.ts MEMBER_WITHDRAW_METRICS). */
export const reportMemberWithdrawNet = (dialect: DialectName): Migration => ({
  async up(db) {
    await addFigures(db, dialect, MEMBER_WITHDRAW_METRICS, [MEMBER_CUT_TABLE]);
  },
  async down(db) {
    await dropFigures(db, MEMBER_WITHDRAW_METRICS, [MEMBER_CUT_TABLE]);
  },
});
