import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { DRAW_OUTCOMES, PRIZE_KINDS } from '../../shared/luckyContract';

/*
 * lucky_prize's and lucky_draw's rows (tables/luckyDraw.ts) as the campaign list and the public
 * verification page read them (lucky/campaignRoutes.ts, lucky/verify.ts). Times epoch ms.
 */

/** A campaign's prize, with the campaign it belongs to (the list groups them by it). */
export const luckyPrizeRow = defineRowMapping({
  campaignId: column('campaign_id').int(),
  id: column('id').int(),
  position: column('position').int(),
  name: column('name').text(),
  kind: column('kind').text().oneOf(PRIZE_KINDS),
  // Paise for a money prize, points for a points prize, 0 otherwise: a whole number either way.
  amount: column('amount').int(),
  ticketId: column('ticket_id').int().nullable(),
  weight: column('weight').int(),
  stock: column('stock').int().nullable(),
  stockLeft: column('stock_left').int().nullable(),
});

/** A draw as the verification page checks it: who drew, which number, and the prize recorded. */
export const luckyDrawVerifyRow = defineRowMapping({
  drawNo: column('draw_no').int(),
  memberId: column('member_id').int(),
  prizeId: column('prize_id').int(),
  outcome: column('outcome').text().oneOf(DRAW_OUTCOMES),
  createdAt: column('created_at').epochMs(),
});

/**
 * A draw as the draw log lists it (lucky/prizeLogRoutes.ts): its campaign and member, the prize it
 * gave (joined from lucky_prize) and how that was paid: a ledger journal, a points ledger row or the
 * serial of the ticket it issued (null when it paid none of them).
 */
export const luckyDrawLogRow = defineRowMapping({
  id: column('id').int(),
  campaignId: column('campaign_id').int(),
  campaignName: column('campaign_name').text(),
  franchiseeId: column('franchisee_id').int().nullable(),
  drawNo: column('draw_no').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  prizeIndex: luckyPrizeRow.fields.position,
  prizeName: column('prize_name').text(),
  kind: luckyPrizeRow.fields.kind,
  amount: luckyPrizeRow.fields.amount,
  outcome: luckyDrawVerifyRow.fields.outcome,
  journalId: column('journal_id').int().nullable(),
  pointsLedgerId: column('points_ledger_id').int().nullable(),
  ticketSerial: column('ticket_serial').text().nullable(),
  createdAt: column('created_at').epochMs(),
});
