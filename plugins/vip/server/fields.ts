import { MONEY_MENU } from '../../money/shared/menuTree';
import { VIP_MENU } from '../shared/menuTree';

export const VIP_LEVEL_MENU = VIP_MENU.vip_management.vip.vipLevel.path;
export const LEVEL_FALLBACK_MENU = MONEY_MENU.money_management.reward_management.LevelFallback.path;
export { INTEGRAL_MANAGEMENT_MENU } from '../shared/menu';
export const INTEGRAL_DETAIL_MENU = VIP_MENU.vip_management.vip.integral_detail.path;
export const WEEKLY_REWARD_MENU = MONEY_MENU.money_management.reward_management.weekly_reward.path;

// The date fields are request fields of the contracts: they live with them in shared/.
export { dateText, optionalDate } from '../shared/vipFields';
