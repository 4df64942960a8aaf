import { containsText } from '../../../server/db/filters';
import { DAY_MS } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { ISSUE_MAX, ticketContracts as contracts } from '../shared/ticketContract';
import { franchiseeChoiceRow } from './tables/peopleRows';
import { heldTicketsRow, memberTicketLogRow, ticketRow } from './tables/ticketRow';
import { MARKETING_MENU } from '../shared/menuTree';

/*
 * ticket_management: tickets (coupons) with texts in three content languages, their amount,
 * per-member limit and expiry (a fixed instant or days after receipt); issuing them to every member
 * of a VIP level or to a list of members; award_volume_issue_log: every ticket issued, to whom and by
 * whom, and voiding an unused one with a reason. Admin manages every franchisee's, a franchisee its own.
 */

export const TICKET_MENU = MARKETING_MENU.marketing_management.ticket_management.path;
export const ISSUE_LOG_MENU = MARKETING_MENU.marketing_management.award_volume_issue_log.path;
const newestFirst = (id: string) => defineSort({ columns: { id }, defaultField: 'id', defaultOrder: 'desc' });

export const ticketRoutes = [
  defineRoute({
    contract: contracts.franchisees,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: TICKET_MENU,
    // The franchisees a new ticket may belong to (an administrator picks one; a franchisee has its own).
    async handler({ db, caller }) {
      const franchisees = await db
        .selectFrom('franchisee')
        .select(['id', 'name'])
        .where(scopeFilter(scopeOf(caller), { franchisee: 'franchisee.id' }))
        .orderBy('id')
        .execute();
      return franchisees.map(franchiseeChoiceRow.map);
    },
  }),

  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: TICKET_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('ticket')
        .innerJoin('franchisee', 'franchisee.id', 'ticket.franchisee_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'ticket.franchisee_id' }))
        .$if(body.name !== undefined, (q) => q.where(containsText('ticket.name', body.name as string)))
        .$if(body.type !== undefined, (q) => q.where('ticket.type', '=', body.type as 'cash'));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select((eb) => [
            'ticket.id',
            'ticket.franchisee_id',
            'franchisee.name as franchisee_name',
            'ticket.name',
            'ticket.type',
            'ticket.game_id',
            'ticket.title_zh',
            'ticket.title_en',
            'ticket.title_hi',
            'ticket.subtitle_zh',
            'ticket.subtitle_en',
            'ticket.subtitle_hi',
            'ticket.details_zh',
            'ticket.details_en',
            'ticket.details_hi',
            'ticket.amount',
            'ticket.limit_count',
            'ticket.expires_at',
            'ticket.valid_days',
            'ticket.status',
            'ticket.created_at',
            eb
              .selectFrom('member_ticket as mt')
              .select((s) => s.fn.countAll<number>().as('n'))
              .whereRef('mt.ticket_id', '=', 'ticket.id')
              .as('issued'),
          ]),
        sort: newestFirst('ticket.id'),
        page: body,
      });
      return { ...page, list: page.list.map(ticketRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: TICKET_MENU,
    writes: { action: 'ticket.save', targetType: 'ticket' },
    async handler({ db, caller, body, now, audit }) {
      const values = {
        name: body.name,
        type: body.type,
        game_id: body.gameId ?? null,
        title_zh: body.titleZh,
        title_en: body.titleEn,
        title_hi: body.titleHi,
        subtitle_zh: body.subtitleZh,
        subtitle_en: body.subtitleEn,
        subtitle_hi: body.subtitleHi,
        details_zh: body.detailsZh,
        details_en: body.detailsEn,
        details_hi: body.detailsHi,
        amount: body.amount,
        limit_count: body.limitCount,
        expires_at: body.expiresAt ?? null,
        valid_days: body.validDays ?? null,
      };
      if (body.id !== undefined) {
        const before = await db
          .selectFrom('ticket')
          .selectAll()
          .where('id', '=', body.id)
          .where(scopeFilter(scopeOf(caller), { franchisee: 'ticket.franchisee_id' }))
          .executeTakeFirst();
        if (!before) throw new ApiError('A0404', 'not_found');
        await db.updateTable('ticket').set(values).where('id', '=', body.id).execute();
        audit({ targetId: body.id, before, after: { ...before, ...values } });
        return { id: body.id };
      }
      const franchiseeId = franchiseeFor(caller, body.franchiseeId);
      if (franchiseeId === undefined) throw new ApiError('A0400', 'vip_franchisee_required');
      if (!(await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst()))
        throw new ApiError('A0400', 'vip_franchisee_required');
      const inserted = await db
        .insertInto('ticket')
        .values({ ...values, franchisee_id: franchiseeId, status: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({ targetId: Number(inserted.id), after: { franchisee_id: franchiseeId, ...values } });
      return { id: Number(inserted.id) };
    },
  }),

  defineRoute({
    contract: contracts.issue,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: TICKET_MENU,
    writes: { action: 'ticket.issue', targetType: 'ticket' },
    async handler({ db, caller, body, now, audit }) {
      const ticket = await db
        .selectFrom('ticket')
        .selectAll()
        .where('id', '=', body.ticketId)
        .where(scopeFilter(scopeOf(caller), { franchisee: 'ticket.franchisee_id' }))
        .executeTakeFirst();
      if (!ticket) throw new ApiError('A0404', 'not_found');
      if (ticket.expires_at !== null && ticket.expires_at <= now) throw new ApiError('A0400', 'ticket_expired');
      const members = await db
        .selectFrom('member')
        .select('member.id')
        .where('member.franchisee_id', '=', ticket.franchisee_id)
        .where('member.is_test', '=', 0)
        .where('member.is_internal', '=', 0)
        .$if(body.vipLevel !== undefined, (q) => q.where('member.vip_level', '=', body.vipLevel as number))
        .$if(body.memberIds !== undefined, (q) => q.where('member.id', 'in', body.memberIds as number[]))
        .orderBy('member.id')
        .limit(ISSUE_MAX + 1)
        .execute();
      if (members.length > ISSUE_MAX) throw new ApiError('A0400', 'field_invalid', { field: 'vipLevel', problem: `> ${ISSUE_MAX}` });
      if (body.memberIds !== undefined && members.length !== new Set(body.memberIds).size) throw new ApiError('A0400', 'member_not_found');
      // Live (not voided) tickets each member already holds, for the per-member limit.
      const held = new Map<number, number>();
      if (members.length > 0) {
        const rows = await db
          .selectFrom('member_ticket')
          .select(['member_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('ticket_id', '=', ticket.id)
          .where('voided', '=', 0)
          .where(
            'member_id',
            'in',
            members.map((m) => Number(m.id)),
          )
          .groupBy('member_id')
          .execute();
        for (const r of rows.map(heldTicketsRow.map)) held.set(r.memberId, r.held);
      }
      const expiresAt = ticket.expires_at ?? now + (ticket.valid_days ?? 0) * DAY_MS;
      const values = members
        .filter((m) => ticket.limit_count === 0 || (held.get(Number(m.id)) ?? 0) < ticket.limit_count)
        .map((m) => ({
          ticket_id: ticket.id,
          member_id: Number(m.id),
          serial_no: `TK${ticket.id}-${m.id}-${(held.get(Number(m.id)) ?? 0) + 1}-${now.toString(36)}`,
          issued_at: now,
          expires_at: expiresAt,
          issued_by: caller.staffId,
        }));
      for (let i = 0; i < values.length; i += 500)
        await db
          .insertInto('member_ticket')
          .values(values.slice(i, i + 500))
          .execute();
      if (values.length > 0 && ticket.status === 0) await db.updateTable('ticket').set({ status: 1 }).where('id', '=', ticket.id).execute();
      audit({
        targetId: Number(ticket.id),
        after: {
          vipLevel: body.vipLevel ?? null,
          memberIds: body.memberIds ?? null,
          issued: values.length,
          skipped: members.length - values.length,
        },
      });
      return { issued: values.length, skipped: members.length - values.length };
    },
  }),

  defineRoute({
    contract: contracts.issueLog,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: ISSUE_LOG_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('member_ticket as mt')
        .innerJoin('ticket', 'ticket.id', 'mt.ticket_id')
        .innerJoin('member', 'member.id', 'mt.member_id')
        .leftJoin('staff_user as s', 's.id', 'mt.issued_by')
        .leftJoin('staff_user as v', 'v.id', 'mt.voided_by')
        .leftJoin('lucky_draw as d', 'd.id', 'mt.lucky_draw_id')
        .leftJoin('lucky_campaign as c', 'c.id', 'd.campaign_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'ticket.franchisee_id' }))
        .$if(body.source === 'staff', (q) => q.where('mt.lucky_draw_id', 'is', null))
        .$if(body.source === 'lucky_draw', (q) => q.where('mt.lucky_draw_id', 'is not', null))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.ticketId !== undefined, (q) => q.where('mt.ticket_id', '=', body.ticketId as number))
        .$if(body.state === 'voided', (q) => q.where('mt.voided', '=', 1))
        .$if(body.state === 'used', (q) => q.where('mt.voided', '=', 0).where('mt.used_at', 'is not', null))
        .$if(body.state === 'issued', (q) => q.where('mt.voided', '=', 0).where('mt.used_at', 'is', null));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'mt.id',
            'mt.serial_no',
            'mt.ticket_id',
            'ticket.name as ticket_name',
            'ticket.type',
            'ticket.amount',
            'mt.member_id',
            'member.username',
            'mt.issued_at',
            'mt.expires_at',
            'mt.used_at',
            'mt.voided',
            'mt.void_reason',
            'mt.voided_at',
            's.username as issuer_username',
            'v.username as voider_username',
            'mt.lucky_draw_id',
            'c.name as campaign_name',
            'd.draw_no',
          ]),
        sort: newestFirst('mt.id'),
        page: body,
      });
      return { ...page, list: page.list.map(memberTicketLogRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.void,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: ISSUE_LOG_MENU,
    writes: { action: 'ticket.void', targetType: 'member_ticket' },
    async handler({ db, caller, body, now, audit }) {
      const row = await db
        .selectFrom('member_ticket as mt')
        .innerJoin('ticket', 'ticket.id', 'mt.ticket_id')
        .select(['mt.id', 'mt.voided', 'mt.used_at'])
        .where('mt.id', '=', body.id)
        .where(scopeFilter(scopeOf(caller), { franchisee: 'ticket.franchisee_id' }))
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      const done = await db
        .updateTable('member_ticket')
        .set({ voided: 1, void_reason: body.reason, voided_by: caller.staffId, voided_at: now })
        .where('id', '=', body.id)
        .where('voided', '=', 0)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new ApiError('A0400', 'ticket_voided_or_used');
      audit({ targetId: body.id, before: { voided: 0 }, after: { voided: 1, reason: body.reason } });
      return null;
    },
  }),
];
