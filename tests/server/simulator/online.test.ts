import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { Simulator } from '../../../demo/simulator/simulator';
import { prng } from '../lottery/fixture';

/*
 * Issue 39 item 4: the top bar and Home fell from 342 online members to 0 within ten minutes while
 * simulated members kept betting and depositing. A member's bet or order is a sign of life: it
 * keeps the member in the online count the top bar and Home read over HTTP.
 */

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const online = async () => (await server.call('/chance_home_page/info', { token: admin, body: {} })).body.data.onlineMembers as number;
const onlineAt = async (memberId: number) =>
  Number((await server.db.selectFrom('member').select('online_at').where('id', '=', memberId).executeTakeFirstOrThrow()).online_at);

describe('online members', () => {
  it('counts members who bet or submit an order as online, by the clock of their action', async () => {
    // Everyone last seen an hour ago: nobody online.
    const now = Date.now();
    await server.db
      .updateTable('member')
      .set({ online_at: now - 3_600_000 })
      .execute();
    expect(await online()).toBe(0);

    await tick(server.db, now);
    const sim = new Simulator(server.db, prng(3));
    let placed = false;
    for (let i = 0; i < 20 && !placed; i++) placed = await sim.bet(now);
    expect(placed).toBe(true);
    const bettor = await server.db
      .selectFrom('bet')
      .select('member_id')
      .where('created_at', '=', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(await onlineAt(bettor.member_id)).toBe(now);

    const deposits = sim.stats.deposits;
    for (let i = 0; i < 10 && sim.stats.deposits === deposits; i++) await sim.order(now + 1000);
    const depositor = await server.db
      .selectFrom('deposit_order')
      .select('member_id')
      .where('created_at', '=', now + 1000)
      .executeTakeFirstOrThrow();
    expect(await onlineAt(depositor.member_id)).toBe(now + 1000);

    // A withdrawal the simulator submitted on the way counts as well.
    const withdrawers = await server.db
      .selectFrom('withdrawal_order')
      .select('member_id')
      .where('created_at', '=', now + 1000)
      .execute();
    const acted = new Set([bettor.member_id, depositor.member_id, ...withdrawers.map((w) => w.member_id)]);
    const seen = await server.db.selectFrom('member').select('id').where('online_at', '>=', now).where('is_internal', '=', 0).execute();
    expect(new Set(seen.map((m) => m.id))).toEqual(acted);
    expect(await online()).toBe(acted.size);
  });

  it('never moves a later sighting back for an action recorded with an older clock', async () => {
    const now = Date.now();
    await tick(server.db, now);
    const sim = new Simulator(server.db, prng(9));
    await server.db
      .updateTable('member')
      .set({ online_at: now + 60_000 })
      .execute();
    let placed = false;
    for (let i = 0; i < 20 && !placed; i++) placed = await sim.bet(now);
    expect(placed).toBe(true);
    const bettor = await server.db
      .selectFrom('bet')
      .select('member_id')
      .where('created_at', '=', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(await onlineAt(bettor.member_id)).toBe(now + 60_000);
  });
});
