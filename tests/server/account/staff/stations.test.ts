import { MONEY_SETTING_DEFAULTS, writeMoneySetting } from '../../../../plugins/money/server/settings';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../../helpers/server';
import { codesFor, count, loginAll, type Tokens } from './fixture';

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const quota = async (id: number) =>
  Number((await server.db.selectFrom('station').select('amount').where('id', '=', id).executeTakeFirstOrThrow()).amount);
let keys = 0;
const move = (kind: 'update' | 'withdraw', body: Record<string, unknown>, token = tokens.admin, key = `k-${++keys}`) =>
  server.call(`/station/api/${kind}/station/amount`, { token, body, headers: { 'Idempotency-Key': key } });

describe('station quota', () => {
  it('tops up and withdraws in paise, recording each change with the balance before and after', async () => {
    const start = await quota(1);
    const up = await move('update', { stationId: 1, amount: 150_000, remark: 'float' });
    expect(up.body.data).toMatchObject({ stationId: 1, amount: 150_000, balanceBefore: start, balanceAfter: start + 150_000 });
    const down = await move('withdraw', { stationId: 1, amount: 50_000 });
    expect(down.body.data).toMatchObject({ balanceBefore: start + 150_000, balanceAfter: start + 100_000 });
    expect(await quota(1)).toBe(start + 100_000);
    const records = await server.call('/station/api/query/station/record/list', { token: tokens.admin, body: { stationId: 1 } });
    expect(records.body.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 2, amount: 50_000, balanceAfter: start + 100_000, operator: 'admin' }),
      expect.objectContaining({ kind: 1, amount: 150_000, balanceAfter: start + 150_000, remark: 'float' }),
    ]);
    const logs = await server.db
      .selectFrom('operation_log')
      .select(['action', 'before_json', 'after_json'])
      .where('target_type', '=', 'station')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['station.quota.topUp', 'station.quota.withdraw']);
    expect(JSON.parse(logs[1].before_json as string)).toEqual({ amount: start + 150_000 });
  });

  it('never takes the quota below zero, and a refused withdrawal writes nothing', async () => {
    const balance = await quota(2);
    const [records, logs] = [await count(server, 'station_quota_record'), await count(server, 'operation_log')];
    const answer = await move('withdraw', { stationId: 2, amount: balance + 1 });
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(String(balance));
    expect(await quota(2)).toBe(balance);
    expect([await count(server, 'station_quota_record'), await count(server, 'operation_log')]).toEqual([records, logs]);
  });

  it('lets only one of two concurrent withdrawals of 60% through', async () => {
    const balance = await quota(2);
    const part = Math.floor(balance * 0.6);
    const answers = await Promise.all([move('withdraw', { stationId: 2, amount: part }), move('withdraw', { stationId: 2, amount: part })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 'A0400']);
    expect(await quota(2)).toBe(balance - part);
  });

  it('replays a retried top-up with the same Idempotency-Key instead of applying it twice', async () => {
    const start = await quota(1);
    const first = await move('update', { stationId: 1, amount: 700 }, tokens.admin, 'same-key');
    const again = await move('update', { stationId: 1, amount: 700 }, tokens.admin, 'same-key');
    expect(again.body).toEqual(first.body);
    expect(await quota(1)).toBe(start + 700);
    expect(
      (await server.call('/station/api/update/station/amount', { token: tokens.admin, body: { stationId: 1, amount: 700 } })).body.code,
    ).toBe('A0400');
  });

  it("holds a change to the money settings' quota limit, which account asks the core for (money declares it)", async () => {
    await writeMoneySetting(server.db, 'maxQuotaChange', 500_00, Date.now());
    try {
      const start = await quota(1);
      const over = await move('update', { stationId: 1, amount: 500_01 });
      expect(over.body.code).toBe('A0400');
      expect(over.body.msg).toContain('₹500.00');
      expect((await move('withdraw', { stationId: 1, amount: 500_01 })).body.code).toBe('A0400');
      expect(await quota(1)).toBe(start);
      expect((await move('update', { stationId: 1, amount: 500_00 })).body.data).toMatchObject({ balanceAfter: start + 500_00 });
    } finally {
      await writeMoneySetting(server.db, 'maxQuotaChange', MONEY_SETTING_DEFAULTS.maxQuotaChange, Date.now());
    }
  });

  it.each([
    [{ stationId: 1, amount: 0 }, 'amount'],
    [{ stationId: 1, amount: 12.5 }, 'amount'],
    [{ stationId: 1, amount: -5 }, 'amount'],
    [{ amount: 100 }, 'stationId'],
    [{ stationId: 1, amount: 100, remark: 'r'.repeat(256) }, 'remark'],
  ])('refuses %j naming %s', async (body, field) => {
    const start = await quota(1);
    const answer = await move('update', body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(field);
    expect(await quota(1)).toBe(start);
  });

  it('is for admins only; franchisees read the records of their own stations only; agents nothing', async () => {
    expect(await codesFor(server, tokens, '/station/api/update/station/amount', { stationId: 1, amount: 1 })).toMatchObject({
      franchisee: 'A0301',
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
    expect(await codesFor(server, tokens, '/station/api/query/station/record/list', {})).toEqual({
      admin: 200,
      franchisee: 200,
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
    await move('update', { stationId: 2, amount: 100 });
    const own = await server.call('/station/api/query/station/record/list', { token: tokens.franchisee, body: { pageSize: 100 } });
    expect(own.body.data.total).toBeGreaterThan(0);
    expect(own.body.data.list.every((r: { franchiseeId: number }) => r.franchiseeId === 1)).toBe(true);
    const other = await server.call('/station/api/query/station/record/list', { token: tokens.franchisee, body: { stationId: 2 } });
    expect(other.body.data.total).toBe(0);
  });
});

describe('stations and franchisees', () => {
  it('lists stations 30 a page, scoped: a franchisee its own, an agent its station', async () => {
    const admin = await server.call('/station/api/query/station/list', { token: tokens.admin, body: {} });
    expect(admin.body.data.total).toBe(2);
    const fr = await server.call('/station/api/query/station/list', { token: tokens.franchisee, body: {} });
    expect(fr.body.data.list.map((s: { franchiseeId: number }) => s.franchiseeId)).toEqual([1]);
    const agent = await server.call('/station/api/query/station/list', { token: tokens.agent, body: {} });
    expect(agent.body.data.list.map((s: { id: number }) => s.id)).toEqual([1]);
  });

  it('creates a franchisee and a station with zero quota, edits them, refuses duplicate codes', async () => {
    const fr = await server.call('/chance-franchisee/save', { token: tokens.admin, body: { code: 'PUN', name: 'Chance Pune' } });
    expect(fr.body.code).toBe(200);
    const st = await server.call('/station/api/save/station', {
      token: tokens.admin,
      body: { franchiseeId: fr.body.data.id, code: 'pun1', name: 'Pune Camp' },
    });
    expect(st.body.code).toBe(200);
    expect(await quota(st.body.data.id)).toBe(0);
    const dup = await server.call('/station/api/save/station', {
      token: tokens.admin,
      body: { franchiseeId: fr.body.data.id, code: 'pun1', name: 'Again' },
    });
    expect(dup.body.code).toBe('A0400');
    expect(
      (
        await server.call('/chance-franchisee/save', {
          token: tokens.admin,
          body: { id: fr.body.data.id, code: 'PUN', name: 'Chance Pune West' },
        })
      ).body.code,
    ).toBe(200);
    const list = await server.call('/chance-franchisee/list', { token: tokens.admin, body: { name: 'pune' } });
    expect(list.body.data.list).toEqual([expect.objectContaining({ code: 'PUN', name: 'Chance Pune West', stationCount: 1, quota: 0 })]);
    // A station with people stays with its franchisee.
    const moved = await server.call('/station/api/save/station', {
      token: tokens.admin,
      body: { id: 1, franchiseeId: fr.body.data.id, code: 'mum1', name: 'Moved' },
    });
    expect(moved.body.code).toBe('A0400');
  });

  it('keeps franchisee management to admins', async () => {
    expect(await codesFor(server, tokens, '/chance-franchisee/list', {})).toEqual({
      admin: 200,
      franchisee: 'A0301',
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
    const save = await codesFor(server, tokens, '/station/api/save/station', { franchiseeId: 1, code: 'zz', name: 'zz' });
    expect({ ...save, admin: undefined }).toEqual({
      admin: undefined,
      franchisee: 'A0301',
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
  });
});
