import { LOTTERY_MENU } from './menuTree';

/* Menu paths of the lottery plugin that both tiers name (the permission keys), from its one tree. */
export const ODDS_SETTING_MENU = LOTTERY_MENU.yoyo_lottery.odds_setting.path;
export const LIMIT_SETTING_MENU = LOTTERY_MENU.yoyo_lottery.limitSetting.path;
export const KILL_RATE_CONTROL_MENU = LOTTERY_MENU.yoyo_lottery.game_result.killRateControl.path;
