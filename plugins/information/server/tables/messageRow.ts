import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { MESSAGE_CATEGORIES, MESSAGE_STATUSES } from '../../shared/messageContract';

/*
 * member_message's rows as answers (messageRoutes.ts): a member's message with their account and
 * VIP level, the franchisee's name and who answered and closed it (joined). Times epoch ms.
 */
export const messageRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  account: column('username').text(),
  vipLevel: column('vip_level').int(),
  franchiseeName: column('franchisee_name').text().nullable(),
  category: column('category').text().oneOf(MESSAGE_CATEGORIES),
  title: column('title').text(),
  content: column('content').text(),
  reply: column('reply').text().nullable(),
  status: column('status').text().oneOf(MESSAGE_STATUSES),
  repliedBy: column('replier_username').text().nullable(),
  repliedAt: column('replied_at').epochMs().nullable(),
  closedBy: column('closer_username').text().nullable(),
  closedAt: column('closed_at').epochMs().nullable(),
  createdAt: column('created_at').epochMs(),
});
