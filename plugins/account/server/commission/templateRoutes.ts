import type { z } from 'zod';
import type { Database } from '../../../../server/db/database';
import { ApiError } from '../../../../server/http/errors';
import { defineRoute } from '../../../../server/http/route';
import { loadAgent } from '../agents/agentRows';
import { nextPeriodStart } from './periods';
import { scheduleOf } from './setting';
import { termsOf } from './terms';
import { commissionTemplateContracts as contracts, type templateBody } from '../../shared/commissionTemplateContract';
import { ACCOUNT_MENU } from '../../shared/menuTree';
import { commissionAssignmentRow } from '../tables/commissionAssignmentRow';

/*
 * Rebate templates: list, save (create or edit), make default, assign to an agent, and an agent's
 * assignment history. Saving an existing template writes the revision effective from the next
 * commission period (replacing a not-yet-effective one), and so does an assignment: a period
 * already under way keeps its terms. A new template's first revision applies at once, since no
 * agent earns under it yet.
 */

export const TEMPLATE_MENU = ACCOUNT_MENU.Account_management.shareholder.commission_template.path;

async function checkTerms(db: Database, body: z.output<typeof templateBody>): Promise<void> {
  for (let i = 1; i < body.tiers.length; i++)
    if (body.tiers[i].from <= body.tiers[i - 1].from) throw new ApiError('A0400', 'commission_tiers_order');
  const gameIds = [...new Set(body.gameRebates.map((g) => g.gameId))];
  if (gameIds.length === 0) return;
  const found = new Set((await db.selectFrom('game').select('id').where('id', 'in', gameIds).execute()).map((g) => g.id));
  const missing = gameIds.find((id) => !found.has(id));
  if (missing !== undefined) throw new ApiError('A0400', 'commission_game_unknown', { gameId: missing });
}

export async function templateList(db: Database, now: number) {
  const templates = await db.selectFrom('commission_template').selectAll().orderBy('id').execute();
  const revisions = await db.selectFrom('commission_template_revision').selectAll().orderBy('effective_from').execute();
  const agents = await db
    .selectFrom('commission_assignment')
    .select(['template_id', 'agent_id', 'effective_from'])
    .orderBy('effective_from')
    .orderBy('id')
    .execute();
  const current = new Map<number, number>();
  for (const a of agents) if (a.effective_from <= now) current.set(a.agent_id, a.template_id);
  return templates.map((t) => {
    const own = revisions.filter((r) => r.template_id === t.id);
    const active = own.filter((r) => r.effective_from <= now).at(-1) ?? own[0];
    const pending = own.find((r) => r.effective_from > now && r !== active);
    const view = (r: typeof active) => {
      const { terms, minActiveBet } = termsOf(r);
      return { effectiveFrom: r.effective_from, ...terms, minActiveBet };
    };
    return {
      id: t.id,
      name: t.name,
      isDefault: t.is_default === 1,
      agents: [...current.values()].filter((id) => id === t.id).length,
      ...view(active),
      pending: pending ? view(pending) : null,
      revisions: own.length,
    };
  });
}

