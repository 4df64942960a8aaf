import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { ApiError } from '../../../server/http/errors';
import {
  activeRestriction,
  addRestrictedAccount,
  MAX_RESTRICTED,
  removeRestrictedAccount,
  setRestrictedEnabled,
} from '../../../plugins/lottery/server/restricted';
import { freshDatabase, SETUP_TIMEOUT } from '../helpers/server';

const NOW = Date.parse('2026-03-15T10:30:00+05:30');

/** The message key of the ApiError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  return 'accepted';
}

describe('restricted accounts (small black room)', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = createDatabase(fresh.url);
    await migrateToLatest(db);
    await db
      .insertInto('franchisee')
      .values([1, 2].map((id) => ({ id, code: `F${id}`, name: `F${id}`, status: 0, created_at: NOW })))
      .execute();
    await db
      .insertInto('station')
      .values([1, 2].map((id) => ({ id, franchisee_id: id, code: `s${id}`, name: `s${id}`, amount: 0, status: 0, created_at: NOW })))
      .execute();
    await db
      .insertInto('member')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          id: i + 1,
          username: `m${i + 1}`,
          nickname: '',
          phone: '',
          is_internal: 0,
          status: 0,
          station_id: i < 20 ? 1 : 2,
          franchisee_id: i < 20 ? 1 : 2,
          created_at: NOW,
        })),
      )
      .execute();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  const add = (memberId: number, enabled: boolean, franchiseeId = 1) =>
    db.transaction().execute((trx) =>
      addRestrictedAccount(trx, {
        franchiseeId,
        memberId,
        restriction: 'betting_suspended',
        enabled,
        reason: 'collusion suspected',
        createdBy: null,
        now: NOW,
      }),
    );

  it('allows three enabled at once, refuses a fourth, and counts per franchisee', async () => {
    for (const m of [1, 2, 3]) await add(m, true);
    expect(await refusal(add(4, true))).toBe('restricted_limit_enabled');
    expect(await db.selectFrom('restricted_account').select('id').where('member_id', '=', 4).execute()).toHaveLength(0);
    expect(await refusal(add(21, true, 2))).toBe('accepted');
    expect(await refusal(add(1, false))).toBe('restricted_exists');
    expect(await refusal(add(25, false))).toBe('member_not_found'); // member 25 belongs to franchisee 2
  });

  it('keeps at most ten rows, and enabling is re-checked on toggle', async () => {
    for (const m of [4, 5, 6, 7, 8, 9, 10]) await add(m, false);
    expect(await db.selectFrom('restricted_account').select('id').where('franchisee_id', '=', 1).execute()).toHaveLength(MAX_RESTRICTED);
    expect(await refusal(add(11, false))).toBe('restricted_limit_total');
    const row4 = await db.selectFrom('restricted_account').select('id').where('member_id', '=', 4).executeTakeFirstOrThrow();
    expect(await refusal(db.transaction().execute((trx) => setRestrictedEnabled(trx, row4.id, true, NOW)))).toBe(
      'restricted_limit_enabled',
    );
    const row1 = await db.selectFrom('restricted_account').select('id').where('member_id', '=', 1).executeTakeFirstOrThrow();
    const [before, after] = await db.transaction().execute((trx) => setRestrictedEnabled(trx, row1.id, false, NOW + 1));
    expect([before.enabled, after.enabled]).toEqual([1, 0]);
    await db.transaction().execute((trx) => setRestrictedEnabled(trx, row4.id, true, NOW + 2));
    await db.transaction().execute((trx) => removeRestrictedAccount(trx, row1.id));
    expect(await refusal(add(11, false))).toBe('accepted');
  });

  it('refuses a stake cap without an amount and a blank reason', async () => {
    const attempt = (reason: string, stakeCap: number | null) =>
      db.transaction().execute((trx) =>
        addRestrictedAccount(trx, {
          franchiseeId: 2,
          memberId: 22,
          restriction: 'stake_cap',
          stakeCap,
          enabled: false,
          reason,
          createdBy: null,
          now: NOW,
        }),
      );
    expect(await refusal(attempt('  ', 1000))).toBe('restricted_reason_required');
    expect(await refusal(attempt('cap', null))).toBe('restricted_stake_cap_required');
    expect(await refusal(attempt('cap', 1000))).toBe('accepted');
  });

  it('reports the restriction in force, ignoring disabled and expired ones', async () => {
    expect((await activeRestriction(db, 2, NOW))?.restriction).toBe('betting_suspended');
    expect(await activeRestriction(db, 5, NOW)).toBeNull(); // disabled
    await db
      .updateTable('restricted_account')
      .set({ expires_at: NOW - 1 })
      .where('member_id', '=', 2)
      .execute();
    expect(await activeRestriction(db, 2, NOW)).toBeNull();
  });

  it('lets only the free slots through when additions race', async () => {
    // Franchisee 2 has 21 enabled and 22 disabled: two enabled slots are left for four racers.
    const results = await Promise.all([23, 24, 25, 26].map((m) => refusal(add(m, true, 2))));
    expect(results.filter((r) => r === 'accepted')).toHaveLength(2);
    expect(results.filter((r) => r === 'restricted_limit_enabled')).toHaveLength(2);
    const enabled = await db
      .selectFrom('restricted_account')
      .select('id')
      .where('franchisee_id', '=', 2)
      .where('enabled', '=', 1)
      .execute();
    expect(enabled).toHaveLength(3);
  });
});
