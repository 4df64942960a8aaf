import { hashToken } from '../../../../server/auth/session';
import { startServer, type TestServer } from '../../helpers/server';

/*
 * One tiny-seeded server with a token per demo login, an expired token, and the member ids each
 * demo agent can and cannot see (agent and agent2 have disjoint downlines by construction).
 */
export interface MembersFixture {
  server: TestServer;
  tokens: { admin: string; franchisee: string; agent: string; agent2: string; expired: string };
  /** A member in `agent`'s downline, one in agent2's, one outside the franchisee's franchisee. */
  agentMember: number;
  agent2Member: number;
  foreignMember: number;
  franchiseeId: number;
  close(): Promise<void>;
}

export async function membersFixture(): Promise<MembersFixture> {
  const server = await startServer();
  const db = server.db;
  const [admin, franchisee, agent, agent2, expired] = [
    await server.login('admin'),
    await server.login('franchisee'),
    await server.login('agent'),
    await server.login('agent2'),
    await server.login('admin'),
  ];
  await db
    .updateTable('session')
    .set({ expires_at: Date.now() - 1 })
    .where('token_hash', '=', hashToken(expired))
    .execute();
  const staff = await db
    .selectFrom('staff_user')
    .select(['username', 'agent_id', 'franchisee_id'])
    .where('username', 'in', ['agent', 'agent2', 'franchisee'])
    .execute();
  const of = (name: string) => staff.find((s) => s.username === name) as { agent_id: number | null; franchisee_id: number | null };
  const pathOf = async (agentId: number) =>
    (await db.selectFrom('agent').select('path').where('id', '=', agentId).executeTakeFirstOrThrow()).path;
  const firstIn = async (path: string) =>
    (
      await db
        .selectFrom('member')
        .innerJoin('agent', 'agent.id', 'member.agent_id')
        .select('member.id')
        .where('agent.path', 'like', `${path}%`)
        .where('member.is_test', '=', 0)
        .where('member.is_internal', '=', 0)
        .orderBy('member.id')
        .executeTakeFirstOrThrow()
    ).id;
  const franchiseeId = of('franchisee').franchisee_id as number;
  const foreign = await db
    .selectFrom('member')
    .select('id')
    .where('franchisee_id', '<>', franchiseeId)
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    server,
    tokens: { admin, franchisee, agent, agent2, expired },
    agentMember: await firstIn(await pathOf(of('agent').agent_id as number)),
    agent2Member: await firstIn(await pathOf(of('agent2').agent_id as number)),
    foreignMember: foreign.id,
    franchiseeId,
    close: () => server.close(),
  };
}

/** Operation-log rows written for a target, newest first. */
export async function logsFor(server: TestServer, action: string, targetId: number) {
  return server.db
    .selectFrom('operation_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .orderBy('id', 'desc')
    .execute();
}
