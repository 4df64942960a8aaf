import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * Yue Bao's rows (tables/yuebao.ts) as answers and as the daily job reads them. Money in paise,
 * rates in millionths, remainders in millionths of a paisa, times epoch ms, days 'YYYY-MM-DD'.
 */

/** One version of a tier's terms: the tier as it stands from `effective_from` (yuebao.ts tiersOn). */
export const yuebaoTierVersionRow = defineRowMapping({
  id: column('tier_id').int(),
  minAmount: column('min_amount').money(),
  ratePpm: column('rate_ppm').int(),
  secondaryRatePpm: column('secondary_rate_ppm').int(),
  autoTransfer: column('auto_transfer').bool01(),
  transferTime: column('transfer_time').text(),
  enabled: column('enabled').bool01(),
  effectiveFrom: column('effective_from').text(),
});

/** A member's day of interest (balanceRecord, yuebaoRoutes.ts), with the member's account joined. */
export const yuebaoRecordRow = defineRowMapping({
  id: column('id').int(),
  businessDate: column('business_date').text(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  tierId: column('tier_id').int().nullable(),
  tierMinAmount: column('tier_min_amount').money(),
  opening: column('opening').money(),
  lowest: column('lowest').money(),
  closing: column('closing').money(),
  transferIn: column('transfer_in').money(),
  transferOut: column('transfer_out').money(),
  ratePpm: column('rate_ppm').int(),
  secondaryRatePpm: column('secondary_rate_ppm').int(),
  interest: column('interest').money(),
  remainder: column('remainder').int(),
  autoTransfer: column('auto_transfer').bool01(),
  transferAmount: column('transfer_amount').money(),
  transferDueAt: column('transfer_due_at').epochMs().nullable(),
  transferredAt: column('transferred_at').epochMs().nullable(),
  status: column('status').int().oneOf([0, 1, 2, 3]),
  createdAt: column('created_at').epochMs(),
});

/**
 * A member's Yue Bao account over one day, from its ledger postings (yuebao.ts dayFigures): the
 * balance now, and what moved after the day, during it, in and out. Sums over no postings are null.
 */
export const yuebaoLedgerDayRow = defineRowMapping({
  memberId: column('owner_id').int(),
  balance: column('balance').money(),
  after: column('after').money().nullAs(0),
  during: column('during').money().nullAs(0),
  low: column('low').money().nullable(),
  transferIn: column('tin').money().nullAs(0),
  transferOut: column('tout').money().nullAs(0),
});
