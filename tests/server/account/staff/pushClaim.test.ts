import { CLAIM_LEASE_MS, DELIVERED, drainPushOutbox, PENDING, setPushSender } from '../../../../plugins/account/server/staff/pushWorker';
import { LoggingPushSender, type PushSender } from '../../../../plugins/account/server/staff/pushSender';
import { createDatabase, type Database } from '../../../../server/db/database';
import { migrateToLatest } from '../../../../server/db/migrate';
import { seedDatabase } from '../../../../demo/seed/seed';
import { freshDatabase, SETUP_TIMEOUT } from '../../helpers/server';

/*
 * Every server process runs the push outbox worker. Two processes (two connections/pools on one
 * database here) draining at the same time, again and again while the sender is slow, must hand
 * each row to the sender exactly once; a row whose claimer died mid-send is sent again after the
 * claim's lease, not before.
 */

let one: Database;
let two: Database;
let dispose: () => Promise<void>;
let staffId: number;
const deliveries = new Map<number, number>();
const slow: PushSender = {
  async send(message) {
    deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 15));
    return { recipients: message.audience };
  },
};

beforeAll(async () => {
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  one = createDatabase(fresh.url);
  two = createDatabase(fresh.url);
  await migrateToLatest(one);
  await seedDatabase(one, { profile: 'tiny' });
  staffId = (await one.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  setPushSender(slow);
}, SETUP_TIMEOUT);
afterAll(async () => {
  setPushSender(new LoggingPushSender());
  await one.destroy();
  await two.destroy();
  await dispose();
});

async function queue(n: number, now: number): Promise<number[]> {
  const rows = await one
    .insertInto('push_outbox')
    .values(
      Array.from({ length: n }, (_, i) => ({
        title_json: JSON.stringify({ en: `Claim ${i}` }),
        body_json: JSON.stringify({ en: 'body' }),
        created_by: staffId,
        created_by_name: 'admin',
        created_at: now,
        next_attempt_at: now,
        status: PENDING,
        attempts: 0,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

describe('push outbox delivery claims rows', () => {
  it('two processes draining at once deliver every row exactly once', async () => {
    await one.deleteFrom('push_outbox').execute();
    deliveries.clear();
    const now = Date.now();
    const ids = await queue(60, now);
    // Waves of overlapping drains from both "processes": a drain starting while another is still
    // sending must not pick up the rows being sent.
    const later = (ms: number, db: Database) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => drainPushOutbox(db, now + ms).then(resolve, reject), ms);
      });
    for (let wave = 0; wave < 6; wave++) {
      await Promise.all([later(0, one), later(0, two), later(7, one), later(20, two), later(33, one)]);
    }
    expect([...deliveries.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
    const rows = await one.selectFrom('push_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === DELIVERED && r.attempts === 1)).toBe(true);
  });

  it('a row claimed by a process that died is sent again only after the lease', async () => {
    await one.deleteFrom('push_outbox').execute();
    deliveries.clear();
    const now = Date.now();
    const [id] = await queue(1, now);
    // What a claim leaves behind when its process is killed before the sender answers.
    await one
      .updateTable('push_outbox')
      .set({ attempts: 1, next_attempt_at: now + CLAIM_LEASE_MS })
      .where('id', '=', id)
      .execute();
    expect(await drainPushOutbox(two, now + CLAIM_LEASE_MS - 1)).toBe(0);
    expect(deliveries.size).toBe(0);
    expect(await drainPushOutbox(two, now + CLAIM_LEASE_MS)).toBe(1);
    expect(deliveries.get(id)).toBe(1);
    const row = await one.selectFrom('push_outbox').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: DELIVERED, attempts: 2 });
    expect(await one.selectFrom('push_outbox').select('id').where('status', '=', PENDING).execute()).toEqual([]);
  });
});
