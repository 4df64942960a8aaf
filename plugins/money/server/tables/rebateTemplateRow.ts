import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import { parseRates, VIP_LEVELS } from '../rebateRules';

/*
 * rebate_template's rows as answers (promotion_settings, rebateTemplateRoutes.ts) and as the daily
 * rebate job reads them (rebateRules.ts). Money in paise, rates in basis points, times epoch ms.
 */

const rates = computed((row: { rates_json: string }) => parseRates(row.rates_json));

/** A template as the screen shows it: a rate for every VIP level (0 where none is set). */
export const rebateTemplateRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int().nullable(),
  name: column('name').text(),
  gameId: column('game_id').int().nullable(),
  // Joined from game by the routes that show it; the job's reads leave it out.
  gameName: computed((row: { game_name?: string | null }) => row.game_name ?? null),
  rates: computed((row: { rates_json: string }) => {
    const byLevel = parseRates(row.rates_json);
    return Array.from({ length: VIP_LEVELS }, (_, level) => byLevel.get(level) ?? 0);
  }),
  auditMultipleX100: column('audit_multiple_x100').int(),
  dailyCap: column('daily_cap').money(),
  status: column('status').int(),
  createdAt: column('created_at').epochMs(),
  updatedAt: column('updated_at').epochMs(),
});

/** A template as the rebate job pays by it: its rates by level, only the levels set. */
export const rebateTemplateTerms = rebateTemplateRow
  .pick('id', 'franchiseeId', 'gameId', 'auditMultipleX100', 'dailyCap')
  .extend({ rates });
