import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const user of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[user] = await server.login(user);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const subtreeIds = async (username: string) => {
  const root = await server.db.selectFrom('agent').select('path').where('username', '=', username).executeTakeFirstOrThrow();
  const rows = await server.db.selectFrom('agent').select('id').where('path', 'like', `${root.path}%`).orderBy('id').execute();
  return rows.map((r) => r.id);
};

describe('POST /station/api/query/station/list', () => {
  const list = (token: string, body: Record<string, unknown> = {}) => server.call('/station/api/query/station/list', { token, body });

  it('gives the admin every station with its franchisee, 30 a page by default', async () => {
    const answer = await list(tokens.admin, { pageIndex: 1 });
    const stations = await server.db.selectFrom('station').selectAll().orderBy('id').execute();
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.total).toBe(stations.length);
    expect(answer.body.data.list.map((s: { id: number }) => s.id)).toEqual(stations.map((s) => s.id));
    const first = stations[0];
    const franchisee = await server.db
      .selectFrom('franchisee')
      .select('name')
      .where('id', '=', first.franchisee_id)
      .executeTakeFirstOrThrow();
    expect(answer.body.data.list[0]).toEqual({
      id: first.id,
      code: first.code,
      name: first.name,
      franchiseeId: first.franchisee_id,
      franchiseeName: franchisee.name,
      amount: first.amount,
      status: first.status,
      createTime: first.created_at,
    });
  });

  it('pages, sorts and filters by name (case-insensitive, wildcards literal)', async () => {
    const page = await list(tokens.admin, { pageIndex: 2, pageSize: 1, sortField: 'amount', sortOrder: 'DESC' });
    const byAmount = await server.db.selectFrom('station').select('id').orderBy('amount', 'desc').orderBy('id').execute();
    expect(page.body.data.list.map((s: { id: number }) => s.id)).toEqual([byAmount[1].id]);
    expect(page.body.data.total).toBe(byAmount.length);
    const named = await list(tokens.admin, { name: 'ANDHERI' });
    expect(named.body.data.list.map((s: { name: string }) => s.name)).toEqual(['Mumbai Andheri']);
    expect((await list(tokens.admin, { name: '%' })).body.data.total).toBe(0);
    expect((await list(tokens.admin, { name: '' })).body.data.total).toBe(byAmount.length);
  });

  it('shows a franchisee only its own stations', async () => {
    const answer = await list(tokens.franchisee);
    const own = await server.db.selectFrom('station').select('id').where('franchisee_id', '=', 1).orderBy('id').execute();
    expect(answer.body.data.list.map((s: { id: number }) => s.id)).toEqual(own.map((s) => s.id));
    expect(answer.body.data.total).toBe(own.length);
    expect(own.length).toBeLessThan((await list(tokens.admin)).body.data.total);
  });

  it("shows an agent only its own agent's station", async () => {
    const answer = await list(tokens.agent);
    const agent = await server.db.selectFrom('agent').select('station_id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    expect(answer.body.data).toMatchObject({ total: 1, list: [{ id: agent.station_id }] });
  });

  it.each([{ pageSize: 101 }, { pageSize: 0 }, { pageIndex: 0 }, { pageIndex: 'x' }, { sortField: 'password' }, { sortOrder: 'sideways' }])(
    'refuses %j with A0400',
    async (body) => {
      const answer = await list(tokens.admin, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toContain(Object.keys(body)[0]);
    },
  );
});

describe('POST /chance_offline_agent/selectList', () => {
  const select = (token: string, body: Record<string, unknown> = {}) => server.call('/chance_offline_agent/selectList', { token, body });

  it('lists id and username, 20 a page by default, sorted by username', async () => {
    const answer = await select(tokens.admin);
    const all = await server.db.selectFrom('agent').select(['id', 'username']).execute();
    expect(answer.body.data.total).toBe(all.length);
    expect(answer.body.data.list).toHaveLength(Math.min(20, all.length));
    const expected = [...all].sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : a.id - b.id)).slice(0, 20);
    expect(answer.body.data.list).toEqual(expected);
  });

  it('filters by keyword and station', async () => {
    const answer = await select(tokens.admin, { usernameKeyword: 'AGENT', pageSize: 100 });
    expect(answer.body.data.list.map((a: { username: string }) => a.username).sort()).toEqual(['agent', 'agent2']);
    const station2 = await select(tokens.admin, { stationId: 2, pageSize: 100 });
    const rows = await server.db.selectFrom('agent').select('id').where('station_id', '=', 2).execute();
    expect(station2.body.data.total).toBe(rows.length);
    expect(station2.body.data.list.map((a: { id: number }) => a.id).sort((a: number, b: number) => a - b)).toEqual(
      rows.map((r) => r.id).sort((a, b) => a - b),
    );
    expect((await select(tokens.admin, { stationId: '2' })).body.data.total).toBe(rows.length);
  });

  it('shows an agent only itself and its downline, whatever it asks for', async () => {
    for (const user of ['agent', 'agent2']) {
      const expected = await subtreeIds(user);
      const answer = await select(tokens[user], { pageSize: 100 });
      expect(answer.body.data.list.map((a: { id: number }) => a.id).sort((a: number, b: number) => a - b)).toEqual(expected);
      expect(answer.body.data.total).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(1);
      const otherStation = await select(tokens[user], { stationId: 2 });
      expect(otherStation.body.data.total).toBe(0);
    }
    const agentIds = await subtreeIds('agent');
    const agent2Ids = await subtreeIds('agent2');
    expect(agentIds.filter((id) => agent2Ids.includes(id))).toEqual([]);
  });

  it("shows a franchisee only its own franchisee's agents", async () => {
    const answer = await select(tokens.franchisee, { pageSize: 100 });
    const own = await server.db.selectFrom('agent').select('id').where('franchisee_id', '=', 1).execute();
    expect(answer.body.data.total).toBe(own.length);
  });

  it("answers the agents of given ids on one page (a picker's current value), still within the caller's scope", async () => {
    const all = await server.db.selectFrom('agent').select(['id', 'username']).orderBy('id').execute();
    const wanted = all.slice(-3);
    const answer = await select(tokens.admin, { ids: wanted.map((a) => a.id) });
    expect([...answer.body.data.list].sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(wanted);
    expect(answer.body.data.total).toBe(3);
    const many = all.slice(0, 25).map((a) => a.id);
    expect((await select(tokens.admin, { ids: many })).body.data.list).toHaveLength(many.length);
    const own = await subtreeIds('agent');
    const outside = all.map((a) => a.id).filter((id) => !own.includes(id));
    const scoped = await select(tokens.agent, { ids: [own[0], outside[0]] });
    expect(scoped.body.data.list.map((a: { id: number }) => a.id)).toEqual([own[0]]);
  });

  it.each([{ pageSize: 500 }, { stationId: 'abc' }, { stationId: -3 }, { ids: [] }, { ids: ['x'] }])(
    'refuses %j with A0400',
    async (body) => {
      expect((await select(tokens.admin, body)).body.code).toBe('A0400');
    },
  );
});
