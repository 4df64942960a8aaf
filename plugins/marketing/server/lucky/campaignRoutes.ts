import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { commitment, newSeed } from '../../../../server/domain/draw/commitReveal';
import { MAX_TOTAL_WEIGHT } from '../../../../server/domain/draw/weighted';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute, type Route } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { franchiseeFor } from '../../../../server/scope/franchiseeFor';
import { drawForMember } from './draw';
import { idRow } from '../../../../server/db/idRow';
import { luckyCampaignListRow } from '../tables/luckyCampaignRow';
import { luckyPrizeRow } from '../tables/luckyDrawRows';
import { franchiseeChoiceRow, stationChoiceRow, stationOwnerRow } from '../tables/peopleRows';
import { ticketChoiceRow, ticketRow } from '../tables/ticketRow';
import {
  businessLotteryContracts,
  MAX_TOTAL_WEIGHT as CONTRACT_MAX_WEIGHT,
  memberLotteryContracts,
  PRIZE_KINDS,
  type CampaignContracts,
} from '../../shared/luckyContract';
import { MARKETING_MENU } from '../../shared/menuTree';

/*
 * Lucky-draw campaigns, two screens over one model:
 *   Member_lottery_management   platform-wide campaigns (franchisee_id null), administrators only;
 *   business_lottery_management a franchisee's campaigns (optionally one station's), an
 *                               administrator for any franchisee, a franchisee only its own.
 * A campaign is edited while a draft; opening it freezes its prizes and weights, draws the seed and
 * publishes the commitment; closing it reveals the seed (public verification, verifyRoutes.ts).
 * `simulate` makes one member's draw, standing in for the member app (tests, demos): admin only.
 */

export type CampaignKind = 'member' | 'business';

export const MEMBER_LOTTERY_MENU = MARKETING_MENU.marketing_management.Member_lottery_management.path;
export const BUSINESS_LOTTERY_MENU = MARKETING_MENU.marketing_management.business_lottery_management.path;
export { PRIZE_KINDS };
// The contract's weight cap is the weighted draw's.
CONTRACT_MAX_WEIGHT satisfies typeof MAX_TOTAL_WEIGHT;

const menuOf = (kind: CampaignKind) => (kind === 'member' ? MEMBER_LOTTERY_MENU : BUSINESS_LOTTERY_MENU);
const rolesOf = (kind: CampaignKind) => (kind === 'member' ? (['admin'] as const) : (['admin', 'franchisee'] as const));

