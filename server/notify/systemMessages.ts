import type { Database } from '../db/database';
import { idRow } from '../db/idRow';
import { column, defineRowMapping } from '../db/rowMapping';
import { bombayDateTime } from '../domain/time';
import { DEFAULT_TEMPLATES, MAIL_LANGS, type MailLang, type SystemEvent, type TemplateTexts } from './systemMessageDefaults';

/*
 * The platform's automatic messages to members (message_center › systemMessage). The services where
 * an event happens call sendSystemMessage inside their own transaction, so the message exists
 * exactly when the event does (a rolled-back approval leaves no message) and, by the unique
 * dedupe_key `${event}:${refId}`, at most once per event however often the call is repeated.
 * The text is the event's template in the member's language with the placeholders filled; a
 * switched-off event sends nothing. Templates and values are plain text (a rejection reason is
 * whatever the reviewer typed), while a mail's content is drawn as HTML: the filled body is
 * escaped as a whole, so nothing a staff member types becomes markup.
 */

/** A member a message goes to: its account name, its language and the franchisee its mail belongs to. */
const recipientRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  language: column('language').text(),
  franchiseeId: column('franchisee_id').int(),
});

/** Fills {name} placeholders; unknown names stay as typed so a typo shows in the preview. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as HTML that shows exactly that text, line breaks included (as the template preview does). */
export function textAsHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]).replace(/\r?\n/g, '<br>');
}

export function parseTexts(json: string): TemplateTexts {
  try {
    const parsed = JSON.parse(json) as Partial<TemplateTexts>;
    return Object.fromEntries(MAIL_LANGS.map((l) => [l, { title: parsed[l]?.title ?? '', body: parsed[l]?.body ?? '' }])) as TemplateTexts;
  } catch {
    return Object.fromEntries(MAIL_LANGS.map((l) => [l, { title: '', body: '' }])) as TemplateTexts;
  }
}

export interface SystemMessageInput {
  event: SystemEvent;
  /** The order, level change… the event is about: with the event, the message's once-only key. */
  refId: number | string;
  memberId: number;
  /** Placeholder values besides {account} and {time}; amounts already formatted (rupees()). */
  values: Record<string, string>;
  now: number;
}

/** Writes the event's message into the member's mailbox, inside the caller's transaction; answers the new mail's id, or null when the event is off or already told. */
export async function sendSystemMessage(db: Database, input: SystemMessageInput): Promise<number | null> {
  const [id] = await sendSystemMessages(db, input.event, [input], input.now);
  return id ?? null;
}

/** Rows per multi-row insert or `in (…)` list, well under SQLite's bound-parameter limit. */
const BATCH = 500;

/**
 * sendSystemMessage for many members told of one event at once (the nightly VIP evaluation can
 * promote hundreds of thousands): one template read, then the members and their mails in batches.
 * Answers the ids of the mails written (none for those already told, or when the event is off).
 */
export async function sendSystemMessages(
  db: Database,
  event: SystemEvent,
  items: readonly Omit<SystemMessageInput, 'event' | 'now'>[],
  now: number,
): Promise<number[]> {
  if (items.length === 0) return [];
  const template = await db
    .selectFrom('system_message_template')
    .select(['enabled', 'texts_json'])
    .where('event', '=', event)
    .executeTakeFirst();
  if (template && Number(template.enabled) !== 1) return [];
  const texts = template ? parseTexts(template.texts_json) : DEFAULT_TEMPLATES[event];
  const time = bombayDateTime(now);
  const written: number[] = [];
  for (let i = 0; i < items.length; i += BATCH) {
    const chunk = items.slice(i, i + BATCH);
    const members = new Map(
      (
        await db
          .selectFrom('member')
          .select(['id', 'username', 'language', 'franchisee_id'])
          .where('id', 'in', [...new Set(chunk.map((m) => m.memberId))])
          .execute()
      )
        .map(recipientRow.map)
        .map((m) => [m.id, m]),
    );
    const rows = chunk.map((item) => {
      const member = members.get(item.memberId);
      if (!member) throw new Error(`system message ${event}: no member ${item.memberId}`);
      const lang: MailLang = (MAIL_LANGS as readonly string[]).includes(member.language) ? (member.language as MailLang) : 'en';
      // A language left blank by staff falls back to English, then to the seeded text.
      const text =
        texts[lang].title && texts[lang].body ? texts[lang] : texts.en.title && texts.en.body ? texts.en : DEFAULT_TEMPLATES[event].en;
      const values = { account: member.username, time, ...item.values };
      return {
        franchisee_id: member.franchiseeId,
        member_id: item.memberId,
        source: 'system' as const,
        event,
        dedupe_key: `${event}:${item.refId}`,
        lang,
        title: fillTemplate(text.title, values),
        content: textAsHtml(fillTemplate(text.body, values)),
        read_at: null,
        created_by: null,
        created_at: now,
      };
    });
    const inserted = await db
      .insertInto('member_mail')
      .values(rows)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .execute();
    for (const { id } of inserted.map(idRow.map)) written.push(id);
  }
  return written;
}
