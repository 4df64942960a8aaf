import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { ELF, png } from '../uploads/images';

/*
 * qrCode_deposit: QR payment channels whose picture goes through the shared image upload (images
 * only, ≤ 1 MB, checked by content there); the channel stores only a picture that upload stored.
 * Enable/disable, limits, sort, figures and scoping are the shared channel endpoints with kind 'qr'.
 */

let server: TestServer;
let dir: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chance-qr-'));
  server = await startServer({ uploadDir: join(dir, 'images') });
  for (const user of ['admin', 'franchisee', 'agent'] as const) tokens[user] = await server.login(user);
  tokens.finance = await server.login('finance', 'finance123');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, filename: string, type: string, token = tokens.admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${server.url}/chance-upload/image`, { method: 'POST', headers: { token, language: '0' }, body: form });
  return (await response.json()) as { code: number | string; msg: string; data: { url: string } | null };
}

const call = (user: string, path: string, body: unknown) => server.call(path, { token: tokens[user], body });
const qrCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('payment_channel')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'qr')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('QR code channels', () => {
  it('saves a QR channel with an uploaded picture, payment method, cardholder, whole-rupee flag and limits, then disables it', async () => {
    const picture = await upload(png(64, 64), 'qr.png', 'image/png', tokens.franchisee);
    expect(picture.code).toBe(200);
    const saved = await call('franchisee', '/chance-payment-channel/save', {
      kind: 'qr',
      name: 'Counter QR',
      qrImageUrl: picture.data?.url,
      paymentMethod: 'PHONEPE',
      payeeName: 'R Sharma',
      integerOnly: 1,
      minAmount: 10_000,
      maxAmount: 2_000_000,
      dailyLimit: 50_000_000,
      sort: 3,
      forDeposit: 1,
    });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({
      kind: 'qr',
      qrImageUrl: picture.data?.url,
      paymentMethod: 'PHONEPE',
      payeeName: 'R Sharma',
      integerOnly: 1,
      dailyLimit: 50_000_000,
      sort: 3,
      status: 0,
    });
    const id = saved.body.data.id as number;
    const listed = await call('franchisee', '/chance-payment-channel/list', { kind: 'qr', pageIndex: 1, pageSize: 50 });
    expect((listed.body.data.list as { id: number }[]).map((c) => c.id)).toContain(id);
    // The stored picture is served back as an image.
    const served = await fetch(`${server.url}${picture.data?.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await call('franchisee', '/chance-payment-channel/status', { id, status: 1 })).body.code).toBe(200);
    expect((await server.db.selectFrom('payment_channel').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(1);
    expect((await call('franchisee', '/chance-payment-channel/stats', { kind: 'qr' })).body.code).toBe(200);
  });

  it('refuses a file that is no image before any channel is written, and a picture that was not uploaded', async () => {
    const before = await qrCount();
    const fake = await upload(ELF, 'photo.png', 'image/png');
    expect(fake.code).toBe('A0400');
    const big = await upload(png(32, 32, 1024 * 1024), 'big.png', 'image/png');
    expect(big.code).toBe('A0400');
    for (const qrImageUrl of ['/chance-upload/image/../../etc/passwd', 'http://evil.example/qr.png', 'javascript:alert(1)']) {
      const bad = await call('admin', '/chance-payment-channel/save', { kind: 'qr', name: 'Bad QR', qrImageUrl, paymentMethod: 'UPI' });
      expect([bad.body.code, bad.body.msg]).toEqual(['A0400', expect.stringMatching(/qrImageUrl/)]);
    }
    const noPicture = await call('admin', '/chance-payment-channel/save', { kind: 'qr', name: 'No picture', paymentMethod: 'UPI' });
    expect([noPicture.body.code, noPicture.body.msg]).toEqual(['A0400', expect.stringMatching(/qrImageUrl/)]);
    const badMethod = await call('admin', '/chance-payment-channel/save', {
      kind: 'qr',
      name: 'Odd',
      qrImageUrl: 'https://cdn.example/qr.png',
      paymentMethod: 'CASH',
    });
    expect([badMethod.body.code, badMethod.body.msg]).toEqual(['A0400', expect.stringMatching(/paymentMethod/)]);
    expect(await qrCount()).toBe(before);
  });

  it('keeps QR channels to admins and franchisees with the menu, each franchisee to its own', async () => {
    for (const user of ['agent', 'finance']) {
      expect((await call(user, '/chance-payment-channel/list', { kind: 'qr', pageIndex: 1, pageSize: 10 })).status).toBe(403);
      expect(
        (await call(user, '/chance-payment-channel/save', { kind: 'qr', name: 'X', qrImageUrl: 'https://cdn.example/x.png' })).status,
      ).toBe(403);
    }
    const own = (
      await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
    ).franchisee_id;
    const listed = await call('franchisee', '/chance-payment-channel/list', { kind: 'qr', pageIndex: 1, pageSize: 100 });
    const ids = (listed.body.data.list as { id: number }[]).map((c) => c.id);
    const owners = await server.db.selectFrom('payment_channel').select('franchisee_id').where('id', 'in', ids).execute();
    expect(new Set(owners.map((o) => o.franchisee_id))).toEqual(new Set([own]));
    const theirs = await server.db
      .selectFrom('payment_channel')
      .select('id')
      .where('kind', '=', 'qr')
      .where('franchisee_id', '<>', own as number)
      .executeTakeFirstOrThrow();
    expect((await call('franchisee', '/chance-payment-channel/status', { id: theirs.id, status: 1 })).status).toBe(404);
  });
});
