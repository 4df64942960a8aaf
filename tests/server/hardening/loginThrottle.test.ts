import { DEVICE_FAILURE_LIMIT } from '../../../server/auth/trustedDevice';
import { accountKey, ACCOUNT_RULE, delayAfter, IP_RULE, ipKey } from '../../../server/auth/throttle';
import { opsOf } from '../../../server/ops/install';
import { sha256, SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Finding 5: a known username answered A0211 (locked) from the 5th wrong password while an
 * unknown one kept answering A0210, so names could be discovered; anyone could lock `admin` for
 * 15 minutes; no per-IP throttle showed over 30 failures; an admin's unlock did not clear a
 * lockout. Now both keys (typed name, client IP) throttle with a growing delay, the same for
 * unknown and known names, kept in the database, and an unlock or reset clears the name's.
 */

let server: TestServer;
let admin: string;
beforeAll(async () => {
  // Client addresses come from X-Forwarded-For, as behind the reverse proxy of a real deployment.
  server = await startServer({ trustProxy: true });
  admin = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());
afterEach(() => server.db.deleteFrom('login_throttle').execute());

const attempt = (username: string, password: string, ip?: string, device?: string) =>
  server.call('/chance_login/login', {
    body: { username, password: sha256(password), device },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
/** The device token a successful sign-in answers beside the session token. */
const deviceOf = (answer: Awaited<ReturnType<typeof attempt>>) => (answer.body as unknown as { device: string }).device;
const answerOf = async (username: string, password: string) => {
  const a = await attempt(username, password);
  return [a.status, a.body.code, a.body.msg.replace(/\d+ seconds/, 'N seconds')];
};

it('answers the same for an unknown name and a known one, failure after failure', async () => {
  // The clock stands still (only Date is faked; timers, I/O and promises run): on a loaded machine
  // one attempt can outlast the first block's second, and the next then meets no block at all.
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  const run = async (username: string) => {
    await server.db.deleteFrom('login_throttle').execute();
    const answers = [];
    for (let i = 0; i <= ACCOUNT_RULE.free; i++) answers.push(await answerOf(username, `wrong${i}`));
    return answers;
  };
  try {
    const known = await run('franchisee');
    expect(await run('nobody-here')).toEqual(known);
    expect(known.slice(0, ACCOUNT_RULE.free).every(([, code]) => code === 'A0210')).toBe(true);
    expect(known[ACCOUNT_RULE.free]).toEqual([423, 'A0211', 'Too many failed logins: wait N seconds before trying again']);
  } finally {
    jest.useRealTimers();
  }
});

it('slows the account down with a growing delay instead of a 15-minute lock, and the right password waits too', async () => {
  for (let i = 0; i < ACCOUNT_RULE.free; i++) expect((await attempt('franchisee', 'wrong')).body.code).toBe('A0210');
  const throttled = await attempt('franchisee', 'franchisee123');
  expect(throttled.status).toBe(423);
  const row = await server.db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', '=', accountKey('franchisee'))
    .executeTakeFirstOrThrow();
  // The refused attempt counts too, without moving the block's end.
  expect(row.failures).toBe(ACCOUNT_RULE.free + 1);
  expect(row.blocked_until - Date.now()).toBeLessThanOrEqual(1000);
  // Waiting it out lets the right password in, and success clears the name's counter.
  await server.db
    .updateTable('login_throttle')
    .set({ blocked_until: Date.now() - 1 })
    .execute();
  expect((await attempt('franchisee', 'franchisee123')).body.code).toBe(200);
  expect(
    await server.db.selectFrom('login_throttle').select('key').where('key', '=', accountKey('franchisee')).executeTakeFirst(),
  ).toBeUndefined();
  // The account itself is never locked.
  const staff = await server.db
    .selectFrom('staff_user')
    .select(['locked_until', 'status'])
    .where('username', '=', 'franchisee')
    .executeTakeFirstOrThrow();
  expect(staff).toEqual({ locked_until: null, status: 0 });
});

it('grows the delay exponentially up to a cap', () => {
  expect([4, 5, 6, 7, 8].map((n) => delayAfter(n, ACCOUNT_RULE))).toEqual([0, 1000, 2000, 4000, 8000]);
  expect(delayAfter(40, ACCOUNT_RULE)).toBe(ACCOUNT_RULE.capMs);
  expect(ACCOUNT_RULE.capMs).toBeLessThanOrEqual(60_000);
  expect(delayAfter(100, IP_RULE)).toBe(IP_RULE.capMs);
});

/** The value of `name{labels}` in the app's /metrics text (labels in any order); 0 when absent. */
async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  for (const line of (await opsOf(server.app).metricsText()).split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return 0;
}

it('throttles a client IP that fails across many names, and counts it in the metrics', async () => {
  const counters = async () => ({
    unknown: await metric('chance_login_failures_total', { reason: 'unknown_user' }),
    throttled: await metric('chance_login_failures_total', { reason: 'throttled' }),
    throttledTotal: await metric('chance_login_throttled_total'),
  });
  const before = await counters();
  for (let i = 0; i < IP_RULE.free; i++) expect((await attempt(`guess${i}`, 'wrong')).body.code).toBe('A0210');
  const next = await attempt('admin', 'admin123');
  expect(next.body.code).toBe('A0211');
  // Each refusal once, under its reason; the throttled one also in the throttle's own counter.
  const after = await counters();
  expect({
    unknown: after.unknown - before.unknown,
    throttled: after.throttled - before.throttled,
    throttledTotal: after.throttledTotal - before.throttledTotal,
  }).toEqual({ unknown: IP_RULE.free, throttled: 1, throttledTotal: 1 });
  const ip = await server.db
    .selectFrom('login_throttle')
    .select('failures')
    .where('key', '=', ipKey('127.0.0.1'))
    .executeTakeFirstOrThrow();
  expect(ip.failures).toBe(IP_RULE.free + 1);
  expect((await server.db.selectFrom('login_log').select('reason').orderBy('id', 'desc').executeTakeFirstOrThrow()).reason).toBe(
    'throttled',
  );
});

it("lets an admin's unlock (lock with status 0) clear the name's throttle", async () => {
  for (let i = 0; i < ACCOUNT_RULE.free; i++) await attempt('agent2', 'wrong');
  expect((await attempt('agent2', 'agent2123')).body.code).toBe('A0211');
  const id = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'agent2').executeTakeFirstOrThrow()).id;
  expect((await server.call('/chance-staion-user/lock', { token: admin, body: { id, status: 0 } })).body.code).toBe(200);
  // The IP key has 5 failures, below its own threshold; the name's is gone.
  expect((await attempt('agent2', 'agent2123')).body.code).toBe(200);
});

describe('an attacker cannot keep the real user out (OWASP: trusted devices, shared throttle for the rest)', () => {
  afterEach(() => server.db.deleteFrom('login_device').execute());

  it('after 1,000 failures from 50 addresses: the trusted browser signs in at once, a new address within 60 s, and guesses stay capped', async () => {
    const home = await attempt('agent2', 'agent2123', '10.9.0.1');
    expect(home.body.code).toBe(200);
    const device = deviceOf(home);
    expect(device).toMatch(/^[0-9a-f]{64}$/);
    const logBefore = await server.db.selectFrom('login_log').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

    // Twenty at a time from 50 addresses, as a botnet would.
    for (let round = 0; round < 50; round++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attempt('agent2', `guess-${round}-${i}`, `203.0.113.${i + round * 20 - Math.floor((i + round * 20) / 50) * 50 + 1}`),
        ),
      );
    }
    const attackLog = await server.db
      .selectFrom('login_log')
      .select('reason')
      .where('id', '>', logBefore.id)
      .where('username', '=', 'agent2')
      .execute();
    expect(attackLog).toHaveLength(1000);
    // Only the free guesses had their password looked at; every other attempt counted while refused.
    expect(attackLog.filter((r) => r.reason === 'wrong_password').length).toBeLessThanOrEqual(ACCOUNT_RULE.free + 5);
    const key = await server.db.selectFrom('login_throttle').selectAll().where('key', '=', accountKey('agent2')).executeTakeFirstOrThrow();
    expect(key.failures).toBe(1000);

    // The browser that signed in before is not held back by other clients' failures.
    const trusted = await attempt('agent2', 'agent2123', '10.9.0.77', device);
    expect(trusted.body.code).toBe(200);
    expect(deviceOf(trusted)).toBe(device);

    // A new address shares the account's throttle, whose wait never exceeds a minute.
    expect((await attempt('agent2', 'agent2123', '198.51.100.9')).body.code).toBe('A0211');
    const waitMs =
      (
        await server.db
          .selectFrom('login_throttle')
          .select('blocked_until')
          .where('key', '=', accountKey('agent2'))
          .executeTakeFirstOrThrow()
      ).blocked_until - Date.now();
    expect(waitMs).toBeLessThanOrEqual(60_000);
    await server.db
      .updateTable('login_throttle')
      .set({ blocked_until: Date.now() - 1 })
      .where('key', '=', accountKey('agent2'))
      .execute();
    expect((await attempt('agent2', 'agent2123', '198.51.100.9')).body.code).toBe(200);
  }, 120_000);

  it('a device token is its own account’s only, and wrong passwords sent with it drop it at the limit', async () => {
    const device = deviceOf(await attempt('agent2', 'agent2123', '10.9.0.2'));
    // Presented for another name it is ignored: that name's shared throttle still applies.
    for (let i = 0; i < ACCOUNT_RULE.free; i++) await attempt('agent', 'wrong', `10.9.1.${i}`);
    expect((await attempt('agent', 'agent123', '10.9.0.2', device)).body.code).toBe('A0211');
    // Wrong passwords with the token count on the token, not on the shared key…
    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i++) expect((await attempt('agent2', 'wrong', '10.9.0.2', device)).body.code).toBe('A0210');
    expect(
      await server.db.selectFrom('login_throttle').select('key').where('key', '=', accountKey('agent2')).executeTakeFirst(),
    ).toBeUndefined();
    // …and at the limit the browser is untrusted again.
    expect(await server.db.selectFrom('login_device').select('token_hash').execute()).toHaveLength(0);
  });
});
