import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Maker-checker on the kill-rate levers that change what the next periods pay or accept (odds,
 * play limits) and the alert band: a save is a lever_request another independent staff member
 * approves or rejects (plugins/lottery/server/leverRequests.ts). kill_rate_operation_log.approved_by
 * names the checker of an applied request (null for the immediate suspend/resume and for rows
 * written before this migration).
 *
 * The seeded finance reviewer becomes the demo's second pair of eyes on these requests: its role
 * gets the odds, limit and kill-rate screens (where the pending requests are decided) on
 * databases seeded before (new seeds take it from server/menu/catalogue.ts).
 */

const REVIEW_PATHS = [['game_result', ['killRateControl', 'killing_rate_operation']], ['odds_setting'], ['limitSetting']] as const;

type Entry = { title: string; children?: Entry[] };

/** `menu` with the lever screens under yoyo_lottery (kept in the catalogue's order by the console). */
export function withLeverReview(menu: Entry[]): Entry[] {
  const out = menu.map((e) => ({ ...e }));
  let lottery = out.find((e) => e.title === 'yoyo_lottery');
  if (!lottery) {
    lottery = { title: 'yoyo_lottery', children: [] };
    out.push(lottery);
  }
  const children = [...(lottery.children ?? [])];
  for (const [title, leaves] of REVIEW_PATHS) {
    let node = children.find((c) => c.title === title);
    if (!node) {
      node = leaves ? { title, children: [] } : { title };
      children.push(node);
    }
    if (leaves) {
      const below = [...(node.children ?? [])];
      for (const leaf of leaves) if (!below.some((b) => b.title === leaf)) below.push({ title: leaf });
      Object.assign(node, { children: below });
    }
  }
  lottery.children = children;
  return out;
}

export function leverRequests(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db) {
      await create(db, 'lever_request')
        .addColumn('request_no', 'text', (c) => c.notNull().unique())
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('odds', 'limit', 'band')`))
        /** The play code (limit), the selection's play id (odds) or '' (band). */
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending_approval')
            .check(sql`status in ('pending_approval', 'applied', 'rejected')`),
        )
        .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('effective_issue_no', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('lever_request_maker_checker_ck', sql`checker_id is null or checker_id <> maker_id`)
        .execute();
      await index(db, 'lever_request', 'status', 'created_at');
      await index(db, 'lever_request', 'game_id', 'kind', 'target');
      await db.schema
        .alterTable('kill_rate_operation_log')
        .addColumn('approved_by', 'bigint', (c) => c.references('staff_user.id'))
        .execute();

      const roles = await sql<{ id: number; menu_list: string }>`select id, menu_list from role where code = 'finance-reviewer'`.execute(
        db,
      );
      for (const role of roles.rows) {
        const menu = JSON.stringify(withLeverReview(JSON.parse(role.menu_list) as Entry[]));
        await sql`update role set menu_list = ${menu} where id = ${role.id}`.execute(db);
      }
    },
    async down(db) {
      await db.schema.alterTable('kill_rate_operation_log').dropColumn('approved_by').execute();
      await db.schema.dropTable('lever_request').execute();
    },
  };
}
