import type { Database } from '../../../server/db/database';
import { refuseOverLimit, type AmountLimit } from '../../../server/plugin/amountLimits';
import { readMoneySettings, type MoneySettingKey } from './settings';

/*
 * Declared amount ranges beyond the schemas' hard ceiling: the operator's limits from the money
 * settings (changed only through a second administrator). Money's own orders check them here;
 * other plugins' routes (account's station quota and play-along top-ups) through the core's
 * assertWithinLimit, which reads the ones money's module declares (moneyAmountLimits).
 */

type LimitKey = Extract<MoneySettingKey, 'maxManualAmount' | 'maxBatchTotal' | 'maxOrderAmount' | 'maxQuotaChange'>;

/** Refuses `amount × count` paise above the configured limit, naming the request field. */
export async function assertWithinLimit(db: Database, limit: LimitKey, field: string, amount: number, count = 1): Promise<void> {
  refuseOverLimit(limit, field, (await readMoneySettings(db))[limit], amount, count);
}

const setting =
  (limit: LimitKey): AmountLimit =>
  async (db) =>
    (await readMoneySettings(db))[limit];

/** The limits as money's module declares them to the core, by their setting names. */
export const moneyAmountLimits: Record<LimitKey, AmountLimit> = {
  maxManualAmount: setting('maxManualAmount'),
  maxBatchTotal: setting('maxBatchTotal'),
  maxOrderAmount: setting('maxOrderAmount'),
  maxQuotaChange: setting('maxQuotaChange'),
};
