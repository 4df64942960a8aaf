import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { approveDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Money part B on the seeded demo: per-channel figures and the channel record lists, and the
 * recharge discount rules (CRUD, scoping, bad input writes nothing, the authorization matrix).
 */

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const user of ['admin', 'franchisee', 'agent'] as const) tokens[user] = await server.login(user);
  tokens.finance = await server.login('finance', 'finance123');
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

const page = { pageIndex: 1, pageSize: 50 };
const call = (user: string, path: string, body: unknown) =>
  server.call(path, { token: tokens[user], body, headers: { 'idempotency-key': randomUUID() } });
const count = async (table: 'recharge_discount_rule' | 'operation_log') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('payment channel figures and records', () => {
  it('counts a passed deposit on its channel, today and in total, and lists it on the record screen', async () => {
    const admin = (await server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const channel = await call('admin', '/chance-payment-channel/save', {
      kind: 'bank',
      name: 'Stats bank',
      forDeposit: 1,
      payeeAccount: '000111',
    });
    const channelId = channel.body.data.id as number;
    const member = await server.db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('is_internal', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = await submitDeposit(server.db, { memberId: member.id, amount: 123_400, kind: 'company', channelId });
    const statsOf = async () =>
      (
        (await call('admin', '/chance-payment-channel/stats', { kind: 'bank' })).body.data as {
          channelId: number;
          count: number;
          amount: number;
          todayCount: number;
          todayAmount: number;
        }[]
      ).find((s) => s.channelId === channelId);
    expect(await statsOf()).toBeUndefined();
    await approveDeposit(server.db, { orderId: order.id, staffId: admin });
    expect(await statsOf()).toEqual({ channelId, count: 1, amount: 123_400, todayCount: 1, todayAmount: 123_400 });

    const records = await call('admin', '/chance-payment-channel/record/bank', { ...page, channelId });
    expect(records.body.data.total).toBe(1);
    expect(records.body.data.list[0]).toMatchObject({
      orderNo: order.orderNo,
      username: member.username,
      amount: 123_400,
      status: 2,
      channelName: 'Stats bank',
      channelKind: 'bank',
    });
    // The same order is not a QR or gateway record.
    expect((await call('admin', '/chance-payment-channel/record/qr', { ...page, orderNo: order.orderNo })).body.data.total).toBe(0);
    expect((await call('admin', '/chance-payment-channel/record/gateway', { ...page, orderNo: order.orderNo })).body.data.total).toBe(0);
  });

  it('shows seeded deposits on the record lists, each of its own kind', async () => {
    for (const [path, kinds] of [
      ['bank', ['bank', 'upi']],
      ['qr', ['qr']],
      ['gateway', ['gateway']],
    ] as const) {
      const answer = await call('admin', `/chance-payment-channel/record/${path}`, page);
      expect(answer.body.code).toBe(200);
      for (const row of answer.body.data.list as { channelKind: string }[]) expect(kinds).toContain(row.channelKind);
    }
    const auto = await call('admin', '/chance-payment-channel/record/autoPayout', page);
    expect(auto.body.code).toBe(200);
  });

  it('counts what a plain query over the orders finds, by status, time and part of a username, per scope', async () => {
    const member = await server.db
      .selectFrom('deposit_order as o')
      .innerJoin('payment_channel as c', 'c.id', 'o.channel_id')
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .select('m.username')
      .where('c.kind', 'in', ['bank', 'upi'])
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const since = Date.now() - 3 * 86_400_000;
    const staff = await server.db
      .selectFrom('staff_user')
      .select(['username', 'franchisee_id'])
      .where('username', 'in', ['admin', 'franchisee'])
      .execute();
    for (const user of staff) {
      for (const filter of [
        {},
        { status: 2 },
        { startTime: since },
        { username: member.username.slice(1, 4) },
        { status: 2, username: member.username.slice(0, 3) },
      ] as const) {
        const f = filter as { status?: number; startTime?: number; username?: string };
        let plain = server.db
          .selectFrom('deposit_order as o')
          .innerJoin('payment_channel as c', 'c.id', 'o.channel_id')
          .innerJoin('member as m', 'm.id', 'o.member_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('c.kind', 'in', ['bank', 'upi']);
        if (user.franchisee_id !== null) plain = plain.where('o.franchisee_id', '=', user.franchisee_id);
        if (f.status !== undefined) plain = plain.where('o.status', '=', f.status);
        if (f.startTime !== undefined) plain = plain.where('o.created_at', '>=', f.startTime);
        if (f.username !== undefined) plain = plain.where('m.username', 'like', `%${f.username}%`);
        const expected = Number((await plain.executeTakeFirstOrThrow()).n);
        const answer = await call(user.username, '/chance-payment-channel/record/bank', { ...page, ...filter });
        // A capped count says "more than": it must be below the true count, else it is the count.
        const shown = answer.body.data.totalCapped ? Math.min(expected, answer.body.data.total) : expected;
        expect([user.username, filter, answer.body.data.total]).toEqual([user.username, filter, shown]);
        if (answer.body.data.totalCapped) expect(expected).toBeGreaterThan(answer.body.data.total);
      }
    }
  });

  it('keeps a franchisee to its own orders and refuses agents and the finance reviewer', async () => {
    const own = (
      await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
    ).franchisee_id;
    const records = await call('franchisee', '/chance-payment-channel/record/bank', { ...page, pageSize: 100 });
    expect(records.body.code).toBe(200);
    const ids = (records.body.data.list as { id: number }[]).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const franchisees = await server.db.selectFrom('deposit_order').select('franchisee_id').where('id', 'in', ids).execute();
    expect(new Set(franchisees.map((f) => f.franchisee_id))).toEqual(new Set([own]));
    for (const user of ['agent', 'finance']) {
      for (const path of [
        '/chance-payment-channel/stats',
        '/chance-payment-channel/record/bank',
        '/chance-payment-channel/record/autoPayout',
      ]) {
        const denied = await call(user, path, { ...page, kind: 'bank' });
        expect(denied.status).toBe(403);
      }
    }
    expect((await server.call('/chance-payment-channel/record/bank', { body: page })).status).toBe(401);
  });

  it('exports the filtered records as xlsx: the columns asked for in their order, headers in the caller’s language, rupees and Bombay times', async () => {
    const exportOf = async (user: string, path: string, body: Record<string, unknown>, language = '0') => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { token: tokens[user], language, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response;
    };
    const listed = (await call('admin', '/chance-payment-channel/record/bank', { ...page, status: 2, pageSize: 5 })).body.data.list as {
      orderNo: string;
      amount: number;
      username: string;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    const response = await exportOf('admin', '/chance-payment-channel/record/bank/export', {
      status: 2,
      orderNo: listed[0].orderNo,
      fields: ['amount', 'orderNo', 'username', 'status', 'createdAt'],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="bank-deposit-records-\d{8}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Deposits');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Amount', 'Order no.', 'Member', 'Status', 'Created']);
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 4)).toEqual([listed[0].amount / 100, listed[0].orderNo, listed[0].username, 'Passed']);
    expect(String(row[4])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Chinese headers; every column when none are named; the payout records too.
    const zh = await exportOf('admin', '/chance-payment-channel/record/autoPayout/export', {}, '1');
    expect(zh.status).toBe(200);
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(await zh.arrayBuffer());
    expect(zhBook.worksheets[0].name).toBe('出款记录');
    expect((zhBook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([
      '订单号',
      '会员账号',
      '金额',
      '手续费',
      '实际出款',
      '渠道',
      '出款流水号',
      '进度',
      '出款时间',
      '创建时间',
    ]);

    // Bad input gets the envelope, not a file; the scope and the menu hold as for the lists.
    const bad = await exportOf('admin', '/chance-payment-channel/record/qr/export', { fields: ['password_hash'] });
    expect((await bad.json()).code).toBe('A0400');
    for (const user of ['agent', 'finance'])
      expect((await exportOf(user, '/chance-payment-channel/record/gateway/export', {})).status).toBe(403);
    const own = (
      await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
    ).franchisee_id;
    const mine = await exportOf('franchisee', '/chance-payment-channel/record/bank/export', { fields: ['orderNo'] });
    const mineBook = new ExcelJS.Workbook();
    await mineBook.xlsx.load(await mine.arrayBuffer());
    const orderNos = mineBook.worksheets[0].getColumn(1).values.slice(2).map(String);
    expect(orderNos.length).toBeGreaterThan(0);
    const owners = await server.db
      .selectFrom('deposit_order')
      .select('franchisee_id')
      .distinct()
      .where('order_no', 'in', orderNos.slice(0, 500))
      .execute();
    expect(owners.map((o) => o.franchisee_id)).toEqual([own]);
  });

  it('refuses a bad filter with the field named', async () => {
    const bad = await call('admin', '/chance-payment-channel/stats', { kind: 'cash' });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toMatch(/kind/);
  });
});

describe('recharge discount rules', () => {
  const rule = {
    name: 'Weekend 5%',
    kind: 'every',
    minAmount: 10_000,
    maxAmount: 1_000_000,
    rateBps: 500,
    cap: 20_000,
    turnoverMultipleX100: 150,
  };

  it('lists the seeded rules, saves, previews, disables and deletes, each change logged', async () => {
    const seeded = await call('admin', '/chance-recharge-discount/list', page);
    expect(seeded.body.data.total).toBeGreaterThanOrEqual(2);
    const logs = await count('operation_log');
    const saved = await call('admin', '/chance-recharge-discount/save', rule);
    expect(saved.body.data).toMatchObject({ ...rule, franchiseeId: null, status: 0 });
    const id = saved.body.data.id as number;
    // ₹5,000 on a non-first, not-first-today deposit: only 'every' applies: 5% = ₹250, capped at ₹200.
    const preview = await call('admin', '/chance-recharge-discount/preview', { amount: 500_000 });
    expect(preview.body.data.again).toEqual({ ruleId: id, bonus: 20_000, turnoverMultipleX100: 150 });
    expect(preview.body.data.first.bonus).toBeGreaterThanOrEqual(20_000);
    expect((await call('admin', '/chance-recharge-discount/status', { id, status: 1 })).body.code).toBe(200);
    expect((await call('admin', '/chance-recharge-discount/preview', { amount: 500_000 })).body.data.again).toBeNull();
    const edited = await call('admin', '/chance-recharge-discount/save', { ...rule, id, name: 'Weekend 6%', rateBps: 600 });
    expect(edited.body.data).toMatchObject({ id, name: 'Weekend 6%', rateBps: 600, status: 1 });
    expect((await call('admin', '/chance-recharge-discount/delete', { id })).body.code).toBe(200);
    expect(await count('operation_log')).toBe(logs + 4);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await count('recharge_discount_rule');
    for (const [body, field] of [
      [{ ...rule, maxAmount: 5_000 }, 'maxAmount'],
      [{ ...rule, rateBps: 10_001 }, 'rateBps'],
      [{ ...rule, kind: 'weekly' }, 'kind'],
      [{ ...rule, name: ' ' }, 'name'],
      [{ ...rule, minAmount: -1 }, 'minAmount'],
    ] as const) {
      const bad = await call('admin', '/chance-recharge-discount/save', body);
      expect(bad.body.code).toBe('A0400');
      expect(bad.body.msg).toContain(field);
    }
    const unknown = await call('admin', '/chance-recharge-discount/save', { ...rule, franchiseeId: 999_999 });
    expect(unknown.body).toMatchObject({ code: 'A0400' });
    expect(unknown.body.msg).toMatch(/franchiseeId/);
    expect(await count('recharge_discount_rule')).toBe(before);
  });

  it('lets a franchisee keep only its own rules and keeps agents and the finance reviewer out', async () => {
    const own = (
      await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow()
    ).franchisee_id;
    const mine = await call('franchisee', '/chance-recharge-discount/save', { ...rule, franchiseeId: 999_999 });
    expect(mine.body.data.franchiseeId).toBe(own);
    const platform = (
      await server.db.selectFrom('recharge_discount_rule').select('id').where('franchisee_id', 'is', null).executeTakeFirstOrThrow()
    ).id;
    expect((await call('franchisee', '/chance-recharge-discount/status', { id: platform, status: 1 })).status).toBe(404);
    expect((await call('franchisee', '/chance-recharge-discount/delete', { id: platform })).status).toBe(404);
    const listed = (await call('franchisee', '/chance-recharge-discount/list', page)).body.data.list as { franchiseeId: number | null }[];
    for (const r of listed) expect([null, own]).toContain(r.franchiseeId);
    const other = await call('admin', '/chance-recharge-discount/save', {
      ...rule,
      franchiseeId: (
        await server.db
          .selectFrom('franchisee')
          .select('id')
          .where('id', '<>', own as number)
          .executeTakeFirstOrThrow()
      ).id,
    });
    expect((await call('franchisee', '/chance-recharge-discount/delete', { id: other.body.data.id })).status).toBe(404);
    for (const user of ['agent', 'finance']) {
      for (const path of ['list', 'save', 'status', 'delete', 'preview']) {
        expect((await call(user, `/chance-recharge-discount/${path}`, { ...rule, id: platform, status: 1, amount: 1_000 })).status).toBe(
          403,
        );
      }
    }
  });
});
