import { hashToken } from '../../../../server/auth/session';
import { SETUP_TIMEOUT, sha256, startServer, type TestServer } from '../../helpers/server';

/*
 * Agent applications: listing with filters and scope, approving (creates the agent under the
 * applied parent with a working login, the top-bar counter drops) and rejecting with a reason.
 */
let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;

const NOW = Date.now();

async function addApplication(username: string, stationId: number, parentAgentId: number | null, agentType = 'offline') {
  const row = await server.db
    .insertInto('agent_apply_record')
    .values({
      username,
      phone: '9876543210',
      station_id: stationId,
      parent_agent_id: parentAgentId,
      status: 0,
      created_at: NOW,
      agent_type: agentType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const count = async (table: 'agent' | 'staff_user' | 'operation_log') =>
  (
    await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('POST /chance_agent_apply_record/list', () => {
  it('lists pending applications with filters, newest first', async () => {
    const id = await addApplication('listme01', 1, null);
    const answer = await server.call('/chance_agent_apply_record/list', {
      token: admin,
      body: { status: 0, usernameKeyword: 'LISTME', pageIndex: 1, pageSize: 10 },
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.list[0]).toMatchObject({ id, username: 'listme01', status: 0, agentType: 'offline', stationId: 1 });
    const all = await server.call('/chance_agent_apply_record/list', { token: admin, body: { pageSize: 100 } });
    const times = all.body.data.list.map((r: { createdAt: number }) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a franchisee only its own stations', async () => {
    await addApplication('otherfr01', 2, null);
    const mine = await server.call('/chance_agent_apply_record/list', { token: franchisee, body: { pageSize: 100 } });
    expect(mine.body.code).toBe(200);
    const stations = new Set(mine.body.data.list.map((r: { stationId: number }) => r.stationId));
    expect([...stations]).toEqual([1]);
    const admins = await server.call('/chance_agent_apply_record/list', { token: admin, body: { usernameKeyword: 'otherfr01' } });
    expect(admins.body.data.total).toBe(1);
  });

  it('refuses agents, anonymous callers, expired tokens and bad filters', async () => {
    expect((await server.call('/chance_agent_apply_record/list', { token: agent, body: {} })).body.code).toBe('A0301');
    expect((await server.call('/chance_agent_apply_record/list', { body: {} })).body.code).toBe('A0230');
    const stale = await server.login('franchisee');
    await server.db
      .updateTable('session')
      .set({ expires_at: NOW - 1 })
      .where('token_hash', '=', hashToken(stale))
      .execute();
    expect((await server.call('/chance_agent_apply_record/list', { token: stale, body: {} })).body.code).toBe('A0230');
    const bad = await server.call('/chance_agent_apply_record/list', { token: admin, body: { status: 7 }, language: 1 });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('status');
  });
});

describe('POST /chance_agent_apply_record/lock', () => {
  it('approves: the agent exists under the applied parent, can log in, and the counter drops by one', async () => {
    const parent = await server.db
      .selectFrom('agent')
      .select(['id', 'level', 'path'])
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    const id = await addApplication('newagent01', 1, parent.id);
    const before = (await server.call('/chance_home_page/auditReminder', { token: admin, body: {} })).body.data.agentApplication;

    const answer = await server.call('/chance_agent_apply_record/lock', {
      token: admin,
      body: { id, status: 1, password: sha256('secret123') },
    });
    expect(answer.body.code).toBe(200);
    const created = await server.db.selectFrom('agent').selectAll().where('username', '=', 'newagent01').executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      parent_id: parent.id,
      level: parent.level + 1,
      path: `${parent.path}${created.id}/`,
      agent_type: 'offline',
      station_id: 1,
    });
    expect(created.invite_code).toMatch(/^A[0-9A-Z]{5}$/);
    const after = (await server.call('/chance_home_page/auditReminder', { token: admin, body: {} })).body.data.agentApplication;
    expect(after).toBe(before - 1);

    const login = await server.login('newagent01', 'secret123');
    const me = await server.call('/chance_login/getCurrentUser', { method: 'GET', token: login });
    expect(me.body.code).toBe(200);
    // The new agent is in the parent's downline, so the parent agent now sees it.
    const seen = await server.call('/chance_offline_agent/agentList', { token: agent, body: { usernameKeyword: 'newagent01' } });
    expect(seen.body.data.total).toBe(1);

    const log = await server.db
      .selectFrom('operation_log')
      .select(['action', 'target_id'])
      .where('action', 'in', ['agent_application.review', 'agent.create'])
      .execute();
    expect(log).toEqual(
      expect.arrayContaining([
        { action: 'agent_application.review', target_id: String(id) },
        { action: 'agent.create', target_id: String(created.id) },
      ]),
    );

    const again = await server.call('/chance_agent_apply_record/lock', {
      token: admin,
      body: { id, status: 1, password: sha256('secret123') },
    });
    expect(again.body.code).toBe('A0400');
  });

  it('refuses a parent at the deepest level with a clear message, and accepts another parent chosen by the reviewer', async () => {
    const deepest = await server.db
      .selectFrom('agent')
      .select(['id', 'station_id'])
      .where('level', '=', 3)
      .where('station_id', '=', 1)
      .executeTakeFirstOrThrow();
    const top = await server.db
      .selectFrom('agent')
      .select('id')
      .where('level', '=', 1)
      .where('station_id', '=', 1)
      .executeTakeFirstOrThrow();
    const id = await addApplication('deepchild01', 1, deepest.id);
    const before = await count('agent');
    const refused = await server.call('/chance_agent_apply_record/lock', {
      token: admin,
      body: { id, status: 1, password: sha256('secret123') },
      language: 0,
    });
    expect(refused.body).toMatchObject({
      code: 'A0400',
      msg: 'Agents go at most 3 levels deep and this parent is at level 3; choose another parent agent',
    });
    expect(await count('agent')).toBe(before);
    const moved = await server.call('/chance_agent_apply_record/lock', {
      token: admin,
      body: { id, status: 1, password: sha256('secret123'), parentAgentId: top.id },
    });
    expect(moved.body.code).toBe(200);
    const created = await server.db
      .selectFrom('agent')
      .select(['parent_id', 'level'])
      .where('username', '=', 'deepchild01')
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ parent_id: top.id, level: 2 });
  });

  it('rejects with a reason, and refuses a rejection without one writing nothing', async () => {
    const id = await addApplication('rejectme01', 1, null);
    const counts = [await count('agent'), await count('operation_log')];
    const noReason = await server.call('/chance_agent_apply_record/lock', {
      token: admin,
      body: { id, status: 2, note: '  ' },
      language: 0,
    });
    expect(noReason.body.code).toBe('A0400');
    expect(noReason.body.msg).toContain('note');
    const noPassword = await server.call('/chance_agent_apply_record/lock', { token: admin, body: { id, status: 1 }, language: 1 });
    expect(noPassword.body.code).toBe('A0400');
    expect(noPassword.body.msg).toContain('password');
    expect([await count('agent'), await count('operation_log')]).toEqual(counts);
    const still = await server.db.selectFrom('agent_apply_record').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(still.status).toBe(0);

    const ok = await server.call('/chance_agent_apply_record/lock', {
      token: franchisee,
      body: { id, status: 2, note: 'Region not served' },
    });
    expect(ok.body.code).toBe(200);
    const row = await server.db
      .selectFrom('agent_apply_record')
      .select(['status', 'review_note', 'reviewed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 2, review_note: 'Region not served' });
    expect(await count('agent')).toBe(counts[0]);
  });

  it('an approval whose username is taken writes nothing', async () => {
    const id = await addApplication('agent2', 1, null);
    const counts = [await count('agent'), await count('staff_user'), await count('operation_log')];
    const answer = await server.call('/chance_agent_apply_record/lock', {
      token: admin,
      body: { id, status: 1, password: sha256('secret123') },
    });
    expect(answer.body.code).toBe('A0400');
    expect([await count('agent'), await count('staff_user'), await count('operation_log')]).toEqual(counts);
  });

  it("a franchisee cannot review another franchisee's application, and agents cannot review at all", async () => {
    const id = await addApplication('foreign01', 2, null);
    const answer = await server.call('/chance_agent_apply_record/lock', { token: franchisee, body: { id, status: 2, note: 'x' } });
    expect(answer.body.code).toBe('A0404');
    expect((await server.call('/chance_agent_apply_record/lock', { token: agent, body: { id, status: 2, note: 'x' } })).body.code).toBe(
      'A0301',
    );
    expect((await server.call('/chance_agent_apply_record/lock', { body: { id, status: 2, note: 'x' } })).body.code).toBe('A0230');
    const row = await server.db.selectFrom('agent_apply_record').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
  });
});
