import { z } from 'zod';
import type { Database } from '../../../../server/db/database';
import { HOLD_KINDS, RISK_KINDS, type HoldKind, type RiskKind } from '../../shared/riskKinds';

/*
 * The risk rules the server applies, stored one key per rule in risk_setting (JSON values). Only
 * rules with a code path are here: the withdrawal hold is checked where withdrawals are created
 * (plugins/money/server/withdrawals.ts). Accounts per IP/device, the registration throttle and duplicate
 * bank account detection are left out: this server has no member registration or bank binding
 * path for them to act on, and a setting that does nothing would mislead operators.
 */

export { HOLD_KINDS, RISK_KINDS, type HoldKind, type RiskKind };

export interface RiskSettings {
  /** Withdrawals matching an active list entry: block_withdraw refuses them, review sends them to a second reviewer. */
  withdrawHold: boolean;
  /** Which list kinds a withdrawal is matched against. */
  holdKinds: HoldKind[];
}

export const RISK_SETTING_DEFAULTS: RiskSettings = { withdrawHold: true, holdKinds: ['member', 'bank_account', 'upi'] };

const stored = {
  withdrawHold: z.boolean(),
  holdKinds: z.array(z.enum(HOLD_KINDS)),
};

export async function readRiskSettings(db: Database): Promise<RiskSettings> {
  const rows = await db.selectFrom('risk_setting').select(['key', 'value']).execute();
  const settings: RiskSettings = { ...RISK_SETTING_DEFAULTS, holdKinds: [...RISK_SETTING_DEFAULTS.holdKinds] };
  for (const row of rows) {
    if (!Object.hasOwn(stored, row.key)) continue;
    const parsed = stored[row.key as keyof RiskSettings].safeParse(JSON.parse(row.value));
    if (parsed.success) (settings as unknown as Record<string, unknown>)[row.key] = parsed.data;
  }
  return settings;
}

export async function writeRiskSettings(db: Database, settings: RiskSettings, now: number): Promise<void> {
  for (const key of Object.keys(stored) as (keyof RiskSettings)[]) {
    const value = JSON.stringify(settings[key]);
    await db
      .insertInto('risk_setting')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}
