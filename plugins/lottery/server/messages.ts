import type { Catalogue } from '../../../server/http/catalogue';

/** Lottery: bets, draws, external results, supplementary runs. */
export const lotteryMessages = {
  period_not_open: { en: 'Betting on this period is closed or not open yet', zh: '本期不在投注时间内' },
  game_disabled: { en: 'This game is disabled', zh: '该游戏已停用' },
  play_invalid: { en: 'Unknown play or selection for this game: {play} {selection}', zh: '该游戏没有此玩法或选项：{play} {selection}' },
  stake_out_of_range: { en: 'Stake must be between {min} and {max} paise', zh: '投注金额必须在 {min} 到 {max} 派士之间' },
  bet_request_size: { en: 'A bet request holds 1 to {max} selections', zh: '每次投注须包含 1 到 {max} 个选项' },
  period_limit_exceeded: { en: 'The stake limit per period ({max} paise) would be exceeded', zh: '超出单期投注上限（{max} 派士）' },
  member_cannot_bet: { en: 'This member may not bet', zh: '该会员不能投注' },
  period_state_invalid: { en: 'The period is not in a state that allows this ({status})', zh: '当前期号状态不允许此操作（{status}）' },
  result_invalid: { en: 'The result is not a valid {shape} result', zh: '开奖号码格式不正确（{shape}）' },
  not_external_game: {
    en: 'Results are entered by hand only for games with an external result source',
    zh: '只有外部开奖的彩种可以手工录入开奖结果',
  },
  house_game_only: { en: 'Supplementary draws re-run the fair draw of house-drawn games only', zh: '补开奖仅适用于系统开奖的彩种' },
  same_staff_maker_checker: {
    en: 'The result must be approved by another staff member than the one who entered it',
    zh: '开奖结果必须由录入人以外的工作人员审核',
  },
  result_already_entered: { en: 'A result for this period is already entered or approved', zh: '本期已有待审核或已审核的开奖结果' },
  result_not_pending: { en: 'This result is no longer waiting for approval', zh: '该开奖结果已不在待审核状态' },
  supplementary_already_requested: {
    en: 'The same supplementary run of this period is already waiting for approval',
    zh: '本期已有相同的补开奖/补结算申请待审核',
  },
  bet_not_cancellable: {
    en: 'Bet {betNo} can no longer be cancelled: it is settled, cancelled, or its period already has a result',
    zh: '注单 {betNo} 已不能撤单：已结算、已撤单或该期已开奖',
  },
  selection_numbers_same: { en: 'The numbers entered cannot be the same', zh: '输入的号码不能相同' },
  selection_number_invalid: { en: '{number} is not a {shape} number', zh: '{number} 不是有效的号码（{shape}）' },
  // The command palette's word for a period hit.
  palette_period: { en: 'Period', zh: '期号' },
  // Restricted accounts ("small black room", restricted.ts).
  restricted_limit_total: { en: 'At most {max} restricted accounts per franchisee', zh: '每个加盟商最多 {max} 个小黑屋账户' },
  restricted_limit_enabled: { en: 'At most {max} restricted accounts may be enabled at once', zh: '最多同时启用 {max} 个小黑屋账户' },
  restricted_exists: { en: 'This member is already restricted', zh: '该会员已在小黑屋中' },
  restricted_reason_required: { en: 'A reason is required to restrict an account', zh: '限制账户必须填写原因' },
  restricted_stake_cap_required: { en: 'A stake cap (positive paise) is required', zh: '必须填写投注上限（正整数派士）' },
  restricted_member_required: { en: 'Name the member by id or by username (one of them)', zh: '请填写会员ID或会员账号（二选一）' },
  restricted_expiry_past: { en: 'The expiry must be in the future', zh: '到期时间必须晚于当前时间' },
} satisfies Catalogue;
