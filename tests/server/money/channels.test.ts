import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptSecret, encryptSecret, mask, openSecrets } from '../../../plugins/money/server/secrets';
import { reviewWithdrawal, submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { creditMember, moneyServer } from './fixture';

/*
 * Payment channels: secrets are sealed with AES-256-GCM (a key generated into a 0600 file when no
 * MONEY_SECRET_KEY is set), answered masked, kept when the mask is saved back, and a tampered or
 * foreign-key ciphertext does not open.
 */

const dir = mkdtempSync(join(tmpdir(), 'chance-secret-'));
process.env.MONEY_SECRET_KEY_FILE = join(dir, 'money-secret.key');

let server: TestServer;
let admin: string;
let franchisee: string;
beforeAll(async () => {
  const started = await moneyServer(1);
  server = started.server;
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('secrets', () => {
  it('round-trips, refuses tampering and other keys, and masks', () => {
    const sealed = encryptSecret('md5-secret-value');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('md5-secret');
    expect(decryptSecret(sealed)).toBe('md5-secret-value');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => decryptSecret(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
    expect(mask('abcdefghij')).toBe('****');
    expect(mask('abcdefghijkl')).toBe('****ijkl');
    expect(mask('short')).toBe('****');
    expect(mask('')).toBe('');
    expect(statSync(process.env.MONEY_SECRET_KEY_FILE as string).mode & 0o777).toBe(0o600);
    expect(readFileSync(process.env.MONEY_SECRET_KEY_FILE as string, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('channel endpoints', () => {
  const gateway = {
    kind: 'gateway',
    name: 'FastPay',
    merchantId: 'M-1001',
    gatewayUrl: 'https://pay.example/api',
    md5Key: 'md5-abcdef-123456',
    privateKey: 'PRIVATE-KEY-PEM-TEXT',
    minAmount: 10_000,
    maxAmount: 5_000_000,
  };

  it('stores secrets encrypted, answers them masked, and keeps them when the mask is saved back', async () => {
    const saved = await server.call('/chance-payment-channel/save', { token: admin, body: gateway });
    expect(saved.body).toMatchObject({ code: 200, data: { name: 'FastPay', md5Key: '****3456', privateKey: '****TEXT', publicKey: '' } });
    const id = saved.body.data.id as number;
    const row = await server.db.selectFrom('payment_channel').select('secret_enc').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain('md5-abcdef');
    expect(openSecrets(row.secret_enc)).toEqual({ md5Key: 'md5-abcdef-123456', privateKey: 'PRIVATE-KEY-PEM-TEXT', publicKey: '' });

    const edited = await server.call('/chance-payment-channel/save', {
      token: admin,
      body: { ...gateway, id, name: 'FastPay 2', md5Key: '****3456', privateKey: undefined, publicKey: 'PUBLIC-KEY-TEXT' },
    });
    expect(edited.body.code).toBe(200);
    const after = await server.db
      .selectFrom('payment_channel')
      .select(['secret_enc', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.name).toBe('FastPay 2');
    expect(openSecrets(after.secret_enc)).toEqual({
      md5Key: 'md5-abcdef-123456',
      privateKey: 'PRIVATE-KEY-PEM-TEXT',
      publicKey: 'PUBLIC-KEY-TEXT',
    });

    const list = await server.call('/chance-payment-channel/list', { token: admin, body: { kind: 'gateway', pageIndex: 1, pageSize: 10 } });
    expect(list.body.data.total).toBe(1);
    expect(JSON.stringify(list.body.data)).not.toMatch(/md5-abcdef|PRIVATE-KEY|v1:/);
    const log = await server.db
      .selectFrom('operation_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'payment_channel.save')
      .execute();
    expect(JSON.stringify(log)).not.toMatch(/md5-abcdef|PRIVATE-KEY|PUBLIC-KEY-TEXT/);
  });

  it('refuses bad input without writing, and scopes channels to their franchisee', async () => {
    const before = await server.db.selectFrom('payment_channel').select('id').execute();
    const bad = await server.call('/chance-payment-channel/save', { token: admin, body: { ...gateway, minAmount: 9_000, maxAmount: 100 } });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toMatch(/maxAmount/);
    expect(await server.db.selectFrom('payment_channel').select('id').execute()).toHaveLength(before.length);

    const own = await server.call('/chance-payment-channel/save', {
      token: franchisee,
      body: { kind: 'upi', name: 'UPI desk', payeeAccount: 'desk@upi' },
    });
    expect(own.body.code).toBe(200);
    const theirs = await server.call('/chance-payment-channel/list', {
      token: franchisee,
      body: { kind: 'gateway', pageIndex: 1, pageSize: 10 },
    });
    expect(theirs.body.data.total).toBe(0);
    const upi = await server.call('/chance-payment-channel/list', { token: franchisee, body: { kind: 'upi', pageIndex: 1, pageSize: 10 } });
    expect(upi.body.data.list.map((c: { name: string }) => c.name)).toEqual(['UPI desk']);
    const platformId = (await server.db.selectFrom('payment_channel').select('id').where('kind', '=', 'gateway').executeTakeFirstOrThrow())
      .id;
    const denied = await server.call('/chance-payment-channel/status', { token: franchisee, body: { id: platformId, status: 1 } });
    expect(denied.status).toBe(404);
    const disabled = await server.call('/chance-payment-channel/status', { token: admin, body: { id: platformId, status: 1 } });
    expect(disabled.body.code).toBe(200);
  });

  it('pays a withdrawal only through an enabled channel with payouts on', async () => {
    const member = (await server.db.selectFrom('member').select('id').where('username', '=', 'm1').executeTakeFirstOrThrow()).id;
    const staff = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'maker').executeTakeFirstOrThrow()).id;
    const checker = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'checker').executeTakeFirstOrThrow()).id;
    await creditMember(server.db, { maker: staff, checker }, member, 10_000);
    const w = await submitWithdrawal(server.db, { memberId: member, amount: 5_000 });
    await reviewWithdrawal(server.db, { orderId: w.id, staffId: staff });
    const payout = await server.call('/chance-payment-channel/save', {
      token: admin,
      body: { kind: 'auto_payout', name: 'Auto', forDeposit: 0, forWithdraw: 1 },
    });
    const depositOnly = await server.call('/chance-payment-channel/save', {
      token: admin,
      body: { kind: 'bank', name: 'Bank', forDeposit: 1, forWithdraw: 0 },
    });
    const pay = (channel: number) =>
      server.call('/chance-withdrawal-order/pay', {
        token: admin,
        body: { id: w.id, payoutChannelId: channel },
        headers: { 'idempotency-key': randomUUID() },
      });
    expect((await pay(depositOnly.body.data.id)).body.msg).toMatch(/channel is unavailable/);
    expect((await pay(payout.body.data.id)).body.code).toBe(200);
  });
});