/** The campaign if the caller may see it under this screen, else A0404. */
async function campaignInScope(db: Database, kind: CampaignKind, caller: Caller, id: number) {
  const row = await db
    .selectFrom('lucky_campaign')
    .selectAll()
    .where('id', '=', id)
    .$if(kind === 'member', (q) => q.where('franchisee_id', 'is', null))
    .$if(kind === 'business', (q) =>
      q.where('franchisee_id', 'is not', null).where(scopeFilter(scopeOf(caller), { franchisee: 'lucky_campaign.franchisee_id' })),
    )
    .executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

function campaignRoutesOf(kind: CampaignKind): Route[] {
  const menu = menuOf(kind);
  const roles = [...rolesOf(kind)];
  const contracts: CampaignContracts = kind === 'member' ? memberLotteryContracts : businessLotteryContracts;
  return [
    defineRoute({
      contract: contracts.options,
      auth: 'staff',
      roles,
      menu,
      // What a campaign form picks from: franchisees and stations in scope, and the tickets a prize may be.
      async handler({ db, caller }) {
        const scope = scopeOf(caller);
        const [franchisees, stations, tickets] = await Promise.all([
          db
            .selectFrom('franchisee')
            .select(['id', 'name'])
            .where(scopeFilter(scope, { franchisee: 'franchisee.id' }))
            .orderBy('id')
            .execute(),
          db
            .selectFrom('station')
            .select(['id', 'name', 'franchisee_id'])
            .where(scopeFilter(scope, { franchisee: 'station.franchisee_id' }))
            .orderBy('id')
            .execute(),
          db
            .selectFrom('ticket')
            .select(['id', 'name', 'franchisee_id'])
            .where(scopeFilter(scope, { franchisee: 'ticket.franchisee_id' }))
            .orderBy('id')
            .execute(),
        ]);
        return {
          franchisees: franchisees.map(franchiseeChoiceRow.map),
          stations: stations.map(stationChoiceRow.map),
          tickets: tickets.map(ticketChoiceRow.map),
        };
      },
    }),

    defineRoute({
      contract: contracts.list,
      auth: 'staff',
      roles,
      menu,
      async handler({ db, caller, body }) {
        const filtered = db
          .selectFrom('lucky_campaign as c')
          .leftJoin('franchisee as f', 'f.id', 'c.franchisee_id')
          .leftJoin('station as s', 's.id', 'c.station_id')
          .$if(kind === 'member', (q) => q.where('c.franchisee_id', 'is', null))
          .$if(kind === 'business', (q) =>
            q.where('c.franchisee_id', 'is not', null).where(scopeFilter(scopeOf(caller), { franchisee: 'c.franchisee_id' })),
          )
          .$if(body.franchiseeId !== undefined, (q) => q.where('c.franchisee_id', '=', body.franchiseeId as number))
          .$if(body.name !== undefined, (q) => q.where(containsText('c.name', body.name as string)))
          .$if(body.status !== undefined, (q) => q.where('c.status', '=', body.status as 'draft'));
        const page = await pagedList(db, {
          query: filtered,
          select: (q) =>
            q.select([
              'c.id',
              'c.franchisee_id',
              'f.name as franchisee_name',
              'c.station_id',
              's.name as station_name',
              'c.name',
              'c.description',
              'c.starts_at',
              'c.ends_at',
              'c.min_vip_level',
              'c.min_deposit',
              'c.daily_limit',
              'c.status',
              'c.seed_hash',
              'c.total_weight',
              'c.draws_made',
              'c.opened_at',
              'c.closed_at',
              'c.created_at',
            ]),
          sort: defineSort({ columns: { id: 'c.id' }, defaultField: 'id', defaultOrder: 'desc' }),
          page: body,
        });
        const campaigns = page.list.map(luckyCampaignListRow.map);
        const ids = campaigns.map((c) => c.id);
        const prizes = (
          ids.length === 0
            ? []
            : await db
                .selectFrom('lucky_prize')
                .select(['id', 'campaign_id', 'position', 'name', 'kind', 'amount', 'ticket_id', 'weight', 'stock', 'stock_left'])
                .where('campaign_id', 'in', ids)
                .orderBy('campaign_id')
                .orderBy('position')
                .execute()
        ).map(luckyPrizeRow.map);
        return {
          ...page,
          list: campaigns.map((c) => ({
            ...c,
            prizes: prizes.filter((p) => p.campaignId === c.id).map(({ campaignId: _campaign, ...prize }) => prize),
          })),
        };
      },
    }),

    defineRoute({
      contract: contracts.save,
      auth: 'staff',
      roles,
      menu,
      writes: { action: 'luckyCampaign.save', targetType: 'lucky_campaign' },
      async handler({ db, caller, body, now, audit }) {
        let franchiseeId: number | null = null;
        let before: Record<string, unknown> | undefined;
        if (body.id !== undefined) {
          const existing = await campaignInScope(db, kind, caller, body.id);
          if (existing.status !== 'draft') throw new ApiError('A0400', 'lucky_not_draft');
          franchiseeId = existing.franchisee_id;
          before = existing;
        } else if (kind === 'business') {
          const chosen = franchiseeFor(caller, body.franchiseeId);
          if (chosen === undefined || !(await db.selectFrom('franchisee').select('id').where('id', '=', chosen).executeTakeFirst()))
            throw new ApiError('A0400', 'vip_franchisee_required');
          franchiseeId = chosen;
        }
        if (body.stationId !== undefined) {
          const station = await db
            .selectFrom('station')
            .select(['id', 'franchisee_id'])
            .where('id', '=', body.stationId)
            .executeTakeFirst();
          if (!station || franchiseeId === null || stationOwnerRow.map(station).franchiseeId !== franchiseeId)
            throw new ApiError('A0400', 'lucky_station');
        }
        const ticketIds = [...new Set(body.prizes.flatMap((p) => (p.kind === 'ticket' && p.ticketId !== undefined ? [p.ticketId] : [])))];
        if (ticketIds.length > 0) {
          // A business campaign gives its own franchisee's tickets; a platform campaign any live ticket.
          const tickets = (
            await db.selectFrom('ticket').select(['id', 'franchisee_id', 'expires_at']).where('id', 'in', ticketIds).execute()
          ).map(ticketRow.pick('franchiseeId', 'expiresAt').map);
          const usable = tickets.filter(
            (t) => (franchiseeId === null || t.franchiseeId === franchiseeId) && (t.expiresAt === null || t.expiresAt > body.endsAt),
          );
          if (usable.length !== ticketIds.length) throw new ApiError('A0400', 'lucky_ticket_invalid');
        }
        const values = {
          station_id: body.stationId ?? null,
          name: body.name,
          description: body.description,
          starts_at: body.startsAt,
          ends_at: body.endsAt,
          min_vip_level: body.minVipLevel,
          min_deposit: body.minDeposit,
          daily_limit: body.dailyLimit,
          total_weight: body.prizes.reduce((a, p) => a + p.weight, 0),
        };
        let id: number;
        if (body.id !== undefined) {
          id = body.id;
          await db.updateTable('lucky_campaign').set(values).where('id', '=', id).where('status', '=', 'draft').execute();
          await db.deleteFrom('lucky_prize').where('campaign_id', '=', id).execute();
        } else {
          const row = await db
            .insertInto('lucky_campaign')
            .values({ ...values, franchisee_id: franchiseeId, created_by: caller.staffId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = idRow.map(row).id;
        }
        const prizes = body.prizes.map((p, position) => ({
          campaign_id: id,
          position,
          name: p.name,
          kind: p.kind,
          amount: p.kind === 'money' || p.kind === 'points' ? p.amount : 0,
          ticket_id: p.kind === 'ticket' ? (p.ticketId ?? null) : null,
          weight: p.weight,
          // A no-prize slot has no stock to run out of.
          stock: p.kind === 'none' ? null : (p.stock ?? null),
          stock_left: p.kind === 'none' ? null : (p.stock ?? null),
        }));
        await db.insertInto('lucky_prize').values(prizes).execute();
        audit({ targetId: id, before, after: { ...values, franchisee_id: franchiseeId, prizes } });
        return { id };
      },
    }),

    defineRoute({
      contract: contracts.open,
      auth: 'staff',
      roles,
      menu,
      writes: { action: 'luckyCampaign.open', targetType: 'lucky_campaign' },
      async handler({ db, caller, body, now, audit }) {
        const campaign = await campaignInScope(db, kind, caller, body.id);
        if (campaign.status !== 'draft') throw new ApiError('A0400', 'lucky_not_draft');
        if (campaign.ends_at <= now) throw new ApiError('A0400', 'lucky_window');
        // The seed is drawn now and only its hash is shown until the campaign closes.
        const seed = newSeed();
        const seedHash = commitment(seed);
        const done = await db
          .updateTable('lucky_campaign')
          .set({ status: 'open', seed, seed_hash: seedHash, opened_at: now })
          .where('id', '=', campaign.id)
          .where('status', '=', 'draft')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new ApiError('A0400', 'lucky_not_draft');
        audit({ targetId: campaign.id, before: { status: 'draft' }, after: { status: 'open', seedHash } });
        return { seedHash };
      },
    }),

    defineRoute({
      contract: contracts.close,
      auth: 'staff',
      roles,
      menu,
      writes: { action: 'luckyCampaign.close', targetType: 'lucky_campaign' },
      async handler({ db, caller, body, now, audit }) {
        const campaign = await campaignInScope(db, kind, caller, body.id);
        const done = await db
          .updateTable('lucky_campaign')
          .set({ status: 'closed', closed_at: now })
          .where('id', '=', campaign.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new ApiError('A0400', 'lucky_not_open');
        audit({ targetId: campaign.id, before: { status: 'open' }, after: { status: 'closed', seed: campaign.seed } });
        return { seed: campaign.seed };
      },
    }),

    defineRoute({
      contract: contracts.simulate,
      auth: 'staff',
      roles: ['admin'],
      menu,
      writes: { action: 'luckyCampaign.simulate', targetType: 'lucky_campaign' },
      async handler({ db, caller, body, now, audit }) {
        await campaignInScope(db, kind, caller, body.campaignId);
        const answer = await drawForMember(db, { campaignId: body.campaignId, memberId: body.memberId, now });
        audit({ targetId: body.campaignId, after: { memberId: body.memberId, ...answer } });
        return answer;
      },
    }),
  ];
}

export const campaignRoutes: Route[] = [...campaignRoutesOf('member'), ...campaignRoutesOf('business')];
