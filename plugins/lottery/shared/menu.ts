/* Menu paths of the lottery plugin that both tiers name (the permission keys). */
export const ODDS_SETTING_MENU = ['yoyo_lottery', 'odds_setting'] as const;
export const LIMIT_SETTING_MENU = ['yoyo_lottery', 'limitSetting'] as const;
export const KILL_RATE_CONTROL_MENU = ['yoyo_lottery', 'game_result', 'killRateControl'] as const;
