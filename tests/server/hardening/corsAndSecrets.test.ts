import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mask, openSecrets } from '../../../plugins/money/server/secrets';
import { parseOrigins } from '../../../server/http/cors';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Finding 7: CORS reflected any origin; a payment channel's free-form params were stored and
 * logged in plain text; masks showed the first and last two characters.
 */

const dir = mkdtempSync(join(tmpdir(), 'chance-secret-'));
process.env.MONEY_SECRET_KEY_FILE = join(dir, 'money-secret.key');

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer({ corsOrigins: parseOrigins(' https://console.example.com/ ,') });
  admin = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const preflight = (origin: string) =>
  fetch(`${server.url}/chance_login/getCurrentUser`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,content-type' },
  });

describe('CORS', () => {
  it('allows the own origin and the configured ones only', async () => {
    expect((await preflight(server.url)).headers.get('access-control-allow-origin')).toBe(server.url);
    expect((await preflight('https://console.example.com')).headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    for (const origin of ['https://evil.example', 'http://localhost:5173', 'https://console.example.com.evil.example', 'null']) {
      expect([origin, (await preflight(origin)).headers.get('access-control-allow-origin')]).toEqual([origin, null]);
    }
    const simple = await fetch(`${server.url}/chance_login/getCurrentUser`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', token: admin },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('payment channel params', () => {
  it('seals params marked secret, answers and logs them masked, and keeps them when the mask comes back', async () => {
    const body = {
      kind: 'gateway',
      name: 'SealPay',
      merchantId: 'M-9',
      params: ['channel=upi', { value: 'apiToken=SUPERSECRET-77-1234', secret: true }, { value: 'mode=live', secret: false }],
    };
    const saved = await server.call('/chance-payment-channel/save', { token: admin, body });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.params).toEqual(['channel=upi', { value: '****1234', secret: true }, 'mode=live']);
    const id = saved.body.data.id as number;
    const row = await server.db
      .selectFrom('payment_channel')
      .select(['params_json', 'secret_enc'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.params_json).not.toContain('SUPERSECRET');
    expect(row.secret_enc).not.toContain('SUPERSECRET');
    expect(openSecrets(row.secret_enc).params).toEqual([null, 'apiToken=SUPERSECRET-77-1234', null]);

    const again = await server.call('/chance-payment-channel/save', {
      token: admin,
      body: { ...body, id, params: ['channel=qr', { value: '****1234', secret: true }] },
    });
    expect(again.body.data.params).toEqual(['channel=qr', { value: '****1234', secret: true }]);
    const after = await server.db.selectFrom('payment_channel').select('secret_enc').where('id', '=', id).executeTakeFirstOrThrow();
    expect(openSecrets(after.secret_enc).params).toEqual([null, 'apiToken=SUPERSECRET-77-1234']);

    const list = await server.call('/chance-payment-channel/list', { token: admin, body: { kind: 'gateway', pageIndex: 1, pageSize: 50 } });
    expect(JSON.stringify(list.body.data)).not.toContain('SUPERSECRET');
    const logs = await server.db
      .selectFrom('operation_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'payment_channel.save')
      .execute();
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logs)).not.toContain('SUPERSECRET');
  });

  it('masks show at most the last 4 characters', () => {
    expect(mask('md5-abcdef-123456')).toBe('****3456');
    expect(mask('abcdefghijk')).toBe('****');
    expect(mask('x')).toBe('****');
    for (const secret of ['0123456789abcdefghij', 'PRIVATE-KEY-PEM-TEXT']) expect(mask(secret).replace(/\*/g, '')).toBe(secret.slice(-4));
  });
});
