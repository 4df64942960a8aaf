import type { z } from 'zod';
import type { AnswerOf } from '../../../shared/contract';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { richTextField } from './contentFields';
import { EVENT_PLACEHOLDERS, MAIL_LANGS, SYSTEM_EVENTS, type SystemEvent } from '../../../server/notify/systemMessageDefaults';
import { idRow } from '../../../server/db/idRow';
import { mailRecipientRow, mailRow, systemTemplateRow } from './tables/mailRows';
import { mailContracts as contracts } from '../shared/mailContract';
import { INFORMATION_MENU } from '../shared/menuTree';

/*
 * message_center › mails: every member's own mailbox as the member app lists it, the mails the
 * platform sent (automatic messages) and the personal mails staff wrote to one member, with
 * whether and when the member read each one. notice_mail is different: it broadcasts an inbox
 * notice to an audience (everyone, a VIP level, a list of accounts) without a copy per member.
 *
 * message_center › systemMessage: the automatic messages' templates (text per content language,
 * on/off per event; admin edits them, they are platform-wide) and the list of what was sent.
 * Admin sees every franchisee's members' mails, a franchisee only its own members'.
 */
const MAILS_MENU = INFORMATION_MENU.Information_management.message_center.mails.path;
const SYSTEM_MENU = INFORMATION_MENU.Information_management.message_center.systemMessage.path;
const roles = ['admin' as const, 'franchisee' as const];

const scoped = (caller: Parameters<typeof scopeOf>[0]) => scopeFilter(scopeOf(caller), { franchisee: 'member_mail.franchisee_id' });

type ListBody = z.output<typeof contracts.list.body>;
type MailPage = AnswerOf<typeof contracts.list>;

async function mailList(
  db: Parameters<Parameters<typeof defineRoute>[0]['handler']>[0]['db'],
  caller: Parameters<typeof scopeOf>[0],
  body: ListBody,
  only?: 'system',
): Promise<MailPage> {
  const source = only ?? body.source;
  // An account names one member exactly, so the (member_id, created_at) index answers it.
  let memberId: number | undefined;
  if (body.account !== undefined) {
    const member = await db.selectFrom('member').select('id').where('username', '=', body.account).executeTakeFirst();
    if (!member) return { total: 0, list: [] };
    memberId = idRow.map(member).id;
  }
  const filtered = db
    .selectFrom('member_mail')
    .where(scoped(caller))
    .$if(memberId !== undefined, (q) => q.where('member_mail.member_id', '=', memberId as number))
    .$if(source !== undefined, (q) => q.where('member_mail.source', '=', source as 'system'))
    .$if(body.event !== undefined, (q) => q.where('member_mail.event', '=', body.event as string))
    .$if(body.read === 1, (q) => q.where('member_mail.read_at', 'is not', null))
    .$if(body.read === 0, (q) => q.where('member_mail.read_at', 'is', null))
    .$if(body.createdFrom !== undefined, (q) => q.where('member_mail.created_at', '>=', body.createdFrom as number))
    .$if(body.createdTo !== undefined, (q) => q.where('member_mail.created_at', '<', body.createdTo as number));
  const page = await pagedList(db, {
    query: filtered,
    select: (q) =>
      q
        .innerJoin('member', 'member.id', 'member_mail.member_id')
        .leftJoin('franchisee', 'franchisee.id', 'member_mail.franchisee_id')
        .leftJoin('staff_user', 'staff_user.id', 'member_mail.created_by')
        .select([
          'member_mail.id',
          'member_mail.member_id',
          'member.username',
          'franchisee.name as franchisee_name',
          'member_mail.source',
          'member_mail.event',
          'member_mail.lang',
          'member_mail.title',
          'member_mail.content',
          'member_mail.read_at',
          'staff_user.username as sender_username',
          'member_mail.created_at',
        ]),
    sort: defineSort({
      columns: { id: 'member_mail.id', createdAt: 'member_mail.created_at' },
      defaultField: 'createdAt',
      defaultOrder: 'desc',
      tieBreak: { column: 'member_mail.id', order: 'same' },
    }),
    page: body,
    capped: true,
  });
  return {
    total: page.total,
    list: page.list.map(mailRow.map),
  };
}

