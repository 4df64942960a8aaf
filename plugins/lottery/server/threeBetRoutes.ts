import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { threeBetContracts as contracts } from '../shared/threeBetContract';
import { THREE_BET_PROVIDERS } from './threeBetProviders';
import { threeBetRow } from './tables/threeBetRow';
import { LOTTERY_AGENT_MENU } from '../shared/menuTree';

/*
 * Third-party game bets (/ThreeBetManager → three_bet_list), as the providers' adapters stored
 * them: read-only, filtered by member, provider, game, bet time and state, with totals over
 * every matching row. The server scopes the rows: an agent sees its own downline's members only,
 * a franchisee its own members, whatever the request asks.
 */

const MENU = LOTTERY_AGENT_MENU.ThreeBetManager.three_bet_list.path;

const SORT = defineSort({
  columns: { betAt: 'third_party_bet.bet_at', stake: 'third_party_bet.stake', payout: 'third_party_bet.payout' },
  defaultField: 'betAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'third_party_bet.id', order: 'same' },
});

export const threeBetRoutes = [
  defineRoute({
    contract: contracts.totals,
    auth: 'staff',
    menu: MENU,
    async handler({ db, caller, body }) {
      const query = db
        .selectFrom('third_party_bet')
        .innerJoin('member', 'member.id', 'third_party_bet.member_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'third_party_bet.franchisee_id', agent: 'third_party_bet.agent_id' }))
        .$if(body.memberId !== undefined, (q) => q.where('third_party_bet.member_id', '=', body.memberId as number))
        .$if(body.username !== undefined, (q) => q.where('member.username', '=', body.username as string))
        .$if(body.provider !== undefined, (q) => q.where('third_party_bet.provider_code', '=', body.provider as string))
        .$if(body.gameCode !== undefined, (q) => q.where('third_party_bet.game_code', '=', body.gameCode as string))
        .$if(body.state !== undefined, (q) => q.where('third_party_bet.state', '=', body.state as number))
        .$if(body.startTime !== undefined, (q) => q.where('third_party_bet.bet_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('third_party_bet.bet_at', '<', body.endTime as number));
      const { list, total, sums } = await pagedList(db, {
        query,
        select: (q) =>
          q
            .leftJoin('agent', 'agent.id', 'third_party_bet.agent_id')
            .select([
              'third_party_bet.id',
              'third_party_bet.provider_code',
              'third_party_bet.order_no',
              'third_party_bet.member_id',
              'member.username',
              'agent.username as agent_username',
              'third_party_bet.game_code',
              'third_party_bet.game_name',
              'third_party_bet.stake',
              'third_party_bet.valid_bet',
              'third_party_bet.payout',
              'third_party_bet.state',
              'third_party_bet.bet_at',
              'third_party_bet.settled_at',
            ]),
        sort: SORT,
        page: body,
        sums: { stake: 'third_party_bet.stake', validBet: 'third_party_bet.valid_bet', payout: 'third_party_bet.payout' },
      });
      return {
        list: list.map(threeBetRow.map),
        total,
        totals: {
          count: total,
          stake: Number(sums.stake),
          validBet: Number(sums.validBet),
          payout: Number(sums.payout),
          // What members won (positive) or lost over the settled bets: payout − valid bet.
          memberWinLoss: Number(sums.payout) - Number(sums.validBet),
        },
      };
    },
  }),

  defineRoute({
    contract: contracts.providers,
    auth: 'staff',
    menu: MENU,
    async handler() {
      return THREE_BET_PROVIDERS.map((p) => ({ code: p.code, name: p.name, games: p.games.map((g) => ({ code: g.code, name: g.name })) }));
    },
  }),
];
