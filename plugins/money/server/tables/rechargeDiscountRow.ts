import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * recharge_discount_rule's rows as answers (recharge_discount, discountRoutes.ts) and as the
 * deposit review reads the rules that apply (discountRules.ts). Money in paise, rates in basis
 * points, multiples ×100, times epoch ms.
 */

export const rechargeDiscountRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int().nullable(),
  name: column('name').text(),
  kind: column('kind').text().oneOf(['first', 'daily', 'every']),
  minAmount: column('min_amount').money(),
  maxAmount: column('max_amount').money(),
  rateBps: column('rate_bps').int(),
  cap: column('cap').money(),
  turnoverMultipleX100: column('turnover_multiple_x100').int(),
  sort: column('sort').int(),
  status: column('status').int(),
  createdAt: column('created_at').epochMs(),
  updatedAt: column('updated_at').epochMs(),
});

/** A rule as the bonus is worked out by it. */
export const rechargeDiscountTerms = rechargeDiscountRow.pick(
  'id',
  'kind',
  'minAmount',
  'maxAmount',
  'rateBps',
  'cap',
  'turnoverMultipleX100',
  'status',
  'sort',
);
