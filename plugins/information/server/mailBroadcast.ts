import { sql, type Expression, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { richTextField } from './contentFields';
import { audienceCountRow, memberIdSpanRow } from './tables/mailRows';
import { mailContracts as contracts } from '../shared/mailContract';
import { INFORMATION_MENU } from '../shared/menuTree';

/*
 * message_center › mails: one sanitised rich-text mail into the mailbox of every member of some VIP
 * levels (or of every member), each member getting their own row so read state is theirs. A level
 * can hold 300,000 members at the large profile, so the rows are never built in JS: each batch is
 * one INSERT … SELECT over a range of member ids (the member table's primary key), all batches in
 * the route's one transaction, so a failure sends nothing. Staff first ask how many members it will reach (the
 * confirmation); a franchisee reaches only its own members. One operation-log entry per send.
 */
const MAILS_MENU = INFORMATION_MENU.Information_management.message_center.mails.path;
const roles = ['admin' as const, 'franchisee' as const];
/** Member ids per INSERT … SELECT: bounded statements, a few hundred per 300,000-member level. */
const BATCH_IDS = 20_000;

type Audience = z.output<typeof contracts.audience.body>;

type Caller = Parameters<typeof scopeOf>[0];

/** The members a send reaches: the caller's scope, then every member or those on the chosen levels. */
function audienceOf(caller: Caller, audience: Audience): Expression<SqlBool> {
  const scoped = scopeFilter(scopeOf(caller), { franchisee: 'member.franchisee_id' });
  if (audience.all) return scoped;
  const levels = [...new Set(audience.vipLevels)];
  return sql<SqlBool>`(${scoped}) and member.vip_level in (${sql.join(levels)})`;
}

async function countAudience(db: Database, caller: Caller, audience: Audience): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(audienceOf(caller, audience))
    .executeTakeFirstOrThrow();
  return audienceCountRow.map(row).members;
}

/** One INSERT … SELECT per range of member ids, in the caller's transaction; the number of mails written. */
async function insertMails(
  trx: Database,
  where: Expression<SqlBool>,
  mail: { lang: string; title: string; content: string; staffId: number; now: number },
): Promise<number> {
  const { lo, hi } = memberIdSpanRow.map(
    await trx
      .selectFrom('member')
      .select((eb) => [eb.fn.min<number>('member.id').as('lo'), eb.fn.max<number>('member.id').as('hi')])
      .where(where)
      .executeTakeFirstOrThrow(),
  );
  if (lo === null || hi === null) return 0;
  let total = 0;
  for (let from = lo; from <= hi; from += BATCH_IDS) {
    const result = await trx
      .insertInto('member_mail')
      .columns([
        'franchisee_id',
        'member_id',
        'source',
        'event',
        'dedupe_key',
        'lang',
        'title',
        'content',
        'read_at',
        'created_by',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('member')
          .select([
            'member.franchisee_id',
            'member.id',
            sql.lit('staff').as('source'),
            sql.lit('').as('event'),
            sql<null>`null`.as('dedupe_key'),
            sql.val(mail.lang).as('lang'),
            sql.val(mail.title).as('title'),
            sql.val(mail.content).as('content'),
            sql<null>`cast(null as bigint)`.as('read_at'),
            // Typed casts: PostgreSQL reads an untyped parameter in a select list as text.
            sql<number>`cast(${mail.staffId} as bigint)`.as('created_by'),
            sql<number>`cast(${mail.now} as bigint)`.as('created_at'),
          ])
          .where(where)
          .where('member.id', '>=', from)
          .where('member.id', '<', from + BATCH_IDS),
      )
      .executeTakeFirst();
    total += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return total;
}

export const mailBroadcastRoutes = [
  // How many members a send would reach, for the confirmation.
  defineRoute({
    contract: contracts.audience,
    auth: 'staff',
    roles,
    menu: MAILS_MENU,
    handler: async ({ db, caller, body }) => ({ members: await countAudience(db, caller, body) }),
  }),

  defineRoute({
    contract: contracts.broadcast,
    serverBody: contracts.broadcast.body.safeExtend({
      content: richTextField({ required: 'mail_content_required', long: 'mail_content_long' }, 10_000),
    }),
    auth: 'staff',
    roles,
    menu: MAILS_MENU,
    writes: { action: 'mail.broadcast', targetType: 'member_mail' },
    async handler({ db, caller, body, now, audit }) {
      // The route's transaction (writes): every batch commits with the log entry, or none does.
      const sent = await insertMails(db, audienceOf(caller, body), {
        lang: body.lang,
        title: body.title,
        content: body.content,
        staffId: caller.staffId,
        now,
      });
      if (sent === 0) throw new ApiError('A0400', 'mail_audience_empty');
      audit({
        targetId: `broadcast:${now}`,
        after: {
          vipLevels: body.all ? 'all' : [...new Set(body.vipLevels)].sort((a, b) => a - b),
          lang: body.lang,
          title: body.title,
          members: sent,
        },
      });
      return { members: sent };
    },
  }),
];