export const templateRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: TEMPLATE_MENU,
    async handler({ db, now }) {
      const list = await templateList(db, now);
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: TEMPLATE_MENU,
    writes: { action: 'commission_template.save', targetType: 'commission_template' },
    async handler({ db, body, caller, now, audit }) {
      await checkTerms(db, body);
      const clash = await db.selectFrom('commission_template').select('id').where('name', '=', body.name).executeTakeFirst();
      if (clash && clash.id !== body.id) throw new ApiError('A0400', 'commission_template_name_taken', { name: body.name });
      let id = body.id;
      let effectiveFrom = 0;
      if (id === undefined) {
        const hasDefault = await db.selectFrom('commission_template').select('id').where('is_default', '=', 1).executeTakeFirst();
        id = (
          await db
            .insertInto('commission_template')
            .values({ name: body.name, is_default: hasDefault ? 0 : 1, created_by: caller.staffId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        const existing = await db.selectFrom('commission_template').select('id').where('id', '=', id).executeTakeFirst();
        if (!existing) throw new ApiError('A0404', 'not_found');
        await db.updateTable('commission_template').set({ name: body.name }).where('id', '=', id).execute();
        effectiveFrom = nextPeriodStart(await scheduleOf(db), now);
        await db
          .deleteFrom('commission_template_revision')
          .where('template_id', '=', id)
          .where('effective_from', '=', effectiveFrom)
          .execute();
      }
      await db
        .insertInto('commission_template_revision')
        .values({
          template_id: id,
          effective_from: effectiveFrom,
          basis: body.basis,
          tiers_json: JSON.stringify(body.tiers),
          game_rebates_json: JSON.stringify(body.gameRebates),
          min_active_members: body.minActiveMembers,
          min_active_bet: body.minActiveBet,
          deduct_deposit_fee: body.deductDepositFee ? 1 : 0,
          deduct_withdraw_fee: body.deductWithdrawFee ? 1 : 0,
          deduct_bonus: body.deductBonus ? 1 : 0,
          deduct_rebate: body.deductRebate ? 1 : 0,
          staff_id: caller.staffId,
          created_at: now,
        })
        .execute();
      audit({ targetId: id, before: null, after: { ...body, effectiveFrom } });
      return { id, effectiveFrom };
    },
  }),

  defineRoute({
    contract: contracts.setDefault,
    auth: 'staff',
    roles: ['admin'],
    menu: TEMPLATE_MENU,
    writes: { action: 'commission_template.default', targetType: 'commission_template' },
    async handler({ db, body, audit }) {
      const row = await db.selectFrom('commission_template').select('id').where('id', '=', body.id).executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      const before = await db.selectFrom('commission_template').select('id').where('is_default', '=', 1).executeTakeFirst();
      await db.updateTable('commission_template').set({ is_default: 0 }).where('is_default', '=', 1).execute();
      await db.updateTable('commission_template').set({ is_default: 1 }).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: { defaultId: before?.id ?? null }, after: { defaultId: body.id } });
      return { id: body.id };
    },
  }),

  defineRoute({
    contract: contracts.assign,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: ACCOUNT_MENU.Account_management.shareholder.offline_agent.path,
    writes: { action: 'commission_template.assign', targetType: 'agent' },
    async handler({ db, body, caller, now, audit }) {
      const agent = await loadAgent(db, caller, body.agentId);
      const template = await db.selectFrom('commission_template').select('id').where('id', '=', body.templateId).executeTakeFirst();
      if (!template) throw new ApiError('A0400', 'field_invalid', { field: 'templateId', problem: 'not found' });
      const effectiveFrom = nextPeriodStart(await scheduleOf(db), now);
      await db.deleteFrom('commission_assignment').where('agent_id', '=', agent.id).where('effective_from', '=', effectiveFrom).execute();
      await db
        .insertInto('commission_assignment')
        .values({
          agent_id: agent.id,
          template_id: body.templateId,
          effective_from: effectiveFrom,
          staff_id: caller.staffId,
          created_at: now,
        })
        .execute();
      audit({ targetId: agent.id, before: null, after: { templateId: body.templateId, effectiveFrom } });
      return { agentId: agent.id, templateId: body.templateId, effectiveFrom };
    },
  }),

  defineRoute({
    contract: contracts.assignments,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: ACCOUNT_MENU.Account_management.shareholder.offline_agent.path,
    async handler({ db, body, caller }) {
      const agent = await loadAgent(db, caller, body.agentId);
      const rows = await db
        .selectFrom('commission_assignment as a')
        .innerJoin('commission_template as t', 't.id', 'a.template_id')
        .select(['a.id', 'a.template_id', 't.name as template_name', 'a.effective_from', 'a.created_at'])
        .where('a.agent_id', '=', agent.id)
        .orderBy('a.effective_from', 'desc')
        .execute();
      return { list: rows.map(commissionAssignmentRow.map), total: rows.length };
    },
  }),
];
