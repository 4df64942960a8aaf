import { INTEGRAL_MANAGEMENT_MENU as INTEGRAL_MANAGEMENT_PATH } from '../shared/menu';

export const VIP_LEVEL_MENU = ['vip_management', 'vip', 'vipLevel'];
export const LEVEL_FALLBACK_MENU = ['money_management', 'reward_management', 'LevelFallback'];
export const INTEGRAL_MANAGEMENT_MENU = [...INTEGRAL_MANAGEMENT_PATH];
export const INTEGRAL_DETAIL_MENU = ['vip_management', 'vip', 'integral_detail'];
export const WEEKLY_REWARD_MENU = ['money_management', 'reward_management', 'weekly_reward'];

// The date fields are request fields of the contracts: they live with them in shared/.
export { dateText, optionalDate } from '../shared/vipFields';