export const mailRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles,
    menu: MAILS_MENU,
    handler: ({ db, caller, body }) => mailList(db, caller, body),
  }),

  // A personal mail from the staff to one member, in the language the staff wrote it in.
  defineRoute({
    contract: contracts.send,
    serverBody: contracts.send.body.safeExtend({
      content: richTextField({ required: 'mail_content_required', long: 'mail_content_long' }, 10_000),
    }),
    auth: 'staff',
    roles,
    menu: MAILS_MENU,
    writes: { action: 'mail.send', targetType: 'member_mail' },
    async handler({ db, caller, body, now, audit }) {
      const member = await db
        .selectFrom('member')
        .select(['id', 'franchisee_id'])
        .where('username', '=', body.account)
        .where(scopeFilter(scopeOf(caller), { franchisee: 'member.franchisee_id' }))
        .executeTakeFirst();
      if (!member) throw new ApiError('A0400', 'mail_account_unknown');
      const recipient = mailRecipientRow.map(member);
      const values = {
        franchisee_id: recipient.franchiseeId,
        member_id: recipient.id,
        source: 'staff' as const,
        event: '',
        dedupe_key: null,
        lang: body.lang,
        title: body.title,
        content: body.content,
        read_at: null,
        created_by: caller.staffId,
        created_at: now,
      };
      const { id } = idRow.map(await db.insertInto('member_mail').values(values).returning('id').executeTakeFirstOrThrow());
      audit({ targetId: id, after: values });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.systemList,
    auth: 'staff',
    roles,
    menu: SYSTEM_MENU,
    handler: ({ db, caller, body }) => mailList(db, caller, body, 'system'),
  }),

  defineRoute({
    contract: contracts.templates,
    auth: 'staff',
    roles,
    menu: SYSTEM_MENU,
    async handler({ db }) {
      const rows = await db
        .selectFrom('system_message_template')
        .leftJoin('staff_user', 'staff_user.id', 'system_message_template.updated_by')
        .select([
          'system_message_template.id',
          'event',
          'enabled',
          'texts_json',
          'staff_user.username as editor_username',
          'system_message_template.updated_at',
        ])
        .execute();
      const byEvent = new Map(rows.map((r) => [r.event, r]));
      // In the order of SYSTEM_EVENTS, the order the screen explains them in.
      return SYSTEM_EVENTS.filter((e) => byEvent.has(e)).map((event) => ({
        ...systemTemplateRow.map(byEvent.get(event)!),
        placeholders: [...EVENT_PLACEHOLDERS[event]],
      }));
    },
  }),

  // Templates are platform-wide: only admin changes them.
  defineRoute({
    contract: contracts.saveTemplate,
    auth: 'staff',
    roles: ['admin'],
    menu: SYSTEM_MENU,
    writes: { action: 'systemMessage.save', targetType: 'system_message_template' },
    async handler({ db, caller, body, now, audit }) {
      const known = EVENT_PLACEHOLDERS[body.event as SystemEvent];
      for (const lang of MAIL_LANGS) {
        const t = body.texts[lang];
        if (!t.title || !t.body) throw new ApiError('A0400', 'template_text_required', { lang });
        for (const [, name] of `${t.title} ${t.body}`.matchAll(/\{(\w+)\}/g)) {
          if (!known.includes(name))
            throw new ApiError('A0400', 'template_placeholder_unknown', { name: `{${name}}`, known: known.map((k) => `{${k}}`).join(' ') });
        }
      }
      const before = await db.selectFrom('system_message_template').selectAll().where('event', '=', body.event).executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      const values = { enabled: body.enabled ? 1 : 0, texts_json: JSON.stringify(body.texts), updated_by: caller.staffId, updated_at: now };
      await db.updateTable('system_message_template').set(values).where('id', '=', before.id).execute();
      audit({ targetId: idRow.map(before).id, before, after: { ...before, ...values } });
      return null;
    },
  }),
];
