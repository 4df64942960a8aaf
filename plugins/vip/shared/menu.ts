import { VIP_MENU } from './menuTree';

/* Menu paths of the VIP plugin that both tiers name (the permission keys), from its one tree. */
export const INTEGRAL_MANAGEMENT_MENU = VIP_MENU.vip_management.vip.integral_management.path;
