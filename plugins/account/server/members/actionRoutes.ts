import { sql } from 'kysely';
import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { ApiError } from '../../../../server/http/errors';
import { defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import type { AnswerOf } from '../../../../shared/contract';
import { storedHashOf, temporaryLoginPassword, temporaryTradePassword } from './credentials';
import { memberActionContracts as contracts } from '../../shared/memberActionContract';
import { FORMAL_MENU } from './fields';
import { deleteMembers } from './removal';
import { memberInScope, membersInScope } from './scoped';
import { memberRemarkRow } from '../tables/memberDetailRows';

/*
 * Row actions of the formal member list. Writes are for admins and franchisees (agents only read
 * their downline); every one checks the member is in the caller's scope (an out-of-scope id
 * answers like a missing one), runs in one transaction and is in the operation log.
 */

const WRITERS: ('admin' | 'franchisee')[] = ['admin', 'franchisee'];

type SavedProfile = AnswerOf<typeof contracts.save>;

const PROFILE_COLUMNS = {
  nickname: 'nickname',
  realName: 'real_name',
  phone: 'phone',
  email: 'email',
  sex: 'sex',
  birthDate: 'birth_date',
  language: 'language',
  customerClass: 'customer_class',
} as const;

async function agentForMember(db: Database, caller: Caller, agentId: number, stationId: number) {
  const agent = await db
    .selectFrom('agent')
    .select(['agent.id', 'agent.username', 'agent.station_id'])
    .where('agent.id', '=', agentId)
    .where(scopeFilter(scopeOf(caller), { franchisee: 'agent.franchisee_id', agent: 'agent.id' }))
    .executeTakeFirst();
  if (!agent) throw new ApiError('A0404', 'not_found');
  if (agent.station_id !== stationId) throw new ApiError('A0400', 'member_agent_invalid');
  return agent;
}

export const memberActionRoutes = [
  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.update', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const member = await memberInScope(db, caller, body.id);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const set: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
        const value = body[field as keyof typeof PROFILE_COLUMNS];
        if (value === undefined || value === member[column]) continue;
        before[field] = member[column];
        after[field] = value;
        set[column] = value;
      }
      if (Object.keys(set).length > 0) await db.updateTable('member').set(set).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before, after });
      // `after` holds parsed body fields under their own names, so it is the answer's optional part.
      return { id: body.id, ...(after as Omit<SavedProfile, 'id'>) };
    },
  }),

  defineRoute({
    contract: contracts.lock,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.lock', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const rows = await membersInScope(db, caller, body.ids);
      const reason = body.status === 1 ? (body.reason ?? '') : '';
      await db
        .updateTable('member')
        .set({ status: body.status, lock_reason: reason })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      for (const r of rows) audit({ targetId: r.id, before: { status: r.status }, after: { status: body.status, lockReason: reason } });
      return { updated: rows.length };
    },
  }),

  defineRoute({
    contract: contracts.resetPassword,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.reset_password', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      await memberInScope(db, caller, body.id);
      const password = temporaryLoginPassword();
      await db
        .updateTable('member')
        .set({ password_hash: await storedHashOf(password) })
        .where('id', '=', body.id)
        .execute();
      // Never log the password itself.
      audit({ targetId: body.id, before: null, after: { passwordReset: true } });
      return { password };
    },
  }),

  defineRoute({
    contract: contracts.resetTradePassword,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.reset_trade_password', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      await memberInScope(db, caller, body.id);
      const password = temporaryTradePassword();
      await db
        .updateTable('member')
        .set({ trade_password_hash: await storedHashOf(password) })
        .where('id', '=', body.id)
        .execute();
      audit({ targetId: body.id, before: null, after: { tradePasswordReset: true } });
      return { password };
    },
  }),

  defineRoute({
    contract: contracts.kick,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.kick', targetType: 'member' },
    async handler({ db, caller, query, audit, now }) {
      const member = await memberInScope(db, caller, query.id);
      // Offline at once in every list; kicked_at is the mark the player-facing API (not part of this
      // server) checks to refuse sessions opened before it.
      await db.updateTable('member').set({ online_at: null, kicked_at: now }).where('id', '=', query.id).execute();
      audit({ targetId: query.id, before: { onlineAt: member.online_at }, after: { onlineAt: null, kickedAt: now } });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.changeAgent,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.change_agent', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const member = await memberInScope(db, caller, body.id);
      const agent = await agentForMember(db, caller, body.agentId, member.station_id);
      await db.updateTable('member').set({ agent_id: agent.id }).where('id', '=', body.id).execute();
      // The member's past figures follow it to its new agent everywhere (reports, commission): the
      // report plugin's trigger marks its days stale and they are rebuilt within a minute (issue 40).
      audit({ targetId: body.id, before: { agentId: member.agent_id }, after: { agentId: agent.id, agentName: agent.username } });
      return { agentId: agent.id, agentName: agent.username };
    },
  }),

  defineRoute({
    contract: contracts.auditQuota,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.audit_quota', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      await memberInScope(db, caller, body.id);
      const requirement = await db
        .selectFrom('turnover_requirement')
        .select(['id', 'relax'])
        .where('member_id', '=', body.id)
        .where('status', '=', 'open')
        .$if(body.requirementId !== undefined, (q) => q.where('id', '=', body.requirementId as number))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!requirement) throw new ApiError('A0404', 'not_found');
      await db
        .updateTable('turnover_requirement')
        .set({ relax: body.relax })
        .where('id', '=', requirement.id)
        .where('status', '=', 'open')
        .execute();
      audit({
        targetId: body.id,
        before: { requirementId: requirement.id, relax: requirement.relax },
        after: { requirementId: requirement.id, relax: body.relax },
      });
      return { requirementId: requirement.id, relax: body.relax };
    },
  }),

  defineRoute({
    contract: contracts.tag,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.label', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const rows = await membersInScope(db, caller, body.ids);
      const before = await db
        .selectFrom('member')
        .select(['id', 'customer_tag'])
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      await db
        .updateTable('member')
        .set({ customer_tag: body.customerTag })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      for (const r of before) audit({ targetId: r.id, before: { customerTag: r.customer_tag }, after: { customerTag: body.customerTag } });
      return { updated: rows.length };
    },
  }),

  defineRoute({
    contract: contracts.labels,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller }) {
      // The franchisee's label catalogue plus every tag already in use in the caller's scope.
      const scope = scopeOf(caller);
      const [labels, used] = await Promise.all([
        db
          .selectFrom('member_label')
          .select(['name', 'color'])
          .where(scopeFilter(scope, { franchisee: 'member_label.franchisee_id' }))
          .$if(scope.kind === 'agent', (q) => q.where(sql<boolean>`1 = 0`))
          .execute(),
        db
          .selectFrom('member')
          .select('customer_tag')
          .distinct()
          .where('customer_tag', '<>', '')
          .where(scopeFilter(scope, { franchisee: 'member.franchisee_id', agent: 'member.agent_id' }))
          .execute(),
      ]);
      const names = new Map<string, string>();
      for (const l of labels) names.set(l.name, l.color);
      for (const u of used) if (!names.has(u.customer_tag)) names.set(u.customer_tag, '');
      return [...names].sort(([a], [b]) => a.localeCompare(b)).map(([name, color]) => ({ name, color }));
    },
  }),

  defineRoute({
    contract: contracts.memory,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, query }) {
      const member = await memberInScope(db, caller, query.id);
      const history = await db
        .selectFrom('member_remark')
        .leftJoin('staff_user', 'staff_user.id', 'member_remark.staff_id')
        .select([
          'member_remark.id',
          'member_remark.kind',
          'member_remark.content',
          'staff_user.username as staff_username',
          'member_remark.created_at',
        ])
        .where('member_remark.member_id', '=', query.id)
        .orderBy('member_remark.id', 'desc')
        .limit(200)
        .execute();
      return {
        id: member.id,
        username: member.username,
        remarkFront: member.remark_front,
        remarkBack: member.remark_back,
        history: history.map(memberRemarkRow.map),
      };
    },
  }),

  defineRoute({
    contract: contracts.saveMemory,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.memory', targetType: 'member' },
    async handler({ db, caller, body, audit, now }) {
      const member = await memberInScope(db, caller, body.id);
      const changes: { kind: 'front' | 'back' | 'memo'; content: string }[] = [];
      if (body.remarkFront !== undefined && body.remarkFront !== member.remark_front)
        changes.push({ kind: 'front', content: body.remarkFront });
      if (body.remarkBack !== undefined && body.remarkBack !== member.remark_back) changes.push({ kind: 'back', content: body.remarkBack });
      if (body.memo) changes.push({ kind: 'memo', content: body.memo });
      const set: { remark_front?: string; remark_back?: string } = {};
      for (const c of changes) {
        if (c.kind === 'front') set.remark_front = c.content;
        if (c.kind === 'back') set.remark_back = c.content;
      }
      if (Object.keys(set).length > 0) await db.updateTable('member').set(set).where('id', '=', body.id).execute();
      await db
        .insertInto('member_remark')
        .values(changes.map((c) => ({ member_id: body.id, staff_id: caller.staffId, kind: c.kind, content: c.content, created_at: now })))
        .execute();
      audit({
        targetId: body.id,
        before: { remarkFront: member.remark_front, remarkBack: member.remark_back },
        after: { ...set, memo: body.memo },
      });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.delete,
    auth: 'staff',
    roles: WRITERS,
    menu: FORMAL_MENU,
    writes: { action: 'member.delete', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const rows = await membersInScope(db, caller, body.ids, 'formal');
      const removed = await deleteMembers(
        db,
        rows.map((r) => r.id),
      );
      for (const m of removed) audit({ targetId: m.id, before: m, after: null });
      return { deleted: removed.length };
    },
  }),
];
