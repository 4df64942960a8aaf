import { containsText } from '../../../../server/db/filters';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { memberScope, scopeOf } from '../../../../server/scope/scope';
import { ISSUE_LOG_MENU } from '../ticketRoutes';
import { luckyDrawContracts } from '../../shared/luckyContract';

/*
 * award_volume_issue_log, lucky-draw tab: every draw a member made, with the prize it gave and
 * how it was paid (ledger journal, points ledger row or ticket serial). A franchisee sees the
 * draws of its own members (platform campaigns included), an administrator every draw.
 */

export const prizeLogRoutes = [
  defineRoute({
    contract: luckyDrawContracts.log,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: ISSUE_LOG_MENU,
    async handler({ db, caller, body: b }) {
      const filtered = db
        .selectFrom('lucky_draw as d')
        .innerJoin('lucky_campaign as c', 'c.id', 'd.campaign_id')
        .innerJoin('lucky_prize as p', 'p.id', 'd.prize_id')
        .innerJoin('member', 'member.id', 'd.member_id')
        .leftJoin('member_ticket as mt', 'mt.id', 'd.member_ticket_id')
        .where(memberScope(scopeOf(caller)))
        .$if(b.username !== undefined, (q) => q.where(containsText('member.username', b.username as string)))
        .$if(b.campaignId !== undefined, (q) => q.where('d.campaign_id', '=', b.campaignId as number))
        .$if(b.outcome !== undefined, (q) => q.where('d.outcome', '=', b.outcome as 'won'))
        .$if(b.kind !== undefined, (q) => q.where('p.kind', '=', b.kind as 'money'));
      return pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'd.id',
            'd.campaign_id as campaignId',
            'c.name as campaignName',
            'c.franchisee_id as franchiseeId',
            'd.draw_no as drawNo',
            'member.id as memberId',
            'member.username',
            'p.position as prizeIndex',
            'p.name as prizeName',
            'p.kind',
            'p.amount',
            'd.outcome',
            'd.journal_id as journalId',
            'd.points_ledger_id as pointsLedgerId',
            'mt.serial_no as ticketSerial',
            'd.created_at as createdAt',
          ]),
        sort: defineSort({ columns: { id: 'd.id' }, defaultField: 'id', defaultOrder: 'desc' }),
        page: b,
      });
    },
  }),
];
