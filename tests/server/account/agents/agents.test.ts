import { hashToken } from '../../../../server/auth/session';
import { SETUP_TIMEOUT, sha256, startServer, type TestServer } from '../../helpers/server';

/*
 * Offline and online agents, quota, downline lists and the authorization matrix: admin and
 * franchisee manage agents of their scope; agents only read their own downline, and naming an
 * agent or member of another line (agent2's) answers "not found".
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let agentId: number;
let agent2Id: number;

const idem = () => ({ 'Idempotency-Key': `k-${Math.random().toString(36).slice(2)}` });
const count = async (table: 'agent' | 'staff_user' | 'operation_log' | 'agent_quota_record') =>
  (
    await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

async function insertOffline(token: string, username: string, extra: Record<string, unknown> = {}) {
  return server.call('/chance_offline_agent/insert', { token, body: { username, password: sha256('pass1234'), stationId: 1, ...extra } });
}

beforeAll(async () => {
  server = await startServer();
  for (const user of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[user] = await server.login(user);
  tokens.expired = await server.login('admin');
  await server.db.updateTable('session').set({ expires_at: 1 }).where('token_hash', '=', hashToken(tokens.expired)).execute();
  const ids = await server.db.selectFrom('agent').select(['id', 'username']).where('username', 'in', ['agent', 'agent2']).execute();
  agentId = ids.find((a) => a.username === 'agent')!.id;
  agent2Id = ids.find((a) => a.username === 'agent2')!.id;
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('offline agents', () => {
  it('insert, list, updateData, lock (login refused), resetPassword and delete', async () => {
    const created = await insertOffline(tokens.admin, 'off_one', { phone: '9123456789', rebateBps: 150 });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      username: 'off_one',
      agentType: 'offline',
      level: 1,
      stationId: 1,
      rebateBps: 150,
      memberCount: 0,
    });

    const list = await server.call('/chance_offline_agent/list', { token: tokens.franchisee, body: { usernameKeyword: 'off_' } });
    expect(list.body.data.list.map((a: { id: number }) => a.id)).toContain(id);
    // Online agents are not in the offline list.
    const online = await server.call('/chance_online_agent/list', { token: tokens.admin, body: { usernameKeyword: 'off_one' } });
    expect(online.body.data.total).toBe(0);

    const updated = await server.call('/chance_offline_agent/updateData', {
      token: tokens.admin,
      body: { id, promotionLink: 'https://play.example.in/r/off_one', remark: 'cash shop' },
    });
    expect(updated.body.data).toMatchObject({
      promotionLink: 'https://play.example.in/r/off_one',
      remark: 'cash shop',
      phone: '9123456789',
    });

    const login = await server.login('off_one', 'pass1234');
    expect((await server.call('/chance_offline_agent/lock', { token: tokens.admin, body: { id, status: 1 } })).body.code).toBe(200);
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token: login })).body.code).toBe('A0230');
    await expect(server.login('off_one', 'pass1234')).rejects.toThrow(/A0212/);
    expect((await server.call('/chance_offline_agent/lock', { token: tokens.admin, body: { id, status: 0 } })).body.code).toBe(200);

    expect(
      (await server.call('/chance_offline_agent/resetPassword', { token: tokens.admin, body: { id, password: sha256('newpass9') } })).body
        .code,
    ).toBe(200);
    await expect(server.login('off_one', 'pass1234')).rejects.toThrow(/A0210/);
    await server.login('off_one', 'newpass9');

    expect((await server.call('/chance_offline_agent/delete', { token: tokens.admin, body: { id } })).body.code).toBe(200);
    await expect(server.login('off_one', 'newpass9')).rejects.toThrow(/A0210/);
    // The name is free again.
    expect((await insertOffline(tokens.admin, 'off_one')).body.code).toBe(200);
    expect((await server.call('/chance_offline_agent/getByOnlineAgentId', { token: tokens.admin, body: { id } })).body.code).toBe('A0404');
  });

  it('sub-agents inherit the parent station; delete is refused while members or sub-agents exist', async () => {
    const parent = (await insertOffline(tokens.admin, 'off_parent')).body.data;
    const child = await server.call('/chance_offline_agent/insert', {
      token: tokens.admin,
      body: { username: 'off_child', password: sha256('pass1234'), parentId: parent.id },
    });
    expect(child.body.data).toMatchObject({ parentId: parent.id, level: 2, stationId: parent.stationId });
    const refused = await server.call('/chance_offline_agent/delete', { token: tokens.admin, body: { id: parent.id }, language: 0 });
    expect(refused.body).toMatchObject({
      code: 'A0400',
      msg: 'Agent off_parent still has 0 members and 1 sub-agents; move or delete them first',
    });
    const zh = await server.call('/chance_offline_agent/delete', { token: tokens.admin, body: { id: parent.id }, language: 1 });
    expect(zh.body.msg).toContain('下级代理');

    // A seeded agent with members (and order history) is refused too.
    const busy = await server.db.selectFrom('member').select('agent_id').where('agent_id', 'is not', null).executeTakeFirstOrThrow();
    await server.db
      .updateTable('agent')
      .set({ agent_type: 'offline' })
      .where('id', '=', busy.agent_id as number)
      .execute();
    expect((await server.call('/chance_offline_agent/delete', { token: tokens.admin, body: { id: busy.agent_id } })).body.code).toBe(
      'A0400',
    );
    await server.db
      .updateTable('agent')
      .set({ agent_type: 'online' })
      .where('id', '=', busy.agent_id as number)
      .execute();
  });

  it('bad input is refused naming the field, and nothing is written', async () => {
    const before = [await count('agent'), await count('staff_user'), await count('operation_log')];
    const cases = [
      [{ username: 'ab', password: sha256('x12'), stationId: 1 }, 'username'],
      [{ username: 'bad name!', password: sha256('x12'), stationId: 1 }, 'username'],
      [{ username: 'okname', password: 'plain', stationId: 1 }, 'password'],
      [{ username: 'okname', password: sha256('x12') }, 'stationId'],
      [{ username: 'okname', password: sha256('x12'), stationId: 1, phone: '12345' }, 'phone'],
      [{ username: 'okname', password: sha256('x12'), stationId: 1, promotionLink: 'not a url' }, 'promotionLink'],
      [{ username: 'agent', password: sha256('x12'), stationId: 1 }, 'agent'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await server.call('/chance_offline_agent/insert', { token: tokens.admin, body, language: 0 });
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toContain(field);
    }
    expect([await count('agent'), await count('staff_user'), await count('operation_log')]).toEqual(before);
  });

  it("a franchisee cannot create under or touch another franchisee's agents", async () => {
    const foreign = (await insertOffline(tokens.admin, 'off_foreign', { stationId: 2 })).body.data;
    expect((await insertOffline(tokens.franchisee, 'off_mine2', { stationId: 2 })).body.code).toBe('A0404');
    for (const path of ['lock', 'delete', 'getByOnlineAgentId']) {
      const answer = await server.call(`/chance_offline_agent/${path}`, { token: tokens.franchisee, body: { id: foreign.id, status: 1 } });
      expect(answer.body.code).toBe('A0404');
    }
    const row = await server.db.selectFrom('agent').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
  });
});

describe('online agents', () => {
  it('insert, list, updateData and type checks against the offline calls', async () => {
    const created = await server.call('/chance_online_agent/insert', {
      token: tokens.admin,
      body: { username: 'on_one', password: sha256('pass1234'), stationId: 1 },
    });
    expect(created.body.data).toMatchObject({ agentType: 'online' });
    const id = created.body.data.id;
    const list = await server.call('/chance_online_agent/list', { token: tokens.admin, body: { usernameKeyword: 'on_one' } });
    expect(list.body.data.total).toBe(1);
    const wrongType = await server.call('/chance_offline_agent/lock', { token: tokens.admin, body: { id, status: 1 }, language: 0 });
    expect(wrongType.body).toMatchObject({ code: 'A0400', msg: 'Agent on_one is not an offline agent' });
    expect((await server.call('/chance_online_agent/delete', { token: tokens.admin, body: { id } })).body.code).toBe(200);
  });
});

describe('quota', () => {
  it('setAmount, updateAmount with an Idempotency-Key, tranferRecord; insufficient quota writes nothing', async () => {
    const a = (await insertOffline(tokens.admin, 'quota_a')).body.data;
    const b = (await insertOffline(tokens.admin, 'quota_b')).body.data;
    expect(
      (await server.call('/chance_offline_agent/setAmount', { token: tokens.admin, body: { id: a.id, quotaLimit: 500_000 } })).body.code,
    ).toBe(200);
    const noKey = await server.call('/chance_offline_agent/updateAmount', {
      token: tokens.admin,
      body: { fromId: a.id, toId: b.id, amount: 100_000 },
    });
    expect(noKey.body.code).toBe('A0400');
    const headers = idem();
    const moved = await server.call('/chance_offline_agent/updateAmount', {
      token: tokens.admin,
      body: { fromId: a.id, toId: b.id, amount: 100_000 },
      headers,
    });
    expect(moved.body.code).toBe(200);
    // A replay of the same request answers the stored result and moves nothing more.
    const replay = await server.call('/chance_offline_agent/updateAmount', {
      token: tokens.admin,
      body: { fromId: a.id, toId: b.id, amount: 100_000 },
      headers,
    });
    expect(replay.body.code).toBe(200);
    const limits = await server.db
      .selectFrom('agent')
      .select(['id', 'quota_limit'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(limits.map((r) => r.quota_limit)).toEqual([400_000, 100_000]);

    const before = [await count('agent_quota_record'), await count('operation_log')];
    const tooMuch = await server.call('/chance_offline_agent/updateAmount', {
      token: tokens.admin,
      body: { fromId: a.id, toId: b.id, amount: 400_001 },
      headers: idem(),
    });
    expect(tooMuch.body.code).toBe('A0400');
    const negative = await server.call('/chance_offline_agent/updateAmount', {
      token: tokens.admin,
      body: { fromId: a.id, toId: b.id, amount: -5 },
      headers: idem(),
    });
    expect(negative.body.code).toBe('A0400');
    expect([await count('agent_quota_record'), await count('operation_log')]).toEqual(before);

    const records = await server.call('/chance_offline_agent/tranferRecord', { token: tokens.admin, body: { agentId: b.id } });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        fromUsername: 'quota_a',
        toUsername: 'quota_b',
        amount: 100_000,
        limitBefore: 0,
        limitAfter: 100_000,
        operator: 'admin',
      }),
    ]);
  });
});

describe('downline lists (offline_formal, offline_formal_agent, offline_formal_trade)', () => {
  const inSubtree = async (rootId: number) => {
    const root = await server.db.selectFrom('agent').select('path').where('id', '=', rootId).executeTakeFirstOrThrow();
    return new Set((await server.db.selectFrom('agent').select('id').where('path', 'like', `${root.path}%`).execute()).map((r) => r.id));
  };

  it('an agent sees exactly its own subtree of agents and members', async () => {
    const subtree = await inSubtree(agentId);
    const agents = await server.call('/chance_offline_agent/agentList', { token: tokens.agent, body: { pageSize: 100 } });
    expect(agents.body.code).toBe(200);
    expect(new Set(agents.body.data.list.map((a: { id: number }) => a.id))).toEqual(subtree);
    const members = await server.call('/chance_offline_agent/memberList', { token: tokens.agent, body: { pageSize: 100 } });
    expect(members.body.data.total).toBeGreaterThan(0);
    expect(members.body.data.list.every((m: { agentId: number }) => subtree.has(m.agentId))).toBe(true);
    const trades = await server.call('/chance_offline_agent/tradeList', { token: tokens.agent, body: { kind: 'deposit', pageSize: 100 } });
    expect(trades.body.data.list.every((t: { agentId: number }) => subtree.has(t.agentId))).toBe(true);
  });

  it("cross-downline attempts by agent on agent2's line fail, in every call", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/chance_offline_agent/agentList', { agentId: agent2Id }],
      ['/chance_offline_agent/memberList', { agentId: agent2Id }],
      ['/chance_offline_agent/tradeList', { agentId: agent2Id, kind: 'bet' }],
    ];
    for (const [path, body] of calls) {
      expect((await server.call(path, { token: tokens.agent, body })).body.code).toBe('A0404');
      expect((await server.call(path, { token: tokens.agent2, body: { ...body, agentId } })).body.code).toBe('A0404');
    }
    // agent2's members never appear in agent's lists, even by name.
    const foreignMember = await server.db.selectFrom('member').select('username').where('agent_id', '=', agent2Id).executeTakeFirst();
    if (foreignMember) {
      const found = await server.call('/chance_offline_agent/memberList', {
        token: tokens.agent,
        body: { usernameKeyword: foreignMember.username },
      });
      expect(found.body.data.total).toBe(0);
    }
    // Management calls are not open to agents at all, on their own line or another.
    for (const path of [
      '/chance_offline_agent/lock',
      '/chance_offline_agent/delete',
      '/chance_online_agent/resetPassword',
      '/chance_offline_agent/getByOnlineAgentId',
    ]) {
      for (const id of [agentId, agent2Id]) {
        expect((await server.call(path, { token: tokens.agent, body: { id, status: 1, password: sha256('x12') } })).body.code).toBe(
          'A0301',
        );
      }
    }
  });
});

describe('authorization matrix', () => {
  const reads: [string, Record<string, unknown>][] = [
    ['/chance_offline_agent/list', {}],
    ['/chance_online_agent/list', {}],
    ['/chance_agent_apply_record/list', {}],
    ['/chance_offline_agent/tranferRecord', {}],
    ['/chance_offline_agent/agentList', {}],
    ['/chance_offline_agent/memberList', {}],
    ['/chance_offline_agent/tradeList', {}],
  ];
  const expected: Record<string, Record<string, number | string>> = {
    admin: { default: 200 },
    franchisee: { default: 200 },
    agent: {
      default: 'A0301',
      '/chance_offline_agent/agentList': 200,
      '/chance_offline_agent/memberList': 200,
      '/chance_offline_agent/tradeList': 200,
    },
    agent2: {
      default: 'A0301',
      '/chance_offline_agent/agentList': 200,
      '/chance_offline_agent/memberList': 200,
      '/chance_offline_agent/tradeList': 200,
    },
    anonymous: { default: 'A0230' },
    expired: { default: 'A0230' },
  };
  it.each(Object.keys(expected))('%s', async (who) => {
    for (const [path, body] of reads) {
      const answer = await server.call(path, { token: who === 'anonymous' ? undefined : tokens[who], body });
      expect([path, answer.body.code]).toEqual([path, expected[who][path] ?? expected[who].default]);
    }
    const defaults = await server.call('/chance_offline_agent/update/default/agent', {
      method: 'GET',
      token: who === 'anonymous' ? undefined : tokens[who],
    });
    expect(defaults.body.code).toBe(expected[who].default);
  });

  it('the default agent of a station can be set in scope only', async () => {
    const ok = await server.call('/chance_offline_agent/update/default/agent', {
      token: tokens.franchisee,
      body: { stationId: 1, agentId },
    });
    expect(ok.body.code).toBe(200);
    const read = await server.call('/chance_offline_agent/update/default/agent?stationId=1', { method: 'GET', token: tokens.admin });
    expect(read.body.data.list).toEqual([expect.objectContaining({ stationId: 1, agentId, agentUsername: 'agent' })]);
    const foreignAgent = await server.db.selectFrom('agent').select('id').where('station_id', '=', 2).executeTakeFirstOrThrow();
    expect(
      (
        await server.call('/chance_offline_agent/update/default/agent', {
          token: tokens.franchisee,
          body: { stationId: 2, agentId: foreignAgent.id },
        })
      ).body.code,
    ).toBe('A0404');
  });
});
