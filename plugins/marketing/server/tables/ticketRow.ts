import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { TICKET_TYPES } from '../../shared/ticketContract';

/*
 * ticket's rows as the ticket list answers them (ticketRoutes.ts), with the franchisee's name and
 * how many were issued (a count subquery), and member_ticket's as the issue log lists them. Amounts
 * in paise, times epoch ms.
 */
export const ticketRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchisee_name').text(),
  name: column('name').text(),
  type: column('type').text().oneOf(TICKET_TYPES),
  gameId: column('game_id').int().nullable(),
  titleZh: column('title_zh').text(),
  titleEn: column('title_en').text(),
  titleHi: column('title_hi').text(),
  subtitleZh: column('subtitle_zh').text(),
  subtitleEn: column('subtitle_en').text(),
  subtitleHi: column('subtitle_hi').text(),
  detailsZh: column('details_zh').text(),
  detailsEn: column('details_en').text(),
  detailsHi: column('details_hi').text(),
  amount: column('amount').money(),
  limitCount: column('limit_count').int(),
  expiresAt: column('expires_at').epochMs().nullable(),
  validDays: column('valid_days').int().nullable(),
  status: column('status').int(),
  createdAt: column('created_at').epochMs(),
  issued: column('issued').int().nonNull(),
});

/** How many live tickets of one kind a member holds (member_ticket grouped by member). */
export const heldTicketsRow = defineRowMapping({
  memberId: column('member_id').int(),
  held: column('n').int(),
});

/** A ticket as a lucky-draw prize picks it: its franchisee's (lucky/campaignRoutes.ts options). */
export const ticketChoiceRow = ticketRow.pick('id', 'name', 'franchiseeId');

/**
 * A member's ticket as the issue log lists it (ticketRoutes.ts): the ticket's name, type and amount
 * and the member (joined), the staff who issued and who voided it (null when none did), and the
 * draw that won it with its campaign's name (null when staff issued it).
 */
export const memberTicketLogRow = defineRowMapping({
  id: column('id').int(),
  serialNo: column('serial_no').text(),
  ticketId: column('ticket_id').int(),
  ticketName: column('ticket_name').text(),
  type: ticketRow.fields.type,
  amount: ticketRow.fields.amount,
  memberId: column('member_id').int(),
  username: column('username').text(),
  issuedAt: column('issued_at').epochMs(),
  expiresAt: column('expires_at').epochMs().nullable(),
  usedAt: column('used_at').epochMs().nullable(),
  voided: column('voided').int(),
  voidReason: column('void_reason').text(),
  voidedAt: column('voided_at').epochMs().nullable(),
  issuedBy: column('issuer_username').text().nullable(),
  voidedBy: column('voider_username').text().nullable(),
  luckyDrawId: column('lucky_draw_id').int().nullable(),
  campaignName: column('campaign_name').text().nullable(),
  drawNo: column('draw_no').int().nullable(),
});
