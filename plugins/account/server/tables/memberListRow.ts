import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * member's rows as every member list answers them, and the detail and the export read them
 * (members/listQuery.ts): the member with its agent's username (agent_username, left joined), its
 * cash balance and stake / winning totals from member_balance (cash_balance, total_bet, total_win),
 * its frozen balance (frozen: the frozen account's, 0 without one) and two flags worked out in the
 * select (online: seen within the online window; first_charged: has a first charge). Paise, epoch ms.
 * It reads each row of a page (or an export of many thousands) once: columns only, no computed fields.
 */
export const memberListRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  nickname: column('nickname').text(),
  realName: column('real_name').text(),
  phone: column('phone').text(),
  email: column('email').text(),
  sex: column('sex').int(),
  birthDate: column('birth_date').text().nullable(),
  language: column('language').text(),
  agentId: column('agent_id').int().nullable(),
  agentName: column('agent_username').text().nullable(),
  stationId: column('station_id').int(),
  franchiseeId: column('franchisee_id').int(),
  balance: column('cash_balance').money(),
  frozen: column('frozen').money(),
  yuebaoBalance: column('yuebao_balance').money(),
  vipLevel: column('vip_level').int(),
  points: column('points').int(),
  customerClass: column('customer_class').text(),
  customerTag: column('customer_tag').text(),
  status: column('status').int(),
  lockReason: column('lock_reason').text(),
  online: column('online').int().oneOf([0, 1]),
  firstCharged: column('first_charged').int().oneOf([0, 1]),
  firstChargeAt: column('first_charge_at').epochMs().nullable(),
  firstChargeAmount: column('first_charge_amount').money(),
  totalRecharge: column('total_recharge').money(),
  totalWithdrawal: column('total_withdrawal').money(),
  totalBet: column('total_bet').money(),
  totalWin: column('total_win').money(),
  createdAt: column('created_at').epochMs(),
  registerIp: column('register_ip').text(),
  registerDevice: column('register_device').text(),
  lastLoginAt: column('last_login_at').epochMs().nullable(),
  lastLoginIp: column('last_login_ip').text(),
  lastLoginDevice: column('last_login_device').text(),
  remarkFront: column('remark_front').text(),
  remarkBack: column('remark_back').text(),
  isInternal: column('is_internal').int(),
  isTest: column('is_test').int(),
});
