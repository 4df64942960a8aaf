import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { changeSourceCheck } from './039_rebate_template';

/*
 * A granted registration discount opened its turnover requirement as source 'manual_credit' with
 * the journal's id, while manual credits use 'manual_credit' with their record's id: under the
 * unique (source_type, source_id) key a discount whose journal id equalled an earlier manual
 * credit's record id could not be granted. The discount gets its own source type; its id is the
 * member's (a member's registration discount is granted at most once). Existing rows move over:
 * they are the 'manual_credit' rows with no deposit part whose id is a registration-discount
 * journal of the same member.
 */
const OLD_CHECK = "source_type in ('deposit', 'manual_credit', 'rebate')";
const NEW_CHECK = "source_type in ('deposit', 'manual_credit', 'rebate', 'regist_discount')";

export function registDiscountSource(dialect: DialectName): Migration {
  const check = (db: Kysely<unknown>, from: string, to: string) => changeSourceCheck(dialect, db, from, to);
  const memberText = dialect === 'sqlite' ? sql.raw('cast(t.member_id as text)') : sql.raw('t.member_id::text');
  return {
    async up(db) {
      await check(db, OLD_CHECK, NEW_CHECK);
      await sql`update turnover_requirement set source_type = 'regist_discount', source_id = member_id
        where id in (select t.id from turnover_requirement t join ledger_journal j on j.id = t.source_id
          where t.source_type = 'manual_credit' and t.deposit_amount = 0 and j.ref_type = 'regist_discount' and j.ref_id = ${memberText})`.execute(
        db,
      );
    },
    async down(db) {
      await sql`update turnover_requirement set source_type = 'manual_credit', source_id = (
          select j.id from ledger_journal j where j.ref_type = 'regist_discount' and j.ref_id = ${sql.raw(dialect === 'sqlite' ? 'cast(turnover_requirement.member_id as text)' : 'turnover_requirement.member_id::text')} order by j.id limit 1)
        where source_type = 'regist_discount'`.execute(db);
      await check(db, NEW_CHECK, OLD_CHECK);
    },
  };
}
