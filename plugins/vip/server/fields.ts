import { z } from 'zod';
import { INTEGRAL_MANAGEMENT_MENU as INTEGRAL_MANAGEMENT_PATH } from '../shared/menu';
import { bombayDayStart } from '../../../server/domain/time';

export const VIP_LEVEL_MENU = ['vip_management', 'vip', 'vipLevel'];
export const LEVEL_FALLBACK_MENU = ['money_management', 'reward_management', 'LevelFallback'];
export const INTEGRAL_MANAGEMENT_MENU = [...INTEGRAL_MANAGEMENT_PATH];
export const INTEGRAL_DETAIL_MENU = ['vip_management', 'vip', 'integral_detail'];
export const WEEKLY_REWARD_MENU = ['money_management', 'reward_management', 'weekly_reward'];

/** A real calendar date 'YYYY-MM-DD'. */
export const dateText = z.string({ error: 'vip_date' }).refine(
  (v) => {
    try {
      bombayDayStart(v);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'vip_date' },
);

export const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), dateText.optional());
