import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/** A member's summed paise in a task window (deposits credited, valid stakes): `coalesce(sum(…), 0) as n`. */
export const paiseTotalRow = defineRowMapping({ n: column('n').money() });

/** A member's first approved deposit: when it was credited (null before it) and its paise (0 before it). */
export const firstDepositRow = defineRowMapping({
  at: column('first_charge_at').epochMs().nullable(),
  amount: column('first_charge_amount').money(),
});
