import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * The rows of an agent's downline as agents/lineRoutes.ts answers them: its formal members with
 * their agent's username (agent_username), cash balance (balance: the cash account's, 0 without
 * one) and stake / winning totals (member_balance); its members' deposits, withdrawals and bets
 * (a reference, amount and payout worked out per kind, member_username and agent_username joined);
 * each station's default agent (agent_default left joined: null where a station has none).
 * Paise, epoch ms.
 */

export const lineMemberRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  nickname: column('nickname').text(),
  phone: column('phone').text(),
  agentId: column('agent_id').int().nullable(),
  agentUsername: column('agent_username').text().nullable(),
  vipLevel: column('vip_level').int(),
  status: column('status').int(),
  balance: column('balance').money(),
  totalRecharge: column('total_recharge').money(),
  totalWithdrawal: column('total_withdrawal').money(),
  totalBet: column('total_bet').money(),
  totalWin: column('total_win').money(),
  createdAt: column('created_at').epochMs(),
  lastLoginAt: column('last_login_at').epochMs().nullable(),
  firstChargeAt: column('first_charge_at').epochMs().nullable(),
});

/** A deposit or withdrawal (order_no, amount, payout 0) or a bet (bet_no, stake, payout). */
export const lineTradeRow = defineRowMapping({
  id: column('id').int(),
  reference: column('reference').text(),
  memberId: column('member_id').int(),
  memberUsername: column('member_username').text(),
  agentId: column('agent_id').int().nullable(),
  agentUsername: column('agent_username').text().nullable(),
  amount: column('amount').money(),
  payout: column('payout').money(),
  status: column('status').int(),
  createdAt: column('created_at').epochMs(),
});

export const stationDefaultAgentRow = defineRowMapping({
  stationId: column('station_id').int(),
  stationName: column('station_name').text(),
  agentId: column('agent_id').int().nullable(),
  agentUsername: column('agent_username').text().nullable(),
  updatedAt: column('updated_at').epochMs().nullable(),
});
