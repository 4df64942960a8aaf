import { sql, type Expression, type SqlBool } from 'kysely';
import { hashPassword } from '../../../../server/auth/password';
import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { ApiError } from '../../../../server/http/errors';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import type { AnswerOf } from '../../../../shared/contract';
import type { offlineAgentContracts } from '../../shared/agentCrudContract';
import { agentRecordRow } from '../tables/agentRecordRows';

/*
 * Agent rows shared by the application, offline/online agent and downline endpoints. An agent is
 * an `agent` row (tree by materialised path) plus, so it can log in, a staff_user of type 2 with
 * the seeded 'agent' role linked by agent_id (the same shape as the demo logins `agent`/`agent2`).
 */

export type AgentType = AnswerOf<typeof offlineAgentContracts.detail>['agentType'];

/** The caller's agents: admin all, franchisee its own, agent its subtree (itself included). */
export function agentInScope(caller: Caller, alias = 'agent'): Expression<SqlBool> {
  return scopeFilter(scopeOf(caller), { franchisee: `${alias}.franchisee_id`, agent: `${alias}.id` });
}

/**
 * The columns every agent list and detail answers, as stored (snake_case; joined names as
 * parent_username and station_name): rows become answers through agentRecordRow.
 */
export function selectAgentView(db: Database) {
  return db
    .selectFrom('agent')
    .innerJoin('station as st', 'st.id', 'agent.station_id')
    .leftJoin('agent as parent', 'parent.id', 'agent.parent_id')
    .select((eb) => [
      'agent.id',
      'agent.username',
      'agent.agent_type',
      'agent.parent_id',
      'parent.username as parent_username',
      'agent.station_id',
      'st.name as station_name',
      'agent.franchisee_id',
      'agent.level',
      'agent.status',
      'agent.quota_limit',
      'agent.quota_used',
      sql<number>`agent.quota_limit - agent.quota_used`.as('quota_available'),
      'agent.rebate_bps',
      'agent.promotion_id',
      'agent.promotion_site',
      'agent.invite_code',
      'agent.promotion_link',
      'agent.phone',
      'agent.remark',
      'agent.created_at',
      eb
        .selectFrom('member as m')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('m.agent_id', '=', 'agent.id')
        .$asScalar()
        .as('member_count'),
      eb
        .selectFrom('agent as child')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('child.parent_id', '=', 'agent.id')
        .$asScalar()
        .as('sub_agent_count'),
    ]);
}

export type AgentRow = AnswerOf<typeof offlineAgentContracts.detail>;

/** One agent the caller may see, of the given type when one is given; out of scope is "not found". */
export async function loadAgent(db: Database, caller: Caller, id: number, type?: AgentType): Promise<AgentRow> {
  const found = await selectAgentView(db).where('agent.id', '=', id).where(agentInScope(caller)).executeTakeFirst();
  if (!found) throw new ApiError('A0404', 'not_found');
  const row = agentRecordRow.map(found);
  if (type && row.agentType !== type) throw new ApiError('A0400', 'agent_type_mismatch', { username: row.username, type });
  return row;
}

export async function assertUsernameFree(db: Database, username: string): Promise<void> {
  const [agent, staff] = await Promise.all([
    db
      .selectFrom('agent')
      .select('id')
      .where(sql<SqlBool>`lower(username) = ${username.toLowerCase()}`)
      .executeTakeFirst(),
    db
      .selectFrom('staff_user')
      .select('id')
      .where(sql<SqlBool>`lower(username) = ${username.toLowerCase()}`)
      .executeTakeFirst(),
  ]);
  if (agent || staff) throw new ApiError('A0400', 'agent_username_taken', { username });
}

export interface NewAgent {
  username: string;
  /** SHA-256 hex of the password as the browser sends it; stored as scrypt. */
  password: string;
  agentType: AgentType;
  parentId: number | null;
  stationId: number;
  phone?: string;
  rebateBps?: number;
  promotionSite?: string;
  promotionLink?: string;
  remark?: string;
}

/** The agent tree is at most three levels deep (a CHECK on agent.level, migration 001). */
export const MAX_AGENT_LEVEL = 3;

/** Invitation codes are derived from the id, so they are unique without a retry loop. */
export const inviteCodeFor = (id: number) => `A${id.toString(36).toUpperCase().padStart(5, '0')}`;

/**
 * Creates the agent under `parentId` (same station; level and path follow the parent) and its
 * login. The caller has already checked scope of the parent/station. Returns the new id.
 */
export async function createAgent(db: Database, input: NewAgent, now: number): Promise<{ agentId: number; staffId: number }> {
  await assertUsernameFree(db, input.username);
  const station = await db.selectFrom('station').select(['id', 'franchisee_id']).where('id', '=', input.stationId).executeTakeFirst();
  if (!station) throw new ApiError('A0404', 'not_found');
  let level = 1;
  let parentPath = '/';
  if (input.parentId !== null) {
    const parent = await db
      .selectFrom('agent')
      .select(['id', 'level', 'path', 'station_id'])
      .where('id', '=', input.parentId)
      .executeTakeFirst();
    if (!parent || parent.station_id !== station.id) throw new ApiError('A0400', 'agent_parent_invalid');
    if (parent.level >= MAX_AGENT_LEVEL) throw new ApiError('A0400', 'agent_level_max', { max: MAX_AGENT_LEVEL });
    level = parent.level + 1;
    parentPath = parent.path;
  }
  const inserted = await db
    .insertInto('agent')
    .values({
      username: input.username,
      parent_id: input.parentId,
      station_id: station.id,
      franchisee_id: station.franchisee_id,
      level,
      // Placeholder until the id is known; unique so concurrent inserts never share it.
      path: `${parentPath}new-${input.username}/`,
      status: 0,
      created_at: now,
      agent_type: input.agentType,
      phone: input.phone ?? '',
      rebate_bps: input.rebateBps ?? 0,
      promotion_site: input.promotionSite ?? '',
      promotion_link: input.promotionLink ?? '',
      remark: input.remark ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agentId = Number(inserted.id);
  await db
    .updateTable('agent')
    .set({ path: `${parentPath}${agentId}/`, invite_code: inviteCodeFor(agentId), promotion_id: String(agentId) })
    .where('id', '=', agentId)
    .execute();
  const role = await db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow();
  const staff = await db
    .insertInto('staff_user')
    .values({
      username: input.username,
      password_hash: await hashPassword(input.password),
      type: 2,
      role_id: role.id,
      franchisee_id: station.franchisee_id,
      station_id: station.id,
      agent_id: agentId,
      parent_id: null,
      language: 1,
      ip_whitelist: '',
      status: 0,
      failed_logins: 0,
      locked_until: null,
      last_login_at: null,
      last_login_ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { agentId, staffId: Number(staff.id) };
}

/** Ends the agent's sessions, e.g. after a lock or a password reset. */
export async function endAgentSessions(db: Database, agentId: number): Promise<void> {
  const staffIds = db.selectFrom('staff_user').select('id').where('agent_id', '=', agentId);
  await db.deleteFrom('session').where('staff_id', 'in', staffIds).execute();
}
