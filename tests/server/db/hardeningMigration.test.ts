import { Migrator } from 'kysely';
import { createDatabase, dialectOf } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { freshDatabase } from '../helpers/server';
import { seedMoneyOrg } from '../money/fixture';

/*
 * Migration 011 over a database holding staff accounts created through the API before it (their
 * creator in parent_id): the creator becomes created_by / role_set_by / password_set_by, seeded
 * accounts keep nulls, the throttle and change-request tables exist, and a change request can
 * never be decided by its maker (CHECK).
 */

it('backfills who controls each staff account and adds the throttle and request tables', async () => {
  const database = await freshDatabase();
  const db = createDatabase(database.url);
  try {
    const all = migrations(dialectOf(db));
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '011'));
    expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
    const org = await seedMoneyOrg(db, 1);
    const maker = await db.selectFrom('staff_user').selectAll().where('id', '=', org.maker).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = maker;
    const child = await db
      .insertInto('staff_user')
      .values({ ...copy, username: 'child', parent_id: org.maker } as never)
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await migrateToLatest(db))[0]).toBe('011_hardening');
    const rows = await db
      .selectFrom('staff_user')
      .select(['id', 'created_by', 'role_set_by', 'password_set_by'])
      .where('id', 'in', [org.maker, child.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: org.maker, created_by: null, role_set_by: null, password_set_by: null },
      { id: child.id, created_by: org.maker, role_set_by: org.maker, password_set_by: org.maker },
    ]);
    await db.insertInto('login_throttle').values({ key: 'ip:1.2.3.4', failures: 1, last_failure_at: 1, blocked_until: 1 }).execute();
    const request = await db
      .insertInto('change_request')
      .values({
        request_no: 'R1',
        kind: 'money_setting.save',
        target_id: null,
        payload_json: '{}',
        before_json: '{}',
        franchisee_id: null,
        maker_id: org.maker,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable('change_request').set({ checker_id: org.maker }).where('id', '=', request.id).execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
    await db.updateTable('change_request').set({ checker_id: org.checker, status: 'applied' }).where('id', '=', request.id).execute();
  } finally {
    await db.destroy();
    await database.dispose();
  }
}, 60_000);
