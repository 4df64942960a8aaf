import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { addBombayDays, bombayDate } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { memberScope, scopeOf } from '../../../server/scope/scope';
import { tiersOn, type YuebaoTierVersion } from './yuebao';
import { yuebaoRecordRow } from './tables/yuebaoRows';
import { yuebaoContracts as contracts } from '../shared/yuebaoContract';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * money_management > balance (Yue Bao, 余额宝):
 *   balanceSet     the interest tiers: list, create/edit, enable/disable. Platform-wide terms, so
 *                  admin-only (like the audit configuration). A change is written as the tier's
 *                  version for the next Bombay day: the day in progress keeps the terms it started
 *                  with, and the daily job pays each day at that day's terms.
 *   balanceRecord  the daily records the job writes (plugins/money/server/yuebao.ts), with totals over the
 *                  filter; admin sees all, a franchisee its members.
 * Rates travel as parts per million per day (137 = 0.0137 % a day).
 */

const SECTION = MONEY_MENU.money_management.balance;
const present = (t: YuebaoTierVersion) => ({
  minAmount: t.minAmount,
  ratePpm: t.ratePpm,
  secondaryRatePpm: t.secondaryRatePpm,
  autoTransfer: t.autoTransfer,
  transferTime: t.transferTime,
  enabled: t.enabled,
  effectiveFrom: t.effectiveFrom,
});

/** Writes the tier's terms for `from` (the next Bombay day), replacing a version already written for that day. */
async function writeVersion(
  db: Database,
  tierId: number,
  from: string,
  t: Omit<YuebaoTierVersion, 'id' | 'effectiveFrom'>,
  staffId: number,
  now: number,
) {
  const values = {
    min_amount: t.minAmount,
    rate_ppm: t.ratePpm,
    secondary_rate_ppm: t.secondaryRatePpm,
    auto_transfer: t.autoTransfer ? 1 : 0,
    transfer_time: t.transferTime,
    enabled: t.enabled ? 1 : 0,
    updated_by: staffId,
    updated_at: now,
  };
  await db
    .insertInto('yuebao_tier_version')
    .values({ tier_id: tierId, effective_from: from, ...values })
    .onConflict((oc) => oc.columns(['tier_id', 'effective_from']).doUpdateSet(values))
    .execute();
}

/** Two enabled tiers with the same minimum would make the tier of a balance ambiguous. */
async function refuseSameMinimum(db: Database, from: string, minAmount: number, tierId: number | undefined) {
  const clash = (await tiersOn(db, from)).find((t) => t.enabled && t.minAmount === minAmount && t.id !== tierId);
  if (clash) throw new ApiError('A0400', 'yuebao_tier_same_minimum', { tier: clash.id });
}

type RecordFilters = { username?: string; memberId?: number; tierId?: number; startDate?: string; endDate?: string; status?: number };

function filtered(db: Database, caller: Caller, f: RecordFilters) {
  const scope = scopeOf(caller);
  const byMember = scope.kind !== 'all' || f.username !== undefined || f.memberId !== undefined;
  return db
    .selectFrom('yuebao_record as r')
    .$if(byMember, (q) =>
      q.where(
        'r.member_id',
        'in',
        db
          .selectFrom('member')
          .select('member.id')
          .where(memberScope(scope))
          .$if(f.username !== undefined, (s) => s.where('member.username', '=', f.username as string))
          .$if(f.memberId !== undefined, (s) => s.where('member.id', '=', f.memberId as number)),
      ),
    )
    .$if(f.tierId !== undefined, (q) => q.where('r.tier_id', '=', f.tierId as number))
    .$if(f.startDate !== undefined, (q) => q.where('r.business_date', '>=', f.startDate as string))
    .$if(f.endDate !== undefined, (q) => q.where('r.business_date', '<=', f.endDate as string))
    .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status as number));
}

const RECORD_SORT = defineSort({
  columns: { id: 'r.id', businessDate: 'r.business_date', closing: 'r.closing', interest: 'r.interest' },
  defaultField: 'businessDate',
  defaultOrder: 'desc',
  tieBreak: { column: 'r.id', order: 'desc' },
});

/** The tiers (latest terms) for a screen's tier filter. */
const tierOptions = async (db: Database, now: number) =>
  (await tiersOn(db, addBombayDays(bombayDate(now), 1))).map((t) => ({ id: t.id, minAmount: t.minAmount, enabled: t.enabled }));

