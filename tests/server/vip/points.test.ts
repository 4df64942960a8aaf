import { randomUUID } from 'node:crypto';
import { bombayDate, addBombayDays } from '../../../server/domain/time';
import { startServer, type TestServer } from '../helpers/server';

/*
 * VIP points over HTTP on the seeded demo: balances with their filters, the points ledger, and a
 * manual adjustment under maker-checker — submitting changes nothing, the maker cannot decide it,
 * another staff member applies it once (member.points and one ledger row with the balance after),
 * points never go below zero (at submit and again at approval), bad input writes nothing, and
 * admin / franchisee / agent see and may do only what is theirs.
 */

let server: TestServer;
let admin: string;
let admin2: string;
let franchisee: string;
let agent: string;
let franchiseeId: number;
let own: { id: number; username: string };
let foreign: { id: number; username: string };

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('admin2', 'admin2123');
  [admin, admin2, franchisee, agent] = await Promise.all([
    server.login('admin'),
    server.login('admin2', 'admin2123'),
    server.login('franchisee'),
    server.login('agent'),
  ]);
  const me = await server.db
    .selectFrom('staff_user')
    .select('franchisee_id')
    .where('username', '=', 'franchisee')
    .executeTakeFirstOrThrow();
  franchiseeId = Number(me.franchisee_id);
  own = await server.db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('franchisee_id', '=', franchiseeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  foreign = await server.db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('franchisee_id', '<>', franchiseeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
const pointsOf = async (id: number) =>
  Number((await server.db.selectFrom('member').select('points').where('id', '=', id).executeTakeFirstOrThrow()).points);
const setPoints = (id: number, points: number) => server.db.updateTable('member').set({ points }).where('id', '=', id).execute();
const count = async (table: 'points_adjustment' | 'points_ledger') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const logCount = async (action: string) =>
  Number(
    (
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('integral_management balances', () => {
  it('lists members with points by filters; a franchisee sees only its own; an agent is refused', async () => {
    await setPoints(own.id, 777);
    const all = await post('/chance-vip-points/list', admin, { pageSize: 100 });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(0);
    const byId = await post('/chance-vip-points/list', admin, { memberId: own.id });
    expect(byId.body.data.list).toEqual([expect.objectContaining({ id: own.id, username: own.username, points: 777, pending: 0 })]);

    const ranged = await post('/chance-vip-points/list', admin, { minPoints: 700, maxPoints: 800, pageSize: 100 });
    expect(ranged.body.data.list.length).toBeGreaterThan(0);
    expect(ranged.body.data.list.every((m: { points: number }) => m.points >= 700 && m.points <= 800)).toBe(true);
    const level = (await server.db.selectFrom('member').select('vip_level').where('id', '=', own.id).executeTakeFirstOrThrow()).vip_level;
    const byLevel = await post('/chance-vip-points/list', admin, { vipLevel: level, pageSize: 100 });
    expect(byLevel.body.data.list.every((m: { vipLevel: number }) => m.vipLevel === level)).toBe(true);

    const mine = await post('/chance-vip-points/list', franchisee, { pageSize: 100 });
    const total = await server.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('franchisee_id', '=', franchiseeId)
      .executeTakeFirstOrThrow();
    expect(mine.body.data.total).toBe(Number(total.n));
    expect((await post('/chance-vip-points/list', franchisee, { memberId: foreign.id })).body.data.total).toBe(0);

    const bad = await post('/chance-vip-points/list', admin, { minPoints: 10, maxPoints: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/maxPoints/);
    expect((await post('/chance-vip-points/list', admin, { minPoints: -1 })).status).toBe(400);
    expect((await post('/chance-vip-points/list', agent, {})).body.code).toBe('A0301');
  });
});

describe('manual points adjustment (maker-checker)', () => {
  it('a submitted adjustment changes nothing; the maker cannot decide it; another staff member applies it once', async () => {
    await setPoints(own.id, 100);
    const ledgerRows = await count('points_ledger');
    const submitted = await post('/chance-vip-points/adjust', franchisee, {
      memberId: own.id,
      direction: 'add',
      points: 250,
      reason: 'Compensation for outage',
    });
    expect(submitted.body).toMatchObject({ code: 200, data: { memberId: own.id, amount: 250, status: 'pending_approval' } });
    const id = submitted.body.data.id as number;
    expect(await pointsOf(own.id)).toBe(100);
    expect(await count('points_ledger')).toBe(ledgerRows);
    expect((await post('/chance-vip-points/list', admin, { memberId: own.id })).body.data.list[0].pending).toBe(1);

    const self = await post('/chance-vip-points/approve', franchisee, { id });
    expect(self.body.code).toBe('A0400');
    expect((await post('/chance-vip-points/reject', franchisee, { id, reason: 'no' })).body.code).toBe('A0400');

    const approved = await post('/chance-vip-points/approve', admin, { id });
    expect(approved.body).toMatchObject({ code: 200, data: { id, status: 'applied', amount: 250, balanceAfter: 350 } });
    expect(await pointsOf(own.id)).toBe(350);
    const again = await post('/chance-vip-points/approve', admin2, { id });
    expect(again.body.code).toBe('A0400');
    expect(await pointsOf(own.id)).toBe(350);
    expect(await count('points_ledger')).toBe(ledgerRows + 1);

    const ledger = await post('/chance-vip-points/ledger', franchisee, { memberId: own.id, kind: 'adjust' });
    expect(ledger.body.data.list[0]).toMatchObject({
      memberId: own.id,
      kind: 'adjust',
      amount: 250,
      balanceAfter: 350,
      reason: 'Compensation for outage',
      operator: 'franchisee',
      checker: 'admin',
    });
    const requests = await post('/chance-vip-points/request/list', admin, { status: 'applied' });
    expect(requests.body.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, maker: 'franchisee', checker: 'admin', status: 'applied' })]),
    );
    expect(await logCount('vip.points.adjust.submit')).toBeGreaterThan(0);
    expect(await logCount('vip.points.adjust.approve')).toBe(1);
  });

  it('never lets points go below zero: refused at submit, and again at approval when the balance fell meanwhile', async () => {
    await setPoints(own.id, 300);
    const before = await count('points_adjustment');
    const tooMuch = await post('/chance-vip-points/adjust', franchisee, {
      memberId: own.id,
      direction: 'deduct',
      points: 301,
      reason: 'Correction',
    });
    expect(tooMuch.body.code).toBe('A0400');
    expect(tooMuch.body.msg).toMatch(/300/);
    expect(await count('points_adjustment')).toBe(before);

    const first = await post('/chance-vip-points/adjust', admin, {
      memberId: own.id,
      direction: 'deduct',
      points: 200,
      reason: 'Correction A',
    });
    const second = await post('/chance-vip-points/adjust', admin, {
      memberId: own.id,
      direction: 'deduct',
      points: 200,
      reason: 'Correction B',
    });
    expect((await post('/chance-vip-points/approve', admin2, { id: first.body.data.id })).body.data).toMatchObject({ balanceAfter: 100 });
    const refused = await post('/chance-vip-points/approve', admin2, { id: second.body.data.id });
    expect(refused.body.code).toBe('A0400');
    expect(refused.body.msg).toMatch(/100/);
    expect(await pointsOf(own.id)).toBe(100);
    const still = await server.db
      .selectFrom('points_adjustment')
      .select(['status', 'checker_id', 'ledger_id'])
      .where('id', '=', second.body.data.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'pending_approval', checker_id: null, ledger_id: null });

    // Deducting to exactly zero is allowed; the never-approved one is rejected with a reason, moving nothing.
    expect((await post('/chance-vip-points/reject', admin2, { id: second.body.data.id, reason: '' })).status).toBe(400);
    const rejected = await post('/chance-vip-points/reject', admin2, { id: second.body.data.id, reason: 'Balance too low' });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: 'rejected', reason: 'Balance too low' } });
    const zero = await post('/chance-vip-points/adjust', admin, { memberId: own.id, direction: 'deduct', points: 100, reason: 'Zero it' });
    expect((await post('/chance-vip-points/approve', admin2, { id: zero.body.data.id })).body.data).toMatchObject({ balanceAfter: 0 });
    expect(await pointsOf(own.id)).toBe(0);
    expect(await logCount('vip.points.adjust.reject')).toBe(1);
  });

  it('ten concurrent approvals apply a request once', async () => {
    await setPoints(own.id, 10);
    const ledgerRows = await count('points_ledger');
    const { body } = await post('/chance-vip-points/adjust', admin, { memberId: own.id, direction: 'add', points: 5, reason: 'Race' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/chance-vip-points/approve', admin2, { id: body.data.id })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(await pointsOf(own.id)).toBe(15);
    expect(await count('points_ledger')).toBe(ledgerRows + 1);
  });

  it('refuses bad input and a missing Idempotency-Key without writing anything', async () => {
    const before = await count('points_adjustment');
    const logs = await logCount('vip.points.adjust.submit');
    const valid = { memberId: own.id, direction: 'add', points: 10, reason: 'Gift' };
    for (const body of [
      { ...valid, points: 0 },
      { ...valid, points: -5 },
      { ...valid, points: 1.5 },
      { ...valid, points: 'abc' },
      { ...valid, points: 1_000_001 },
      { ...valid, reason: '' },
      { ...valid, reason: '   ' },
      { ...valid, reason: 'x'.repeat(256) },
      { ...valid, direction: 'steal' },
      { ...valid, memberId: undefined },
    ]) {
      const answer = await post('/chance-vip-points/adjust', admin, body);
      expect([answer.status, body]).toEqual([400, body]);
    }
    const zh = await server.call('/chance-vip-points/adjust', {
      token: admin,
      language: 1,
      body: { ...valid, points: 0 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(zh.body.msg).toMatch(/1 到 1,000,000/);
    expect((await post('/chance-vip-points/adjust', admin, valid, null)).body.code).not.toBe(200);
    expect((await post('/chance-vip-points/adjust', admin, { ...valid, memberId: 999_999_999 })).body.code).toBe('A0404');
    expect(await count('points_adjustment')).toBe(before);
    expect(await logCount('vip.points.adjust.submit')).toBe(logs);
  });

  it('keeps franchisees to their own members and requests, and refuses agents everywhere', async () => {
    expect(
      (await post('/chance-vip-points/adjust', franchisee, { memberId: foreign.id, direction: 'add', points: 5, reason: 'x' })).body.code,
    ).toBe('A0404');
    const theirs = await post('/chance-vip-points/adjust', admin, {
      memberId: foreign.id,
      direction: 'add',
      points: 5,
      reason: 'Other franchisee',
    });
    expect(theirs.body.code).toBe(200);
    expect((await post('/chance-vip-points/approve', franchisee, { id: theirs.body.data.id })).body.code).toBe('A0404');
    expect((await post('/chance-vip-points/reject', franchisee, { id: theirs.body.data.id, reason: 'x' })).body.code).toBe('A0404');
    const seen = await post('/chance-vip-points/request/list', franchisee, { pageSize: 100 });
    expect(seen.body.data.list.some((r: { id: number }) => r.id === theirs.body.data.id)).toBe(false);
    expect((await post('/chance-vip-points/approve', admin2, { id: theirs.body.data.id })).body.code).toBe(200);
    const ledger = await post('/chance-vip-points/ledger', franchisee, { pageSize: 100 });
    expect(ledger.body.data.list.every((r: { memberId: number }) => r.memberId !== foreign.id)).toBe(true);
    expect((await post('/chance-vip-points/ledger', admin, { memberId: foreign.id })).body.data.total).toBeGreaterThan(0);

    for (const [path, body] of [
      ['/chance-vip-points/list', {}],
      ['/chance-vip-points/ledger', {}],
      ['/chance-vip-points/request/list', {}],
      ['/chance-vip-points/adjust', { memberId: own.id, direction: 'add', points: 5, reason: 'x' }],
      ['/chance-vip-points/approve', { id: theirs.body.data.id }],
      ['/chance-vip-points/reject', { id: theirs.body.data.id, reason: 'x' }],
    ] as const) {
      expect([path, (await post(path, agent, body)).body.code]).toEqual([path, 'A0301']);
    }
  });
});

describe('integral_detail ledger', () => {
  it('filters by member, kind and Bombay day range, and refuses a reversed range', async () => {
    const today = bombayDate(Date.now());
    const todays = await post('/chance-vip-points/ledger', admin, { memberId: own.id, startDate: today, endDate: today });
    expect(todays.body.data.total).toBeGreaterThan(0);
    expect(todays.body.data.list.every((r: { memberId: number }) => r.memberId === own.id)).toBe(true);
    expect((await post('/chance-vip-points/ledger', admin, { memberId: own.id, startDate: addBombayDays(today, 1) })).body.data.total).toBe(
      0,
    );
    expect(
      (await post('/chance-vip-points/ledger', admin, { memberId: own.id, endDate: addBombayDays(today, -1), kind: 'adjust' })).body.data
        .total,
    ).toBe(0);
    const vip = await post('/chance-vip-points/ledger', admin, { kind: 'vip', pageSize: 100 });
    expect(vip.body.data.list.every((r: { kind: string; operator: string | null }) => r.kind === 'vip' && r.operator === null)).toBe(true);
    expect((await post('/chance-vip-points/ledger', admin, { kind: 'steal' })).status).toBe(400);
    expect((await post('/chance-vip-points/ledger', admin, { startDate: today, endDate: addBombayDays(today, -1) })).status).toBe(400);
    expect((await post('/chance-vip-points/ledger', admin, { startDate: '2026-02-30' })).status).toBe(400);
  });

  it('filters by the reason a ref records (register:…, adjust:…), exactly, and refuses an unknown one', async () => {
    const registered = await post('/chance-vip-points/ledger', admin, { reason: 'register', pageSize: 100 });
    expect(registered.body.data.total).toBeGreaterThan(0);
    expect(registered.body.data.list.every((r: { ref: string }) => r.ref.startsWith('register:'))).toBe(true);
    const adjusted = await post('/chance-vip-points/ledger', admin, { reason: 'adjust', memberId: own.id });
    expect(adjusted.body.data.total).toBeGreaterThan(0);
    expect(adjusted.body.data.list.every((r: { ref: string; kind: string }) => r.ref.startsWith('adjust:') && r.kind === 'adjust')).toBe(
      true,
    );
    expect((await post('/chance-vip-points/ledger', admin, { reason: 'steal' })).status).toBe(400);
  });
});
