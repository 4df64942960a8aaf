import { randomUUID } from 'node:crypto';
import { manualCreditJournal, manualDebitJournal } from '../../../../server/domain/ledgerJournals';
import { ApiError } from '../../../../server/http/errors';
import { defineRoute } from '../../../../server/http/route';
import { tenantOf } from '../../../../server/ledger/orderBasics';
import { assertWithinLimit } from '../../../../server/plugin/amountLimits';
import { postJournal } from '../../../../server/ledger/ledger';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { beltPlayContracts, trialMemberContracts } from '../../shared/memberInternalContract';
import { memberListContracts as listContracts } from '../../shared/memberListContract';
import { BELT_MENU, TRIAL_MENU } from './fields';
import { memberListRoute } from './listRoutes';
import { deleteMembers } from './removal';
import { memberInScope, membersInScope } from './scoped';

/*
 * Trial players (is_test: demo money) and internal play-along accounts (带玩, is_internal): lists,
 * lock and delete for trial players; create, edit and top up / reduce for play-along accounts.
 * Both kinds are left out of every report and KPI by their flags; play-along balances still move
 * only through the ledger (manual credit / debit journals against the franchisee's house account).
 */

const WRITERS: ('admin' | 'franchisee')[] = ['admin', 'franchisee'];

export const internalMemberRoutes = [
  memberListRoute(listContracts.trial, TRIAL_MENU, 'trial'),

  defineRoute({
    contract: trialMemberContracts.lock,
    auth: 'staff',
    roles: WRITERS,
    menu: TRIAL_MENU,
    writes: { action: 'trial_member.lock', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const rows = await membersInScope(db, caller, body.ids, 'trial');
      await db
        .updateTable('member')
        .set({ status: body.status })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      for (const r of rows) audit({ targetId: r.id, before: { status: r.status }, after: { status: body.status } });
      return { updated: rows.length };
    },
  }),

  defineRoute({
    contract: trialMemberContracts.delete,
    auth: 'staff',
    roles: WRITERS,
    menu: TRIAL_MENU,
    writes: { action: 'trial_member.delete', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const rows = await membersInScope(db, caller, body.ids, 'trial');
      const removed = await deleteMembers(
        db,
        rows.map((r) => r.id),
      );
      for (const m of removed) audit({ targetId: m.id, before: m, after: null });
      return { deleted: removed.length };
    },
  }),

  memberListRoute(listContracts.beltPlay, BELT_MENU, 'internal'),

  defineRoute({
    contract: beltPlayContracts.create,
    auth: 'staff',
    roles: WRITERS,
    menu: BELT_MENU,
    writes: { action: 'internal_member.create', targetType: 'member' },
    async handler({ db, caller, body, audit, now }) {
      const station = await db
        .selectFrom('station')
        .select(['id', 'franchisee_id'])
        .where('id', '=', body.stationId)
        .where(scopeFilter(scopeOf(caller), { franchisee: 'station.franchisee_id' }))
        .executeTakeFirst();
      if (!station) throw new ApiError('A0404', 'not_found');
      if (body.agentId !== undefined) {
        const agent = await db
          .selectFrom('agent')
          .select('id')
          .where('id', '=', body.agentId)
          .where('station_id', '=', station.id)
          .executeTakeFirst();
        if (!agent) throw new ApiError('A0400', 'member_agent_invalid');
      }
      const taken = await db.selectFrom('member').select('id').where('username', '=', body.username).executeTakeFirst();
      if (taken) throw new ApiError('A0400', 'member_username_taken', { username: body.username });
      const row = await db
        .insertInto('member')
        .values({
          username: body.username,
          nickname: body.nickname,
          phone: body.phone ?? '',
          station_id: station.id,
          franchisee_id: station.franchisee_id,
          agent_id: body.agentId ?? null,
          is_internal: 1,
          status: 0,
          created_at: now,
          last_login_at: null,
          online_at: null,
          first_charge_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({
        targetId: row.id,
        before: null,
        after: { username: body.username, stationId: station.id, agentId: body.agentId ?? null, internal: true },
      });
      return { id: row.id };
    },
  }),

  defineRoute({
    contract: beltPlayContracts.update,
    auth: 'staff',
    roles: WRITERS,
    menu: BELT_MENU,
    writes: { action: 'internal_member.update', targetType: 'member' },
    async handler({ db, caller, body, audit }) {
      const m = await memberInScope(db, caller, body.id, 'internal');
      const set = { nickname: body.nickname ?? m.nickname, phone: body.phone ?? m.phone, status: body.status ?? m.status };
      await db.updateTable('member').set(set).where('id', '=', m.id).execute();
      audit({ targetId: m.id, before: { nickname: m.nickname, phone: m.phone, status: m.status }, after: set });
      return { id: m.id, ...set };
    },
  }),

  ...(['deposit', 'reduce'] as const).map((direction) =>
    defineRoute({
      contract: beltPlayContracts[direction],
      auth: 'staff',
      roles: WRITERS,
      menu: BELT_MENU,
      writes: { action: `internal_member.${direction}`, targetType: 'member' },
      async handler({ db, caller, query, audit, now }) {
        // A play-along top-up is a manual credit: the same ceiling as a manual deposit (money settings).
        await assertWithinLimit(db, 'maxManualAmount', 'amount', query.amount);
        const m = await memberInScope(db, caller, query.id, 'internal');
        const build = direction === 'deposit' ? manualCreditJournal : manualDebitJournal;
        const journal = await postJournal(
          db,
          build({ ref: `daiwan:${randomUUID()}`, memberId: m.id, amount: query.amount, tenant: tenantOf(m) }),
          {
            now,
            staffId: caller.staffId,
            refType: 'daiwan',
            refId: m.id,
            remark: query.remark ?? '',
          },
        );
        const balanceAfter = journal.postings.find((p) => p.account.ownerType === 'member')?.balanceAfter ?? 0;
        audit({
          targetId: m.id,
          before: { balance: balanceAfter - (direction === 'deposit' ? query.amount : -query.amount) },
          after: { balance: balanceAfter, journalId: journal.journalId },
        });
        return { journalId: journal.journalId, balanceAfter };
      },
    }),
  ),
];
