import { startServer, type TestServer } from '../helpers/server';

/*
 * The small black room over HTTP on the seeded demo: listing with per-franchisee counters, adding
 * by id or username, the 10 rows / 3 enabled limits (also under concurrent adds), enabling,
 * disabling and removing, bad input writing nothing, every write in the operation log, and only
 * admins allowed.
 */

let server: TestServer;
let admin: string;
let franchiseeToken: string;
let agent: string;
let agent2: string;
let franchiseeId: number;
/** Members of `franchiseeId` that are not restricted at the start, in id order. */
let free: { id: number; username: string }[];

beforeAll(async () => {
  server = await startServer();
  [admin, franchiseeToken, agent, agent2] = await Promise.all([
    server.login('admin'),
    server.login('franchisee'),
    server.login('agent'),
    server.login('agent2'),
  ]);
  franchiseeId = Number(
    (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
      .franchisee_id,
  );
  // Start from an empty room for this franchisee so the limits are reached by this test's own rows.
  await server.db.deleteFrom('restricted_account').where('franchisee_id', '=', franchiseeId).execute();
  free = await server.db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('franchisee_id', '=', franchiseeId)
    .orderBy('id')
    .limit(20)
    .execute();
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown = {}, language: 0 | 1 = 0) => server.call(path, { body, token, language });
const rowsOf = (id = franchiseeId) =>
  server.db.selectFrom('restricted_account').selectAll().where('franchisee_id', '=', id).orderBy('id').execute();
const logOf = (action: string) =>
  server.db.selectFrom('operation_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const add = (member: { id: number }, enabled: boolean, token = admin, extra: Record<string, unknown> = {}) =>
  post('/chance-restricted-account/add', token, {
    memberId: member.id,
    restriction: 'betting_suspended',
    enabled,
    reason: 'Collusion under review',
    ...extra,
  });

describe('blackHouse (restricted accounts)', () => {
  it('adds by username and by id, lists with creator, franchisee and expiry, and logs each add', async () => {
    const expiresAt = Date.now() + 7 * 86_400_000;
    const byName = await post('/chance-restricted-account/add', admin, {
      username: free[0].username,
      restriction: 'stake_cap',
      stakeCap: 50_000,
      enabled: true,
      reason: 'Stake pattern',
      expiresAt,
    });
    expect(byName.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect((await add(free[1], false)).body.code).toBe(200);

    const rows = await rowsOf();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      member_id: free[0].id,
      restriction: 'stake_cap',
      stake_cap: 50_000,
      enabled: 1,
      reason: 'Stake pattern',
      expires_at: expiresAt,
    });

    const list = await post('/chance-restricted-account/list', admin, { franchiseeId, pageSize: 50 });
    expect(list.body.code).toBe(200);
    expect(list.body.data.total).toBe(2);
    const first = list.body.data.list.find((r: { memberId: number }) => r.memberId === free[0].id);
    expect(first).toMatchObject({
      username: free[0].username,
      stakeCap: 50_000,
      enabled: 1,
      createdBy: 'admin',
      expiresAt,
      expired: false,
      franchiseeId,
    });
    expect(first.franchiseeName).toMatch(/\S/);
    const filtered = await post('/chance-restricted-account/list', admin, { franchiseeId, enabled: 0 });
    expect(filtered.body.data.list.map((r: { memberId: number }) => r.memberId)).toEqual([free[1].id]);

    const log = await logOf('lottery.restricted.add');
    expect(
      log
        .slice(0, 2)
        .map((l) => l.target_id)
        .sort(),
    ).toEqual([String(free[0].id), String(free[1].id)].sort());
    expect(JSON.parse(log[1].after_json as string)).toMatchObject({
      username: free[0].username,
      restriction: 'stake_cap',
      stakeCap: 50_000,
    });
  });

  it('refuses a fourth enabled account and an eleventh row, in English and Chinese, writing nothing', async () => {
    for (const m of free.slice(2, 4)) expect((await add(m, true)).body.code).toBe(200); // three enabled now
    const fourth = await add(free[4], true);
    expect(fourth.body.code).toBe('A0400');
    expect(fourth.body.msg).toBe('At most 3 restricted accounts may be enabled at once');
    const fourthZh = await post(
      '/chance-restricted-account/add',
      admin,
      { memberId: free[4].id, restriction: 'betting_suspended', enabled: true, reason: 'x' },
      1,
    );
    expect(fourthZh.body.msg).toBe('最多同时启用 3 个小黑屋账户');
    expect(await rowsOf()).toHaveLength(4);

    for (const m of free.slice(4, 10)) expect((await add(m, false)).body.code).toBe(200);
    expect(await rowsOf()).toHaveLength(10);
    const eleventh = await add(free[10], false);
    expect(eleventh.body).toMatchObject({ code: 'A0400', msg: 'At most 10 restricted accounts per franchisee' });
    const eleventhZh = await post(
      '/chance-restricted-account/add',
      admin,
      { memberId: free[10].id, restriction: 'betting_suspended', enabled: false, reason: 'x' },
      1,
    );
    expect(eleventhZh.body.msg).toBe('每个加盟商最多 10 个小黑屋账户');
    expect(await rowsOf()).toHaveLength(10);

    const summary = await post('/chance-restricted-account/summary', admin);
    expect(summary.body.data).toMatchObject({ maxTotal: 10, maxEnabled: 3 });
    expect(summary.body.data.franchisees.find((f: { franchiseeId: number }) => f.franchiseeId === franchiseeId)).toMatchObject({
      total: 10,
      enabled: 3,
    });
  });

  it('enables only within the limit, disables, and logs enable and disable with before and after', async () => {
    const rows = await rowsOf();
    const off = rows.find((r) => r.enabled === 0)!;
    const on = rows.find((r) => r.enabled === 1)!;
    const refused = await post('/chance-restricted-account/setEnabled', admin, { id: off.id, enabled: true });
    expect(refused.body).toMatchObject({ code: 'A0400', msg: 'At most 3 restricted accounts may be enabled at once' });
    expect((await rowsOf()).find((r) => r.id === off.id)?.enabled).toBe(0);

    expect((await post('/chance-restricted-account/setEnabled', admin, { id: on.id, enabled: false })).body).toMatchObject({
      code: 200,
      data: { enabled: 0 },
    });
    expect((await post('/chance-restricted-account/setEnabled', admin, { id: off.id, enabled: true })).body).toMatchObject({
      code: 200,
      data: { enabled: 1 },
    });
    const after = await rowsOf();
    expect(after.filter((r) => r.enabled === 1)).toHaveLength(3);
    expect(after.find((r) => r.id === on.id)?.enabled).toBe(0);

    const [disabled] = await logOf('lottery.restricted.disable');
    expect(disabled).toMatchObject({ target_type: 'member', target_id: String(on.member_id) });
    expect(JSON.parse(disabled.before_json as string)).toMatchObject({ enabled: 1 });
    expect(JSON.parse(disabled.after_json as string)).toMatchObject({ enabled: 0 });
    const [enabled] = await logOf('lottery.restricted.enable');
    expect(enabled).toMatchObject({ target_id: String(off.member_id) });
  });

  it('removes a row (freeing a slot) and logs what was removed', async () => {
    const victim = (await rowsOf())[0];
    expect((await post('/chance-restricted-account/remove', admin, { id: victim.id })).body).toMatchObject({
      code: 200,
      data: { id: victim.id },
    });
    expect(await rowsOf()).toHaveLength(9);
    const [removed] = await logOf('lottery.restricted.remove');
    expect(JSON.parse(removed.before_json as string)).toMatchObject({ memberId: victim.member_id, reason: victim.reason });
    expect((await post('/chance-restricted-account/remove', admin, { id: victim.id })).body.code).toBe('A0404');
    expect((await add(free[10], false)).body.code).toBe(200);
    expect(await rowsOf()).toHaveLength(10);
  });

  it('answers bad input with an envelope error and writes nothing', async () => {
    const other = await server.db
      .selectFrom('member')
      .select(['id', 'username', 'franchisee_id'])
      .where('franchisee_id', '<>', franchiseeId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('restricted_account').select('restricted_account.id').whereRef('restricted_account.member_id', '=', 'member.id'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await server.db.selectFrom('restricted_account').select('id').execute();
    const logBefore = (
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const base = { memberId: other.id, restriction: 'betting_suspended', enabled: false, reason: 'Review' };
    const cases: [Record<string, unknown>, RegExp | null][] = [
      [{ ...base, memberId: undefined }, /by id or by username/],
      [{ ...base, username: other.username }, /by id or by username/],
      [{ ...base, memberId: undefined, username: 'nobody-here' }, /nobody-here/],
      [{ ...base, memberId: 999_999_999 }, /999999999/],
      [{ ...base, reason: '   ' }, null],
      [{ ...base, restriction: 'ban_forever' }, null],
      [{ ...base, restriction: 'stake_cap' }, /stake cap/],
      [{ ...base, restriction: 'stake_cap', stakeCap: -5 }, null],
      [{ ...base, restriction: 'stake_cap', stakeCap: 12.5 }, null],
      [{ ...base, expiresAt: Date.now() - 1000 }, /future/],
      [{ ...base, enabled: 'maybe' }, null],
    ];
    for (const [body, msg] of cases) {
      const answer = await post('/chance-restricted-account/add', admin, body);
      expect([answer.body.code, body]).toEqual(['A0400', body]);
      if (msg) expect(answer.body.msg).toMatch(msg);
    }
    expect((await post('/chance-restricted-account/add', admin, { ...base, memberId: undefined }, 1)).body.msg).toBe(
      '请填写会员ID或会员账号（二选一）',
    );
    expect((await post('/chance-restricted-account/setEnabled', admin, { id: 'x', enabled: true })).body.code).toBe('A0400');
    expect((await post('/chance-restricted-account/setEnabled', admin, { id: 999_999, enabled: true })).body.code).toBe('A0404');
    expect((await post('/chance-restricted-account/remove', admin, {})).body.code).toBe('A0400');
    expect(await server.db.selectFrom('restricted_account').select('id').execute()).toEqual(before);
    expect(
      (
        await server.db
          .selectFrom('operation_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toEqual(logBefore);
  });

  it('lets only admins read or change the room', async () => {
    const row = (await rowsOf())[0];
    const calls: [string, unknown][] = [
      ['/chance-restricted-account/list', {}],
      ['/chance-restricted-account/summary', {}],
      ['/chance-restricted-account/add', { memberId: free[11].id, restriction: 'betting_suspended', enabled: false, reason: 'r' }],
      ['/chance-restricted-account/setEnabled', { id: row.id, enabled: false }],
      ['/chance-restricted-account/remove', { id: row.id }],
    ];
    for (const token of [franchiseeToken, agent, agent2]) {
      for (const [path, body] of calls) expect([path, (await post(path, token, body)).body.code]).toEqual([path, 'A0301']);
    }
    for (const [path, body] of calls) expect([path, (await server.call(path, { body })).body.code]).toEqual([path, 'A0230']);
    expect((await rowsOf()).find((r) => r.id === row.id)).toEqual(row);
    expect((await post('/chance-restricted-account/list', admin)).body.code).toBe(200);
  });

  it('keeps three enabled under concurrent adds', async () => {
    const fid = Number(
      (await server.db.selectFrom('franchisee').select('id').where('id', '<>', franchiseeId).orderBy('id').executeTakeFirstOrThrow()).id,
    );
    await server.db.deleteFrom('restricted_account').where('franchisee_id', '=', fid).execute();
    const members = await server.db.selectFrom('member').select('id').where('franchisee_id', '=', fid).orderBy('id').limit(8).execute();
    const answers = await Promise.all(members.map((m) => add(m, true)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'A0400').every((a) => /At most 3/.test(a.body.msg))).toBe(true);
    expect((await rowsOf(fid)).filter((r) => r.enabled === 1)).toHaveLength(3);
  });
});
