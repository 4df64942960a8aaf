import { z } from 'zod';
import type { Database } from '../../../server/db/database';

/*
 * Money settings (money_setting rows, JSON values) with their defaults. The second-review
 * threshold is ₹50,000 unless configured; multiples are integer hundredths (100 = 1×), rates in
 * basis points, as in server/domain/audit.ts.
 */

export const MONEY_SETTING_DEFAULTS = {
  /** Withdrawals of at least this many paise need a second reviewer (maker ≠ checker). */
  secondReviewThreshold: 5_000_000,
  normalMultipleX100: 100,
  comprehensiveMultipleX100: 100,
  /** Admin fee on an unmet normal audit, basis points of the deposit (10 000 = 100 %). */
  adminFeeRateBps: 10_000,
  /** Ordinary withdrawal fee, basis points of the amount. */
  withdrawFeeBps: 0,
  /** Most one manual credit/debit may move per member (₹1 crore). */
  maxManualAmount: 1_000_000_000,
  /** Most one batch request may move in total (₹10 crore). */
  maxBatchTotal: 10_000_000_000,
  /** Largest deposit or withdrawal order and deposit bonus (₹1 crore). */
  maxOrderAmount: 1_000_000_000,
  /** Largest single station-quota or agent-quota change (₹10 crore). */
  maxQuotaChange: 10_000_000_000,
};

export { AMOUNT_CEILING } from '../../../server/http/validate';

export type MoneySettings = typeof MONEY_SETTING_DEFAULTS;
export type MoneySettingKey = keyof MoneySettings;

const valueSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export async function readMoneySettings(db: Database): Promise<MoneySettings> {
  const rows = await db.selectFrom('money_setting').select(['key', 'value']).execute();
  const settings = { ...MONEY_SETTING_DEFAULTS };
  for (const row of rows) {
    if (!Object.hasOwn(settings, row.key)) continue;
    const parsed = valueSchema.safeParse(JSON.parse(row.value));
    if (parsed.success) settings[row.key as MoneySettingKey] = parsed.data;
  }
  return settings;
}

export async function writeMoneySetting(db: Database, key: MoneySettingKey, value: number, now: number): Promise<void> {
  const text = JSON.stringify(valueSchema.parse(value));
  await db
    .insertInto('money_setting')
    .values({ key, value: text, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now }))
    .execute();
}
