import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { money } from './002_money';
import { rechargeDiscount } from './014_recharge_discount';
import { paidOrderTimeIndexes } from './022_paid_order_time_indexes';
import { rebateCancel } from './030_rebate_cancel';
import { cryptoPayout } from './032_crypto_payout';
import { rebateTemplate } from './039_rebate_template';
import { yuebao } from './040_yuebao';
import { moneyRest } from './052_money_rest';
import { registDiscountSource } from './060_regist_discount_source';
import { depositCountIndexes } from './061_deposit_count_indexes';

/**
 * The money plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function moneyMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '002_money': money(dialect),
    '014_recharge_discount': rechargeDiscount(dialect),
    '022_paid_order_time_indexes': paidOrderTimeIndexes,
    '030_rebate_cancel': rebateCancel(),
    '032_crypto_payout': cryptoPayout(dialect),
    '039_rebate_template': rebateTemplate(dialect),
    '040_yuebao': yuebao(dialect),
    '052_money_rest': moneyRest(dialect),
    '060_regist_discount_source': registDiscountSource(dialect),
    '061_deposit_count_indexes': depositCountIndexes,
  };
}
