import { z } from 'zod';
import { anySignedInStaff, defineRoute } from '../../server/http/route';
import { idField } from '../../server/http/validate';
import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

// A money-moving endpoint as later issues will declare them: it tops up a station's quota.
const topUp = defineRoute({
  method: 'POST',
  path: '/probe/station/topUp',
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: anySignedInStaff('a probe of idempotency keys'),
  body: z.object({ stationId: idField, amount: z.number().int().positive() }),
  writes: { action: 'station.topUp', targetType: 'station' },
  moneyMoving: true,
  async handler({ db, body, audit }) {
    const before = await db.selectFrom('station').select('amount').where('id', '=', body.stationId).executeTakeFirstOrThrow();
    const amount = before.amount + body.amount;
    await db.updateTable('station').set({ amount }).where('id', '=', body.stationId).execute();
    audit({ targetId: body.stationId, before, after: { amount } });
    return { stationId: body.stationId, amount };
  },
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ extraRoutes: [topUp] });
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const quota = async (id: number) =>
  (await server.db.selectFrom('station').select('amount').where('id', '=', id).executeTakeFirstOrThrow()).amount;
const logCount = async () =>
  (await server.db.selectFrom('operation_log').select('id').where('action', '=', 'station.topUp').execute()).length;
const send = (key: string | undefined, body: unknown, as = token) =>
  server.call('/probe/station/topUp', { token: as, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } });

describe('money-moving routes', () => {
  it('require an Idempotency-Key header and write nothing without one', async () => {
    const start = await quota(1);
    const answer = await send(undefined, { stationId: 1, amount: 100 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'A0400', msg: 'Idempotency-Key header is required for this request' });
    expect(await quota(1)).toBe(start);
  });

  it('apply a key once and replay the first answer', async () => {
    const start = await quota(1);
    const logs = await logCount();
    const first = await send('key-1', { stationId: 1, amount: 500 });
    expect(first.body).toEqual({ code: 200, msg: 'success', data: { stationId: 1, amount: start + 500 } });
    const replay = await send('key-1', { amount: 500, stationId: 1 });
    expect(replay.body).toEqual(first.body);
    expect(await quota(1)).toBe(start + 500);
    expect(await logCount()).toBe(logs + 1);
    const row = await server.db.selectFrom('idempotency_key').selectAll().where('key', '=', 'key-1').executeTakeFirstOrThrow();
    expect(row.scope).toBe('staff:1');
    expect(JSON.parse(row.response_json)).toEqual({ data: first.body.data });
  });

  it('refuse the same key with a different request', async () => {
    await send('key-2', { stationId: 1, amount: 700 });
    const start = await quota(1);
    const answer = await send('key-2', { stationId: 1, amount: 701 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'A0400', msg: 'idempotency key reused with a different request' });
    expect(await quota(1)).toBe(start);
  });

  it('store nothing for a request that failed validation, so it can be retried', async () => {
    expect((await send('key-3', { stationId: 1, amount: -5 })).body.code).toBe('A0400');
    const start = await quota(1);
    expect((await send('key-3', { stationId: 1, amount: 5 })).body.code).toBe(200);
    expect(await quota(1)).toBe(start + 5);
  });

  it('apply concurrent requests with one key exactly once', async () => {
    const start = await quota(2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('key-race', { stationId: 2, amount: 1000 })));
    for (const answer of answers) expect(answer.body).toEqual({ code: 200, msg: 'success', data: { stationId: 2, amount: start + 1000 } });
    expect(await quota(2)).toBe(start + 1000);
  });

  it('treat different keys as different operations', async () => {
    const start = await quota(2);
    await send('key-a', { stationId: 2, amount: 1 });
    await send('key-b', { stationId: 2, amount: 1 });
    expect(await quota(2)).toBe(start + 2);
  });

  it('keep each sender’s keys their own: another staff member’s identical key is another operation, and tells nothing', async () => {
    const franchisee = await server.login('franchisee');
    await send('shared-key', { stationId: 2, amount: 10 });
    const start = await quota(2);
    const theirs = await send('shared-key', { stationId: 2, amount: 20 }, franchisee);
    expect(theirs.body).toEqual({ code: 200, msg: 'success', data: { stationId: 2, amount: start + 20 } });
    expect(await quota(2)).toBe(start + 20);
    // Each replay answers its own sender's first request.
    expect((await send('shared-key', { stationId: 2, amount: 20 }, franchisee)).body.data).toEqual({ stationId: 2, amount: start + 20 });
    expect((await send('shared-key', { stationId: 2, amount: 10 })).body.data).toEqual({ stationId: 2, amount: start });
    expect(await quota(2)).toBe(start + 20);
  });
});
