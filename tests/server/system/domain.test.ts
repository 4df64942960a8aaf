import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { codesFor, count, loginAll, type Tokens } from '../account/staff/fixture';

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const call = (path: string, body?: unknown, token = tokens.admin, language: 0 | 1 = 0) => server.call(path, { token, body, language });
const get = (path: string, token = tokens.admin) => server.call(path, { method: 'GET', token });
const domainRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('site_domain')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const agentLink = async (id: number) =>
  (await server.db.selectFrom('agent').select('promotion_link').where('id', '=', id).executeTakeFirstOrThrow()).promotion_link;
/** An agent with an invitation code and no domain. */
const freeAgent = async () =>
  server.db
    .selectFrom('agent')
    .select(['id', 'username', 'invite_code', 'promotion_link'])
    .where('invite_code', 'is not', null)
    .where('id', 'not in', server.db.selectFrom('site_domain').select('agent_id').where('agent_id', 'is not', null))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('domains', () => {
  it("lists the seeded domains with their bound agents' links and filters", async () => {
    const all = (await call('/chance-domain/list', { pageSize: 100 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(7);
    const bound = all.list.filter((d: { agentId: number | null }) => d.agentId !== null);
    expect(bound.length).toBe(2);
    for (const d of bound) expect(d.promotionLink).toContain(`https://${d.name}/register?invite=`);
    const apps = (await call('/chance-domain/list', { type: 'app' })).body.data.list;
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.every((d: { type: string }) => d.type === 'app')).toBe(true);
    expect((await call('/chance-domain/list', { status: 1 })).body.data.list.every((d: { status: number }) => d.status === 1)).toBe(true);
    expect((await call('/chance-domain/list', { name: 'LUCKY' })).body.data.list.map((d: { name: string }) => d.name)).toEqual([
      'lucky.chance.example',
    ]);
  });

  it('adds a promotion domain bound to an agent, renames it, unbinds it and the agent gets its link back', async () => {
    const agent = await freeAgent();
    const logs = await count(server, 'operation_log');
    const added = await call('/chance-domain/update', {
      name: ' Go.Chance.Example ',
      type: 'common',
      promotion: 1,
      display: 0,
      remark: 'campaign',
      agentId: agent.id,
    });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id as number;
    expect(await agentLink(agent.id)).toBe(`https://go.chance.example/register?invite=${agent.invite_code}`);

    // Disabling a bound domain or dropping its promotion flag is refused.
    expect((await get(`/chance-domain/status?id=${id}&status=1`)).body.msg).toContain('unbind');
    expect(
      (await call('/chance-domain/update', { id, name: 'go.chance.example', type: 'common', promotion: 0, display: 0, remark: '' })).body
        .code,
    ).toBe('A0400');

    expect(
      (await call('/chance-domain/update', { id, name: 'go2.chance.example', type: 'common', promotion: 1, display: 1, remark: 'renamed' }))
        .body.code,
    ).toBe(200);
    expect(await agentLink(agent.id)).toBe(`https://go2.chance.example/register?invite=${agent.invite_code}`);

    expect((await get(`/chance-domain/unbind/agent/domain?id=${id}`)).body.code).toBe(200);
    expect(await agentLink(agent.id)).toBe(agent.promotion_link);
    expect((await get(`/chance-domain/unbind/agent/domain?id=${id}`)).body.msg).toContain('not bound');

    expect((await get(`/chance-domain/status?id=${id}&status=1`)).body.code).toBe(200);
    const row = (await call('/chance-domain/list', { name: 'go2.chance' })).body.data.list[0];
    expect(row).toMatchObject({ id, name: 'go2.chance.example', status: 1, promotion: 1, display: 1, agentId: null, remark: 'renamed' });
    expect(await count(server, 'operation_log')).toBe(logs + 4);
    const entry = await server.db
      .selectFrom('operation_log')
      .select(['action', 'before_json', 'after_json'])
      .where('action', '=', 'domain.save')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json as string)).toMatchObject({ name: 'go.chance.example', display: 0 });
    expect(JSON.parse(entry.after_json as string)).toMatchObject({ name: 'go2.chance.example', display: 1 });
  });

  it('refuses a second domain for an agent that already has one', async () => {
    const bound = await server.db
      .selectFrom('site_domain')
      .select(['agent_id'])
      .where('agent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const answer = await call('/chance-domain/update', {
      name: 'third.chance.example',
      type: 'common',
      promotion: 1,
      display: 0,
      remark: '',
      agentId: bound.agent_id,
    });
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain('already has the domain');
    expect((await call('/chance-domain/list', { name: 'third.chance' })).body.data.total).toBe(0);
  });

  it.each([
    [{ name: 'not a domain', type: 'common', promotion: 0, display: 0 }, 'name'],
    [{ name: 'ok.chance.example', type: 'desktop', promotion: 0, display: 0 }, 'type'],
    [{ name: 'ok.chance.example', type: 'common', promotion: 2, display: 0 }, 'promotion'],
    [{ name: 'www.chance.example', type: 'common', promotion: 0, display: 0 }, 'already exists'],
    [{ name: 'ok.chance.example', type: 'common', promotion: 0, display: 0, agentId: 1 }, 'promotion domain'],
    [{ name: 'ok.chance.example', type: 'common', promotion: 1, display: 0, agentId: 999_999 }, '999999'],
    [{ id: 999_999, name: 'ok.chance.example', type: 'common', promotion: 0, display: 0 }, 'Not found'],
  ])('update refuses %j (message names %s) and changes nothing', async (body, named) => {
    const [rows, logs] = [await domainRows(), await count(server, 'operation_log')];
    const answer = await call('/chance-domain/update', body);
    expect(answer.body.code).not.toBe(200);
    expect(answer.body.msg).toContain(named);
    expect([await domainRows(), await count(server, 'operation_log')]).toEqual([rows, logs]);
  });

  it('refuses bad status input', async () => {
    expect((await get('/chance-domain/status?id=1&status=7')).body.code).toBe('A0400');
    expect((await get('/chance-domain/status?status=1')).body.code).toBe('A0400');
    expect((await get('/chance-domain/unbind/agent/domain?id=abc')).body.code).toBe('A0400');
  });

  it('answers in Chinese when asked', async () => {
    const answer = await call(
      '/chance-domain/update',
      { name: 'www.chance.example', type: 'common', promotion: 0, display: 0 },
      tokens.admin,
      1,
    );
    expect(answer.body.msg).toBe('域名 www.chance.example 已存在');
  });

  it.each([
    ['/chance-domain/list', {}],
    ['/chance-domain/update', { name: 'role.chance.example', type: 'app', promotion: 0, display: 0 }],
  ])('%s is for administrators only', async (path, body) => {
    const codes = await codesFor(server, tokens, path, body);
    expect(codes).toMatchObject({ franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' });
    expect(codes.admin).not.toBe('A0301');
  });

  it.each(['/chance-domain/status?id=1&status=0', '/chance-domain/unbind/agent/domain?id=1'])(
    'GET %s is for administrators only',
    async (path) => {
      for (const who of ['franchisee', 'agent', 'agent2'] as const) expect((await get(path, tokens[who])).body.code).toBe('A0301');
      expect((await get(path, tokens.expired)).body.code).toBe('A0230');
      expect((await server.call(path, { method: 'GET' })).body.code).toBe('A0230');
    },
  );
});
