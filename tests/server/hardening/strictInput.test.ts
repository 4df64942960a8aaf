import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { serverSourceFiles } from '../helpers/serverSources';

/*
 * Finding 3: coercing number schemas stored 0 for null, "", " ", false, [] (1 for true, 7 for
 * ["7"]) in the money settings, an empty body wrote a settings row, ids took true, [10000], "1e4"
 * and "0x2710", a manual credit took "amount":[500]. Every numeric field is now strict, and money
 * settings change only through a second administrator with before/after in the operation log.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  tokens.admin = await server.login('admin');
  tokens.checker = await server.login('checker', 'checker123');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const snapshot = async () => ({
  settings: await server.db.selectFrom('money_setting').selectAll().orderBy('key').execute(),
  requests: await server.db.selectFrom('change_request').select('id').execute(),
  logs: (await server.db.selectFrom('operation_log').select('id').execute()).length,
});

describe('money settings', () => {
  it.each([null, '', ' ', false, true, [], ['7'], [500], '1e4', '0x2710', 'abc', {}, 1.5, -1, 10_001])(
    'refuse withdrawFeeBps %j with A0400 naming the field, writing nothing',
    async (bad) => {
      const before = await snapshot();
      const answer = await server.call('/chance-money-setting/save', {
        token: tokens.admin,
        body: { withdrawFeeBps: bad, normalMultipleX100: 300 },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toMatch(/^withdrawFeeBps: /);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses an empty body or one that changes nothing', async () => {
    const before = await snapshot();
    for (const body of [{}, { withdrawFeeBps: 0 }]) {
      const answer = await server.call('/chance-money-setting/save', { token: tokens.admin, body });
      expect(answer.body).toMatchObject({ code: 'A0400', msg: 'Nothing to change: give at least one setting with a new value' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('change only through a second administrator, with before/after in the operation log', async () => {
    const submitted = await server.call('/chance-money-setting/save', {
      token: tokens.admin,
      body: { withdrawFeeBps: '250', secondReviewThreshold: 9_000_000 },
    });
    expect(submitted.body.code).toBe(200);
    expect(submitted.body.msg).toMatch(
      /^Money settings change only through a second administrator: request R\w+ was submitted for approval$/,
    );
    expect((await server.call('/chance-money-setting/get', { token: tokens.admin })).body.data.withdrawFeeBps).toBe(0);
    const id = submitted.body.data.requestId;
    expect((await server.call('/chance-money-setting/request/approve', { token: tokens.admin, body: { id } })).body.code).toBe('A0400');
    const approved = await server.call('/chance-money-setting/request/approve', { token: tokens.checker, body: { id } });
    expect(approved.body.data).toMatchObject({ withdrawFeeBps: 250, secondReviewThreshold: 9_000_000, status: 'applied' });
    const log = await server.db
      .selectFrom('operation_log')
      .select(['before_json', 'after_json', 'username'])
      .where('action', '=', 'money_setting.save')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.username).toBe('checker');
    expect(JSON.parse(log.before_json as string)).toMatchObject({ withdrawFeeBps: 0, secondReviewThreshold: 5_000_000 });
    expect(JSON.parse(log.after_json as string)).toMatchObject({ withdrawFeeBps: 250, secondReviewThreshold: 9_000_000 });
    // Deciding twice is refused.
    expect((await server.call('/chance-money-setting/request/approve', { token: tokens.checker, body: { id } })).body.code).toBe('A0400');
  });
});

describe('ids and amounts', () => {
  it.each([true, [10000], '1e4', '0x2710', ' ', null, 1.5, 0, -3, 'NaN', 'Infinity'])('refuse id %j', async (bad) => {
    const answer = await server.call('/chance-staion-user/lock', { token: tokens.admin, body: { id: bad, status: 0 } });
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toMatch(/^id: /);
  });

  it('refuses "amount":[500] on a manual credit and writes nothing', async () => {
    const member = (await server.db.selectFrom('member').select('username').orderBy('id').executeTakeFirstOrThrow()).username;
    for (const amount of [[500], true, '5e2', '0x1f4', '', null]) {
      const answer = await server.call('/chance-manual/deposit', {
        token: tokens.admin,
        body: { username: member, amount, reasonType: 'bonus' },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect([amount, answer.body.code, answer.body.msg.split(':')[0]]).toEqual([amount, 'A0400', 'amount']);
    }
    expect(await server.db.selectFrom('manual_batch').select('id').execute()).toEqual([]);
    // A decimal string, as a form sends it, is still a number.
    const ok = await server.call('/chance-manual/deposit', {
      token: tokens.admin,
      body: { username: member, amount: ' 500 ', reasonType: 'bonus' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(ok.body.data).toMatchObject({ totalAmount: 500, status: 'pending_approval' });
  });

  it('takes booleans strictly (a "false" no longer means true)', async () => {
    const member = (await server.db.selectFrom('member').select('username').orderBy('id').executeTakeFirstOrThrow()).username;
    const answer = await server.call('/chance-manual/deposit', {
      token: tokens.admin,
      body: { username: member, amount: 100, reasonType: 'bonus', normalAudit: 'yes' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(answer.body.msg).toMatch(/^normalAudit: /);
  });
});

it('no server module builds a number or boolean field with z.coerce', () => {
  const offenders = serverSourceFiles().filter((path) =>
    /z\.coerce\.\w+\(/.test(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
  );
  expect(offenders).toEqual([]);
});
