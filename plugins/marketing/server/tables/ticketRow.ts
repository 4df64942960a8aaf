import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { TICKET_TYPES } from '../../shared/ticketContract';

/*
 * ticket's rows as the ticket list answers them (ticketRoutes.ts), with the franchisee's name and
 * how many were issued (a count subquery). Amounts in paise, times epoch ms.
 */
export const ticketRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchiseeName').text(),
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
