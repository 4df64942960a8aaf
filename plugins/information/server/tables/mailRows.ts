import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import { parseTexts } from '../../../../server/notify/systemMessages';
import { MAIL_LANGS, SYSTEM_EVENTS } from '../../../../shared/systemMessageEvents';

/*
 * member_mail's and system_message_template's rows as answers (mailRoutes.ts): a mail with its
 * member's account, franchisee and sender (joined), and an automatic message's template with its
 * texts per language. Times epoch ms, as stored.
 */

export const mailRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  account: column('username').text(),
  franchiseeName: column('franchisee_name').text().nullable(),
  source: column('source').text().oneOf(['system', 'staff']),
  event: column('event').text(),
  lang: column('lang').text().oneOf(MAIL_LANGS),
  title: column('title').text(),
  content: column('content').text(),
  readAt: column('read_at').epochMs().nullable(),
  sentBy: column('sender_username').text().nullable(),
  createdAt: column('created_at').epochMs(),
});

/** A template as the screen edits it; a language missing from its texts reads as empty. */
export const systemTemplateRow = defineRowMapping({
  id: column('id').int(),
  event: column('event').text().oneOf(SYSTEM_EVENTS),
  enabled: column('enabled').int(),
  texts: computed((row: { texts_json: string }) => parseTexts(row.texts_json)),
  updatedBy: column('editor_username').text().nullable(),
  updatedAt: column('updated_at').epochMs(),
});

/** A member as a personal mail addresses them: the mail is filed under the member's franchisee. */
export const mailRecipientRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
});

/** How many members a send reaches (mailBroadcast.ts). */
export const audienceCountRow = defineRowMapping({ members: column('n').int() });

/** The lowest and highest member id a send reaches, both null when it reaches none (mailBroadcast.ts). */
export const memberIdSpanRow = defineRowMapping({
  lo: column('lo').int().nullable(),
  hi: column('hi').int().nullable(),
});