export const yuebaoRoutes = [
  defineRoute({
    contract: contracts.tiers,
    auth: 'staff',
    roles: ['admin'],
    menu: SECTION.balanceSet.path,
    async handler({ db, body, now }) {
      const today = bombayDate(now);
      const current = new Map((await tiersOn(db, today)).map((t) => [t.id, t]));
      const list = (await tiersOn(db, addBombayDays(today, 1)))
        .filter((t) => body.enabled === undefined || t.enabled === body.enabled)
        .map((t) => {
          const inForce = current.get(t.id);
          // `today`: the terms in force today when tomorrow's differ; null when they are the same or the tier starts tomorrow.
          return {
            id: t.id,
            ...present(t),
            pending: t.effectiveFrom > today,
            startsTomorrow: !inForce,
            today: inForce && inForce.effectiveFrom !== t.effectiveFrom ? present(inForce) : null,
          };
        });
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: SECTION.balanceSet.path,
    writes: { action: 'yuebao.tier.save', targetType: 'yuebao_tier' },
    async handler({ db, caller, body, audit, now }) {
      const from = addBombayDays(bombayDate(now), 1);
      let before: YuebaoTierVersion | undefined;
      let id = body.id;
      if (id !== undefined) {
        before = (await tiersOn(db, from)).find((t) => t.id === id);
        if (!before) throw new ApiError('A0404', 'not_found');
      }
      const terms = {
        minAmount: body.minAmount,
        ratePpm: body.ratePpm,
        secondaryRatePpm: body.secondaryRatePpm,
        autoTransfer: body.autoTransfer,
        transferTime: body.transferTime,
        enabled: before?.enabled ?? true,
      };
      if (terms.enabled) await refuseSameMinimum(db, from, body.minAmount, id);
      if (id === undefined)
        id = (
          await db
            .insertInto('yuebao_tier')
            .values({ created_by: caller.staffId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await writeVersion(db, id, from, terms, caller.staffId, now);
      const after = { ...terms, effectiveFrom: from };
      audit({ targetId: id, before: before ? present(before) : undefined, after });
      return { id, ...after };
    },
  }),

  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ['admin'],
    menu: SECTION.balanceSet.path,
    writes: { action: 'yuebao.tier.status', targetType: 'yuebao_tier' },
    async handler({ db, caller, body, audit, now }) {
      const from = addBombayDays(bombayDate(now), 1);
      const before = (await tiersOn(db, from)).find((t) => t.id === body.id);
      if (!before) throw new ApiError('A0404', 'not_found');
      if (body.enabled) await refuseSameMinimum(db, from, before.minAmount, before.id);
      await writeVersion(db, before.id, from, { ...before, enabled: body.enabled }, caller.staffId, now);
      audit({
        targetId: body.id,
        before: { enabled: before.enabled, effectiveFrom: before.effectiveFrom },
        after: { enabled: body.enabled, effectiveFrom: from },
      });
      return { id: body.id, enabled: body.enabled, effectiveFrom: from };
    },
  }),

  defineRoute({
    contract: contracts.records,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: SECTION.balanceRecord.path,
    async handler({ db, caller, body }) {
      const page = await pagedList(db, {
        query: filtered(db, caller, body),
        select: (q) =>
          q
            .innerJoin('member as m', 'm.id', 'r.member_id')
            .select([
              'r.id',
              'r.business_date',
              'r.member_id',
              'm.username',
              'r.tier_id',
              'r.tier_min_amount',
              'r.opening',
              'r.lowest',
              'r.closing',
              'r.transfer_in',
              'r.transfer_out',
              'r.rate_ppm',
              'r.secondary_rate_ppm',
              'r.interest',
              'r.remainder',
              'r.auto_transfer',
              'r.transfer_amount',
              'r.transfer_due_at',
              'r.transferred_at',
              'r.status',
              'r.created_at',
            ]),
        sort: RECORD_SORT,
        page: body,
        sums: {
          closing: 'r.closing',
          interest: 'r.interest',
          transferAmount: 'r.transfer_amount',
          transferIn: 'r.transfer_in',
          transferOut: 'r.transfer_out',
        },
      });
      const list = page.list.map(yuebaoRecordRow.map);
      return { list, total: page.total, sums: page.sums };
    },
  }),

  defineRoute({
    contract: contracts.recordTiers,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: SECTION.balanceRecord.path,
    async handler({ db, now }) {
      const list = await tierOptions(db, now);
      return { list, total: list.length };
    },
  }),
];
