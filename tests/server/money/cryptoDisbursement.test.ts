import { randomUUID } from 'node:crypto';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { submitWithdrawal, reviewWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { creditMember } from './fixture';

/*
 * Crypto disbursement on the seeded demo (issue 12): approved withdrawals that asked for USDT are
 * paid through an enabled virtual-currency channel at its current rate, through the ledger in one
 * transaction, once per order; bad input writes nothing; the authorization matrix and franchisee
 * scoping hold on every endpoint.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
let staff: { maker: number; checker: number };
let ownFranchisee: number;
let otherFranchisee: number;
let ownMembers: number[];
let otherMember: number;

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker2', 'checker123');
  for (const user of ['admin', 'franchisee', 'agent'] as const) tokens[user] = await server.login(user);
  tokens.finance = await server.login('finance', 'finance123');
  const id = async (username: string) =>
    (await server.db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  staff = { maker: await id('admin'), checker: await id('checker2') };
  ownFranchisee = (
    await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
  ).franchisee_id as number;
  // Fresh members: seeded ones carry turnover requirements whose admin fee could eat a test payout.
  const stationOf = async (franchiseeId: number) =>
    (await server.db.selectFrom('station').select('id').where('franchisee_id', '=', franchiseeId).orderBy('id').executeTakeFirstOrThrow())
      .id;
  otherFranchisee = (
    await server.db.selectFrom('franchisee').select('id').where('id', '<>', ownFranchisee).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const addMember = async (username: string, franchiseeId: number) =>
    (
      await server.db
        .insertInto('member')
        .values({
          username,
          nickname: '',
          phone: '',
          station_id: await stationOf(franchiseeId),
          franchisee_id: franchiseeId,
          agent_id: null,
          is_internal: 0,
          status: 0,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ownMembers = [
    await addMember('cryptoa', ownFranchisee),
    await addMember('cryptob', ownFranchisee),
    await addMember('cryptoc', ownFranchisee),
  ];
  otherMember = await addMember('cryptoz', otherFranchisee);
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

const page = { pageIndex: 1, pageSize: 100 };
const call = (user: string, path: string, body: unknown, key = randomUUID()) =>
  server.call(path, { token: tokens[user], body, headers: { 'idempotency-key': key } });
const count = async (table: 'crypto_payout_batch' | 'crypto_payout' | 'ledger_journal' | 'operation_log') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stageOf = async (id: number) =>
  (await server.db.selectFrom('withdrawal_order').select('stage').where('id', '=', id).executeTakeFirstOrThrow()).stage;

/** An approved withdrawal of `amount` paise; the payee is USDT on `chain` unless `bank`. */
async function approvedOrder(memberId: number, amount: number, payee: 'usdt' | 'bank' = 'usdt', chain = 'TRC20') {
  await creditMember(server.db, staff, memberId, amount);
  const destination: Record<string, string> =
    payee === 'usdt'
      ? { type: 'USDT', chain, address: `T${String(memberId).padStart(33, '7')}` }
      : { type: 'BANK', bank: 'HDFC', ifsc: 'HDFC0000001', account: '1234567890', holder: 'X' };
  const w = await submitWithdrawal(server.db, { memberId, amount, destination });
  await reviewWithdrawal(server.db, { orderId: w.id, staffId: staff.maker });
  const order = await server.db
    .selectFrom('withdrawal_order')
    .select(['id', 'order_no', 'net_payout', 'stage'])
    .where('id', '=', w.id)
    .executeTakeFirstOrThrow();
  expect(order.stage).toBe('approved');
  return { id: order.id, orderNo: order.order_no, netPayout: order.net_payout };
}

async function cryptoChannel(body: Record<string, unknown> = {}) {
  const saved = await call('admin', '/chance-payment-channel/save', {
    kind: 'crypto',
    name: `USDT ${randomUUID().slice(0, 6)}`,
    franchiseeId: ownFranchisee,
    forDeposit: 0,
    forWithdraw: 1,
    cryptoNetwork: 'TRC20',
    walletAddress: 'TXYZ1234567890',
    exchangeRateX100: 8_650,
    ...body,
  });
  expect(saved.body.code).toBe(200);
  return saved.body.data as { id: number; exchangeRateX100: number };
}

describe('crypto disbursement', () => {
  it("lists approved USDT withdrawals in the queue, not bank ones, and only the franchisee's own", async () => {
    const usdt = await approvedOrder(ownMembers[0], 250_000);
    const bank = await approvedOrder(ownMembers[0], 150_000, 'bank');
    const theirs = await approvedOrder(otherMember, 120_000);
    const admin = await call('admin', '/chance-crypto-disbursement/queue', page);
    expect(admin.body.code).toBe(200);
    const adminIds = (admin.body.data.list as { id: number }[]).map((r) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([usdt.id, theirs.id]));
    expect(adminIds).not.toContain(bank.id);
    const row = (admin.body.data.list as { id: number; chain: string; walletAddress: string; netPayout: number }[]).find(
      (r) => r.id === usdt.id,
    );
    expect(row).toMatchObject({ chain: 'TRC20', netPayout: usdt.netPayout });
    expect(row?.walletAddress).toMatch(/^T7+/);
    const own = await call('franchisee', '/chance-crypto-disbursement/queue', page);
    const ownIds = (own.body.data.list as { id: number }[]).map((r) => r.id);
    expect(ownIds).toContain(usdt.id);
    expect(ownIds).not.toContain(theirs.id);
  });

  it("pays at the channel's current rate through the ledger, records the rate used, and keeps the ledger balanced", async () => {
    const channel = await cryptoChannel();
    const a = await approvedOrder(ownMembers[1], 500_000);
    const b = await approvedOrder(ownMembers[2], 123_456);
    const journalsBefore = await count('ledger_journal');
    const paid = await call('franchisee', '/chance-crypto-disbursement/pay', {
      ids: [a.id, b.id],
      channelId: channel.id,
      rateX100: 8_650,
      txHash: 'abcDEF0123456789',
    });
    expect(paid.body.code).toBe(200);
    const usdtOf = (paise: number) => Math.floor((paise * 1_000_000) / 8_650);
    expect(paid.body.data).toMatchObject({
      rateX100: 8_650,
      count: 2,
      totalInr: a.netPayout + b.netPayout,
      totalUsdtMicro: usdtOf(a.netPayout) + usdtOf(b.netPayout),
    });
    expect(await stageOf(a.id)).toBe('paid');
    expect(await stageOf(b.id)).toBe('paid');
    // One withdraw_payout journal per order, naming the rate and the crypto amount.
    expect(await count('ledger_journal')).toBe(journalsBefore + 2);
    const journal = await server.db
      .selectFrom('ledger_journal')
      .select(['type', 'remark'])
      .where('business_key', '=', `withdraw_final:${a.orderNo}`)
      .executeTakeFirstOrThrow();
    expect(journal.type).toBe('withdraw_payout');
    expect(journal.remark).toContain('86.50');
    const rows = await server.db
      .selectFrom('crypto_payout')
      .selectAll()
      .where('withdrawal_id', 'in', [a.id, b.id])
      .orderBy('withdrawal_id')
      .execute();
    expect(rows.map((r) => [r.rate_x100, r.inr_amount, r.usdt_micro, r.crypto_network])).toEqual([
      [8_650, a.netPayout, usdtOf(a.netPayout), 'TRC20'],
      [8_650, b.netPayout, usdtOf(b.netPayout), 'TRC20'],
    ]);
    const order = await server.db
      .selectFrom('withdrawal_order')
      .select(['payout_channel_id', 'payout_txn_id'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ payout_channel_id: channel.id, payout_txn_id: 'abcDEF0123456789' });
    expect(await checkLedger(server.db)).toMatchObject({ ok: true, problems: [] });

    // A rate change after the payment does not change what was recorded.
    await call('admin', '/chance-payment-channel/save', { id: channel.id, kind: 'crypto', name: 'Renamed', exchangeRateX100: 9_000 });
    const records = await call('franchisee', '/chance-crypto-disbursement/record/list', { ...page, batchNo: paid.body.data.batchNo });
    expect(records.body.data.total).toBe(2);
    expect((records.body.data.list as { rateX100: number }[]).every((r) => r.rateX100 === 8_650)).toBe(true);
    expect(records.body.data.totals).toEqual({
      inrAmount: a.netPayout + b.netPayout,
      usdtMicro: usdtOf(a.netPayout) + usdtOf(b.netPayout),
    });
    const batches = await call('franchisee', '/chance-crypto-disbursement/batch/list', { ...page, batchNo: paid.body.data.batchNo });
    expect(batches.body.data.list[0]).toMatchObject({
      orderCount: 2,
      rateX100: 8_650,
      totalInr: a.netPayout + b.netPayout,
      operator: 'franchisee',
      txHash: 'abcDEF0123456789',
    });
    const log = await server.db
      .selectFrom('operation_log')
      .select(['action', 'target_type'])
      .where('action', '=', 'crypto_disbursement.pay')
      .executeTakeFirst();
    expect(log).toEqual({ action: 'crypto_disbursement.pay', target_type: 'crypto_payout_batch' });
  });

  it('pays an order once: a replay answers the first result, a new request is refused and writes nothing', async () => {
    const channel = await cryptoChannel({ exchangeRateX100: 8_400 });
    const a = await approvedOrder(ownMembers[0], 80_000);
    const key = randomUUID();
    const body = { ids: [a.id], channelId: channel.id, rateX100: 8_400 };
    const first = await call('admin', '/chance-crypto-disbursement/pay', body, key);
    expect(first.body.code).toBe(200);
    const counts = [await count('crypto_payout_batch'), await count('crypto_payout'), await count('ledger_journal')];
    const replay = await call('admin', '/chance-crypto-disbursement/pay', body, key);
    expect(replay.body).toEqual(first.body);
    const again = await call('admin', '/chance-crypto-disbursement/pay', body);
    expect(again.body.code).toBe('A0400');
    expect(again.body.msg).toMatch(/no longer/);
    expect([await count('crypto_payout_batch'), await count('crypto_payout'), await count('ledger_journal')]).toEqual(counts);
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });
  });

  it('refuses bad input and writes nothing', async () => {
    const channel = await cryptoChannel();
    const disabled = await cryptoChannel();
    await call('admin', '/chance-payment-channel/status', { id: disabled.id, status: 1 });
    const depositOnly = await cryptoChannel({ forWithdraw: 0 });
    const erc = await cryptoChannel({ cryptoNetwork: 'ERC20' });
    const ok = await approvedOrder(ownMembers[1], 90_000);
    const bank = await approvedOrder(ownMembers[1], 70_000, 'bank');
    const theirs = await approvedOrder(otherMember, 60_000);
    const before = [
      await count('crypto_payout_batch'),
      await count('crypto_payout'),
      await count('ledger_journal'),
      await count('operation_log'),
    ];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ids: [], channelId: channel.id, rateX100: 8_650 }, /ids/],
      [{ ids: [ok.id, ok.id], channelId: channel.id, rateX100: 8_650 }, /more than once/],
      [{ ids: [ok.id], channelId: channel.id, rateX100: 8_650, txHash: 'not a hash!' }, /txHash/],
      [{ ids: [ok.id], channelId: channel.id }, /rateX100/],
      [{ ids: [ok.id], channelId: channel.id, rateX100: 8_000 }, /rate has changed to ₹86.50/],
      [{ ids: [ok.id, bank.id], channelId: channel.id, rateX100: 8_650 }, /did not ask for a USDT payout/],
      [{ ids: [ok.id], channelId: disabled.id, rateX100: 8_650 }, /channel is unavailable/],
      [{ ids: [ok.id], channelId: depositOnly.id, rateX100: 8_650 }, /channel is unavailable/],
      [{ ids: [ok.id], channelId: erc.id, rateX100: 8_650 }, /asks for TRC20/],
      [{ ids: [ok.id, theirs.id], channelId: channel.id, rateX100: 8_650 }, /one franchisee/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('admin', '/chance-crypto-disbursement/pay', body);
      expect([answer.body.code, answer.body.msg]).toEqual(['A0400', expect.stringMatching(message)]);
    }
    // The other franchisee's order through this franchisee's channel.
    const wrongTenant = await call('admin', '/chance-crypto-disbursement/pay', {
      ids: [theirs.id],
      channelId: channel.id,
      rateX100: 8_650,
    });
    expect(wrongTenant.body.msg).toMatch(/channel is unavailable/);
    expect([
      await count('crypto_payout_batch'),
      await count('crypto_payout'),
      await count('ledger_journal'),
      await count('operation_log'),
    ]).toEqual(before);
    expect(await stageOf(ok.id)).toBe('approved');
    expect(await stageOf(bank.id)).toBe('approved');
  });

  it('keeps crypto channels off the ordinary withdrawal payout, where no rate would be recorded', async () => {
    const channel = await cryptoChannel();
    const order = await approvedOrder(ownMembers[0], 70_000);
    const offered = await call('admin', '/chance-withdrawal-order/payoutChannels', {});
    expect((offered.body.data.list as { id: number }[]).map((c) => c.id)).not.toContain(channel.id);
    const refused = await call('admin', '/chance-withdrawal-order/pay', { id: order.id, payoutChannelId: channel.id });
    expect([refused.body.code, refused.body.msg]).toEqual(['A0400', expect.stringMatching(/crypto payout screen/)]);
    expect(await stageOf(order.id)).toBe('approved');
  });

  it("holds the authorization matrix and the franchisee's scope", async () => {
    const paths = [
      '/chance-crypto-disbursement/queue',
      '/chance-crypto-disbursement/channels',
      '/chance-crypto-disbursement/pay',
      '/chance-crypto-disbursement/batch/list',
      '/chance-crypto-disbursement/record/list',
    ];
    for (const path of paths) {
      for (const user of ['agent', 'finance']) expect((await call(user, path, page)).status).toBe(403);
      expect((await server.call(path, { body: page })).status).toBe(401);
    }
    const theirChannel = await cryptoChannel({ franchiseeId: otherFranchisee });
    const theirs = await approvedOrder(otherMember, 65_000);
    const ownChannel = await cryptoChannel();
    const before = await count('crypto_payout');
    // A franchisee cannot reach another franchisee's order or channel.
    const order = await call('franchisee', '/chance-crypto-disbursement/pay', {
      ids: [theirs.id],
      channelId: ownChannel.id,
      rateX100: 8_650,
    });
    expect(order.status).toBe(404);
    const mine = await approvedOrder(ownMembers[2], 66_000);
    const channel = await call('franchisee', '/chance-crypto-disbursement/pay', {
      ids: [mine.id],
      channelId: theirChannel.id,
      rateX100: 8_650,
    });
    expect(channel.body.msg).toMatch(/channel is unavailable/);
    expect(await count('crypto_payout')).toBe(before);
    const channels = await call('franchisee', '/chance-crypto-disbursement/channels', {});
    expect((channels.body.data.list as { id: number }[]).map((c) => c.id)).not.toContain(theirChannel.id);
    expect((channels.body.data.list as { id: number }[]).map((c) => c.id)).toContain(ownChannel.id);
    // The other franchisee's payment is on the admin's lists, not the franchisee's.
    const paid = await call('admin', '/chance-crypto-disbursement/pay', { ids: [theirs.id], channelId: theirChannel.id, rateX100: 8_650 });
    expect(paid.body.code).toBe(200);
    const adminRecords = await call('admin', '/chance-crypto-disbursement/record/list', { ...page, batchNo: paid.body.data.batchNo });
    expect(adminRecords.body.data.total).toBe(1);
    for (const path of ['/chance-crypto-disbursement/record/list', '/chance-crypto-disbursement/batch/list']) {
      const ownList = await call('franchisee', path, { ...page, batchNo: paid.body.data.batchNo });
      expect(ownList.body.data.total).toBe(0);
    }
  });
});
