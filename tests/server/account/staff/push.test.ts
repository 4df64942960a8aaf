import { drainPushOutbox, FAILED, MAX_ATTEMPTS, setPushSender } from '../../../../plugins/account/server/staff/pushWorker';
import { LoggingPushSender, type PushMessage, type PushSender } from '../../../../plugins/account/server/staff/pushSender';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../../helpers/server';
import { codesFor, count, loginAll, type Tokens } from './fixture';

let server: TestServer;
let tokens: Tokens;
const sent: PushMessage[] = [];
const recording: PushSender = {
  async send(message) {
    sent.push(message);
    return { recipients: message.audience };
  },
};

beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
  setPushSender(recording);
}, SETUP_TIMEOUT);
afterAll(async () => {
  setPushSender(new LoggingPushSender());
  await server.close();
});

const push = (body: unknown, token = tokens.admin) => server.call('/fireBase/api/push/all', { token, body });
const outbox = async () => (await server.call('/fireBase/api/push/list', { token: tokens.admin, body: {} })).body.data;

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition never met');
}

describe('push to all members', () => {
  it('stores the message in the outbox; the worker delivers it to the active members and marks it', async () => {
    const answer = await push({ title: { en: 'Big draw', zh: '大奖' }, body: { en: 'Tonight at 9', zh: '今晚九点' } });
    expect(answer.body.code).toBe(200);
    const id = answer.body.data.id;
    const delivered = await until(outbox, (data) => data.list.find((r: { id: number }) => r.id === id)?.status === 1);
    const row = delivered.list.find((r: { id: number }) => r.id === id);
    const active = await server.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 0)
      .where('is_internal', '=', 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: { en: 'Big draw', zh: '大奖' },
      body: { en: 'Tonight at 9', zh: '今晚九点' },
      attempts: 1,
      recipients: Number(active.n),
      createdBy: 'admin',
    });
    expect(sent.find((m) => m.id === id)?.title).toEqual({ en: 'Big draw', zh: '大奖' });
    const log = await server.db.selectFrom('operation_log').selectAll().where('action', '=', 'push.all').executeTakeFirstOrThrow();
    expect(log.target_id).toBe(String(id));
  });

  it.each([
    [{ title: { en: 'Only a title' }, body: {} }],
    [{ title: {}, body: {} }],
    [{ title: { hi: 'नमस्ते' }, body: { en: 'mismatched language' } }],
    [{ title: { en: 'x'.repeat(21) }, body: { en: 'long title' } }],
    [{ title: { en: 'long body' }, body: { en: 'y'.repeat(256) } }],
  ])('refuses %j and writes nothing', async (body) => {
    const [rows, logs] = [await count(server, 'push_outbox'), await count(server, 'operation_log')];
    const answer = await push(body);
    expect(answer.body.code).toBe('A0400');
    expect([await count(server, 'push_outbox'), await count(server, 'operation_log')]).toEqual([rows, logs]);
  });

  it('retries a failing sender with backoff, then gives up and says why', async () => {
    setPushSender({
      async send() {
        throw new Error('service unreachable');
      },
    });
    try {
      const now = Date.now();
      const { id } = await server.db
        .insertInto('push_outbox')
        .values({
          title_json: '{"en":"t"}',
          body_json: '{"en":"b"}',
          status: 0,
          attempts: 0,
          created_by: 1,
          created_by_name: 'admin',
          created_at: now,
          next_attempt_at: now + 3_600_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 1; i <= MAX_ATTEMPTS; i++) {
        await drainPushOutbox(server.db, now + i * 3_600_000);
        const row = await server.db.selectFrom('push_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        expect({ attempt: i, status: row.status, attempts: row.attempts, error: row.last_error }).toEqual({
          attempt: i,
          status: i < MAX_ATTEMPTS ? 0 : FAILED,
          attempts: i,
          error: 'service unreachable',
        });
      }
    } finally {
      setPushSender(recording);
    }
  });

  it('is for admins only', async () => {
    for (const path of ['/fireBase/api/push/all', '/fireBase/api/push/list']) {
      const codes = await codesFor(server, tokens, path, {});
      expect({ path, codes: { ...codes, admin: undefined } }).toEqual({
        path,
        codes: { admin: undefined, franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' },
      });
    }
  });
});
