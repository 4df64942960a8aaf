import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * Home's activity figures per Bombay day (activity.ts): members registered, and approved deposits
 * or paid withdrawals with how many were first deposits. Day numbers, counts, paise.
 */

/** Real members registered on one day. */
export const registrationDayRow = defineRowMapping({
  day: column('day').int(),
  count: column('count').int(),
});

/** One day's approved deposits (or paid withdrawals, whose first figures are 0). */
export const orderDayRow = defineRowMapping({
  day: column('day').int(),
  count: column('count').int(),
  amount: column('amount').money(),
  firstCount: column('first_count').int(),
  firstAmount: column('first_amount').money(),
});
