/* Menu paths of the VIP plugin that both tiers name (the permission keys). */
export const INTEGRAL_MANAGEMENT_MENU = ['vip_management', 'vip', 'integral_management'] as const;
