import { z } from 'zod';
import { defineRoute } from '../http/route';
import { MONEY_SETTING_DEFAULTS, readMoneySettings, writeMoneySetting, type MoneySettingKey } from './settings';

/*
 * The money settings behind money_management → audit_management → audit_Configuration: the
 * second-review threshold (paise), the audit multiples (hundredths) and fee rates (basis points).
 * Platform-wide, so admin only.
 */

const MENU = ['money_management', 'audit_management', 'audit_Configuration'];
const value = (max: number) => z.coerce.number().int().min(0).max(max).optional();

export const settingsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/chance-money-setting/get',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db }) {
      return readMoneySettings(db);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-money-setting/save',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    body: z.object({
      secondReviewThreshold: value(Number.MAX_SAFE_INTEGER),
      normalMultipleX100: value(100_000),
      comprehensiveMultipleX100: value(100_000),
      adminFeeRateBps: value(10_000),
      withdrawFeeBps: value(10_000),
    }),
    writes: { action: 'money_setting.save', targetType: 'money_setting' },
    async handler({ db, body, audit, now }) {
      const before = await readMoneySettings(db);
      for (const key of Object.keys(MONEY_SETTING_DEFAULTS) as MoneySettingKey[]) {
        const next = body[key];
        if (next !== undefined && next !== before[key]) await writeMoneySetting(db, key, next, now);
      }
      const after = await readMoneySettings(db);
      audit({ before, after });
      return after;
    },
  }),
];
