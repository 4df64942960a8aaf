import { containsText } from '../../../../server/db/filters';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { memberScope, scopeOf } from '../../../../server/scope/scope';
import { ISSUE_LOG_MENU } from '../ticketRoutes';
import { luckyDrawContracts } from '../../shared/luckyContract';
import { luckyDrawLogRow } from '../tables/luckyDrawRows';

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
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'd.id',
            'd.campaign_id',
            'c.name as campaign_name',
            'c.franchisee_id',
            'd.draw_no',
            'd.member_id',
            'member.username',
            'p.position',
            'p.name as prize_name',
            'p.kind',
            'p.amount',
            'd.outcome',
            'd.journal_id',
            'd.points_ledger_id',
            'mt.serial_no as ticket_serial',
            'd.created_at',
          ]),
        sort: defineSort({ columns: { id: 'd.id' }, defaultField: 'id', defaultOrder: 'desc' }),
        page: b,
      });
      return { ...page, list: page.list.map(luckyDrawLogRow.map) };
    },
  }),
];
