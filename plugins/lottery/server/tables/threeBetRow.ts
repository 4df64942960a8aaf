import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import { THREE_BET_PROVIDERS, THREE_BET_STATE_NAMES } from '../threeBetProviders';

/*
 * third_party_bet's rows as the third-party bet list answers them (threeBetRoutes.ts), with the
 * member's and the agent's accounts joined, the provider's name and the bet's win/loss. Paise,
 * epoch ms.
 */
const threeBetMoney = defineRowMapping({ stake: column('stake').money(), payout: column('payout').money() });

export const threeBetRow = defineRowMapping({
  id: column('id').int(),
  provider: column('provider_code').text(),
  providerName: computed(
    (row: { provider_code: string }) => THREE_BET_PROVIDERS.find((p) => p.code === row.provider_code)?.name ?? row.provider_code,
  ),
  orderNo: column('order_no').text(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  agentUsername: column('agent_username').text().nullable(),
  gameCode: column('game_code').text(),
  gameName: column('game_name').text(),
  stake: column('stake').money(),
  validBet: column('valid_bet').money(),
  payout: column('payout').money(),
  // Unsettled and cancelled bets have no win/loss yet (or none at all): paid back − staked otherwise.
  winLoss: computed((row: { state: number; payout: number; stake: number }) => {
    if (row.state === 0 || row.state === 4) return 0;
    const { payout, stake } = threeBetMoney.map(row);
    return payout - stake;
  }),
  state: column('state').int(),
  stateName: computed((row: { state: number }) => stateNameOf(row.state)),
  betAt: column('bet_at').epochMs(),
  settledAt: column('settled_at').epochMs().nullable(),
});

function stateNameOf(state: number): (typeof THREE_BET_STATE_NAMES)[number] {
  const name = THREE_BET_STATE_NAMES[state];
  if (name === undefined) throw new Error(`third_party_bet: no state ${state}`);
  return name;
}
