import type { Database } from '../../../server/db/database';
import { rupees } from '../../../server/domain/money';
import { ApiError } from '../../../server/http/errors';
import { readMoneySettings, type MoneySettingKey } from './settings';

/*
 * Declared amount ranges beyond the schemas' hard ceiling: the operator's limits from the money
 * settings (changed only through a second administrator). Products are compared as BigInt so a
 * count times an amount is never rounded before the comparison.
 */

type LimitKey = Extract<MoneySettingKey, 'maxManualAmount' | 'maxBatchTotal' | 'maxOrderAmount' | 'maxQuotaChange'>;

/** Refuses `amount × count` paise above the configured limit, naming the request field. */
export async function assertWithinLimit(db: Database, limit: LimitKey, field: string, amount: number, count = 1): Promise<void> {
  const max = (await readMoneySettings(db))[limit];
  if (BigInt(amount) * BigInt(count) > BigInt(max)) {
    throw new ApiError('A0400', 'amount_over_limit', { field, max, limit, rupees: rupees(max) });
  }
}
