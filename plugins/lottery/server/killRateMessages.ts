import type { Catalogue } from '../../../server/http/catalogue';

/** Kill-rate control, odds and limit settings (killRate*.ts, limit*.ts). */
export const killRateMessages = {
  killrate_game_not_found: { en: 'Game {game} not found', zh: '游戏 {game} 不存在' },
  killrate_limit_order_invalid: {
    en: 'Limits must satisfy min stake ≤ max stake ≤ max per member per period',
    zh: '限额须满足：最小投注 ≤ 单注最大 ≤ 单期每会员最大',
  },
  killrate_odds_too_high: {
    en: "oddsX100: odds may be at most {max} (10 × the play's standard odds {standard}, and never above 1000.00)",
    zh: 'oddsX100：赔率最高为 {max}（玩法标准赔率 {standard} 的 10 倍，且不超过 1000.00）',
  },
  killrate_band_order_invalid: { en: 'The alert band minimum must be below its maximum', zh: '预警区间下限必须小于上限' },
  killrate_already_suspended: { en: 'Betting on this is already suspended', zh: '该项已暂停投注' },
  killrate_not_suspended: { en: 'Betting on this is not suspended', zh: '该项未暂停投注' },
  killrate_betting_suspended: { en: 'Betting on this game or selection is suspended', zh: '该游戏或选项已暂停投注' },
  killrate_play_period_limit_exceeded: {
    en: 'The stake limit on this play per period ({max} paise) would be exceeded',
    zh: '超出该玩法单期投注上限（{max} 派士）',
  },
  killrate_exposure_cap_exceeded: {
    en: 'This selection has reached its exposure cap ({max} paise)',
    zh: '该选项已达到赔付上限（{max} 派士）',
  },
  lever_request_submitted: {
    en: 'Request {requestNo} submitted: another staff member must approve it; once approved it applies from the next period',
    zh: '已提交申请 {requestNo}：须由其他工作人员审核，审核通过后自下一期生效',
  },
  lever_request_waiting: {
    en: 'Request {requestNo} for this is still waiting for approval; approve or reject it first',
    zh: '该项已有待审核的申请 {requestNo}，请先审核或驳回',
  },
  lever_request_stale: {
    en: 'The value changed after this request was made; reject it and submit a new one',
    zh: '申请提交后该值已被修改，请驳回后重新提交',
  },
} satisfies Catalogue;
