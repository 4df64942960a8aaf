import { randomUUID } from 'node:crypto';
import { controllersOf } from '../../../server/auth/independence';
import { sha256, SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Finding 1: maker-checker compared staff ids only, so a franchisee (or an admin) created a second
 * account, signed in as it and approved its own ₹10,000 manual credit. Now the checker must be
 * independent of the maker (not an account the maker created, directly or through accounts it
 * created, nor one whose role or password the maker last set), and creating / re-roling /
 * resetting an account with approval rights is itself a request another admin approves.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  for (const name of ['admin', 'franchisee'] as const) tokens[name] = await server.login(name);
  tokens.checker = await server.login('checker', 'checker123');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const money = (path: string, token: string, body: unknown) =>
  server.call(path, { token, body, headers: { 'Idempotency-Key': randomUUID() } });
const staffId = async (username: string) =>
  (await server.db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** Makes a twin through the staff screen's add call; it becomes a request that `approver` approves. */
async function twin(maker: string, username: string, links: Record<string, unknown>, approver: string) {
  const submitted = await server.call('/chance-staion-user/add', {
    token: tokens[maker],
    body: { username, password: sha256('twin-pass-1'), ipWhitelist: '', language: 0, ...links },
  });
  expect(submitted.body.code).toBe(200);
  expect(submitted.body.msg).toMatch(
    /^This account holds approval rights, so the change was submitted as request R\d{8}[0-9A-F]{10}; another independent administrator must approve it$/,
  );
  expect(submitted.body.data).toMatchObject({ id: null, status: 'pending_approval' });
  expect(await server.db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
  // The maker cannot approve its own staff request.
  const own = await server.call('/chance-staion-user/request/approve', {
    token: tokens[maker],
    body: { id: submitted.body.data.requestId },
  });
  expect(['A0400', 'A0301']).toContain(own.body.code);
  const approved = await server.call('/chance-staion-user/request/approve', {
    token: tokens[approver],
    body: { id: submitted.body.data.requestId },
  });
  expect([approved.body.msg, approved.body.data]).toMatchObject([expect.any(String), { status: 'applied', kind: 'staff.add' }]);
  tokens[username] = await server.login(username, 'twin-pass-1');
  return approved.body.data.targetId as number;
}

async function memberOf(franchiseeUsername: string) {
  const fr = await server.db
    .selectFrom('staff_user')
    .select('franchisee_id')
    .where('username', '=', franchiseeUsername)
    .executeTakeFirstOrThrow();
  return (
    await server.db
      .selectFrom('member')
      .select('username')
      .where('franchisee_id', '=', fr.franchisee_id as number)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).username;
}

it('a franchisee cannot approve its own ₹10,000 credit through a twin franchisee account', async () => {
  const frStaff = await server.db
    .selectFrom('staff_user')
    .select(['franchisee_id', 'role_id'])
    .where('username', '=', 'franchisee')
    .executeTakeFirstOrThrow();
  const twinId = await twin('franchisee', 'frtwin', { type: 1, roleId: frStaff.role_id, franchiseeId: frStaff.franchisee_id }, 'admin');
  expect([...(await controllersOf(server.db, twinId))]).toContain(await staffId('franchisee'));

  const credit = await money('/chance-manual/deposit', tokens.franchisee, {
    username: await memberOf('franchisee'),
    amount: 1_000_000,
    reasonType: 'bonus',
  });
  expect(credit.body.code).toBe(200);
  const logs = (await server.db.selectFrom('ledger_journal').select('id').execute()).length;
  const attack = await money('/chance-manual/approve', tokens.frtwin, { id: credit.body.data.id });
  expect(attack.status).toBe(400);
  expect(attack.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining('independent of its maker') });
  expect(
    (await server.db.selectFrom('manual_batch').select('status').where('id', '=', credit.body.data.id).executeTakeFirstOrThrow()).status,
  ).toBe('pending_approval');
  expect((await server.db.selectFrom('ledger_journal').select('id').execute()).length).toBe(logs);
  // An independent checker still can.
  expect((await money('/chance-manual/approve', tokens.admin, { id: credit.body.data.id })).body.data.status).toBe('applied');
});

it('an admin cannot approve its own credit through an admin it has just created, nor through one created by that one', async () => {
  const twinId = await twin('admin', 'admtwin', { type: 0, roleId: 1 }, 'checker');
  const credit = await money('/chance-manual/deposit', tokens.admin, {
    username: await memberOf('franchisee'),
    amount: 1_000_000,
    reasonType: 'bonus',
  });
  const attack = await money('/chance-manual/approve', tokens.admtwin, { id: credit.body.data.id });
  expect(attack.body.code).toBe('A0400');
  expect(attack.body.msg).toContain('independent');
  // A grandchild: the twin creates another admin (approved by checker); still the admin's.
  await twin('admtwin', 'admtwin2', { type: 0, roleId: 1 }, 'checker');
  expect((await money('/chance-manual/approve', tokens.admtwin2, { id: credit.body.data.id })).body.code).toBe('A0400');
  expect((await controllersOf(server.db, await staffId('admtwin2'))).has(twinId)).toBe(true);
  expect((await money('/chance-manual/approve', tokens.checker, { id: credit.body.data.id })).body.data.status).toBe('applied');
});

it("an admin who reset another admin's password (through a request) is no longer independent of it", async () => {
  const checker = await staffId('checker');
  const reset = await server.call('/chance-staion-user/resetPassword', {
    token: tokens.admin,
    body: { id: checker, password: sha256('checker123') },
    language: 1,
  });
  expect(reset.body.msg).toMatch(/^该账号拥有审核权限，此变更已提交为申请 R/);
  const approved = await server.call('/chance-staion-user/request/approve', {
    token: tokens.admtwin,
    body: { id: reset.body.data.requestId },
  });
  // The admin's twin is not independent of the admin either.
  expect(approved.body.code).toBe('A0400');
  const byFinance = await server.call('/chance-staion-user/request/approve', {
    token: tokens.checker,
    body: { id: reset.body.data.requestId },
  });
  expect(byFinance.body.code).toBe(200);
  const row = await server.db.selectFrom('staff_user').select('password_set_by').where('id', '=', checker).executeTakeFirstOrThrow();
  expect(row.password_set_by).toBe(await staffId('admin'));
  tokens.checker = await server.login('checker', 'checker123');
  const credit = await money('/chance-manual/deposit', tokens.admin, {
    username: await memberOf('franchisee'),
    amount: 500,
    reasonType: 'bonus',
  });
  expect((await money('/chance-manual/approve', tokens.checker, { id: credit.body.data.id })).body.code).toBe('A0400');
});

it('accounts without approval rights are still created at once', async () => {
  const agent = await server.db
    .selectFrom('staff_user')
    .select(['agent_id', 'role_id'])
    .where('username', '=', 'agent')
    .executeTakeFirstOrThrow();
  const answer = await server.call('/chance-staion-user/add', {
    token: tokens.admin,
    body: {
      username: 'plainagent',
      password: sha256('x1234567'),
      type: 2,
      roleId: agent.role_id,
      agentId: agent.agent_id,
      ipWhitelist: '',
      language: 0,
    },
  });
  expect(answer.body).toMatchObject({ code: 200, msg: 'success', data: { id: expect.any(Number) } });
  const row = await server.db
    .selectFrom('staff_user')
    .select(['created_by', 'role_set_by', 'password_set_by'])
    .where('username', '=', 'plainagent')
    .executeTakeFirstOrThrow();
  const admin = await staffId('admin');
  expect(row).toEqual({ created_by: admin, role_set_by: admin, password_set_by: admin });
});
