import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * A payment channel's totals (channelRecordRoutes.ts stats): its passed deposits or paid payouts,
 * all time and today, grouped by channel. Counts and sums come back as BIGINT / NUMERIC on
 * PostgreSQL; a channel's sum over no rows is null.
 */
export const channelTotalsRow = defineRowMapping({
  channelId: column('channel_id').int(),
  count: column('count').int(),
  amount: column('amount').money().nullAs(0),
  todayCount: column('today_count').int(),
  todayAmount: column('today_amount').money(),
});
