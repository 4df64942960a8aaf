import { richTextPlain, sanitizeRichText } from '../../../../server/richText/sanitize';
import { ApiError } from '../../../../server/http/errors';
import { publishedAgreementRow, registrationAgreementRow } from '../tables/registrationAgreementRow';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute, type Route } from '../../../../server/http/route';
import {
  AGREEMENT_LANGS,
  AGREEMENT_STATES,
  agreementContracts,
  agreementContractsAt,
  type AgreementPrefix,
} from '../../shared/agreementContract';
import { INFORMATION_MENU } from '../../../information/shared/menuTree';
import { SYSTEM_MENU } from '../../shared/menuTree';

/*
 * registration_agreement: the agreement a member accepts when registering, as rich text per
 * content language, in numbered versions. A version is written once (a change is a new draft,
 * usually started from the published text) and never edited, so the text members agreed to on
 * any day can be shown again. Publishing a version makes it the one the member app shows for its
 * language and retires the one published before, in one transaction.
 * Platform-wide content, so admin only. Every save goes through the information module's
 * sanitiser (the same allow-list as notices): no script, event handler or javascript: URL is stored.
 */

export { AGREEMENT_LANGS, AGREEMENT_STATES };

/** The version a publish reads. */
const agreementVersion = registrationAgreementRow.pick('id', 'lang', 'version', 'state');

/**
 * The endpoints under one prefix, allowed by one menu leaf. The agreement opens from two leaves
 * (system_management/registration_agreement and the Information section's regprotocolEdit), and a
 * route is granted by one menu path, so each leaf gets the same routes under its own prefix.
 */
export interface AgreementView {
  prefix: AgreementPrefix;
  menu: string[];
}

export const AGREEMENT_VIEWS: Record<'system' | 'information', AgreementView> = {
  system: { prefix: 'chance-registration-agreement', menu: SYSTEM_MENU.system_management.registration_agreement.path },
  information: { prefix: 'chance-regprotocol', menu: INFORMATION_MENU.Information_management.regprotocolEdit.path },
};

function viewRoutes({ prefix, menu }: AgreementView): Route[] {
  const contracts = agreementContractsAt(prefix);
  // Saved text is sanitised as it is parsed and refused when nothing visible remains.
  const content = contracts.save.body.shape.content
    .transform(sanitizeRichText)
    .refine((html) => richTextPlain(html).length > 0, { error: 'system.agreement_content_required' });
  return [
    defineRoute({
      contract: contracts.list,
      auth: 'staff',
      roles: ['admin'],
      menu,
      async handler({ db, body }) {
        const filtered = db
          .selectFrom('registration_agreement')
          .$if(body.lang !== undefined, (q) => q.where('registration_agreement.lang', '=', body.lang as 'zh'))
          .$if(body.state !== undefined, (q) => q.where('registration_agreement.state', '=', body.state as 'draft'));
        const page = await pagedList(db, {
          query: filtered,
          select: (q) =>
            q
              .leftJoin('staff_user as creator', 'creator.id', 'registration_agreement.created_by')
              .leftJoin('staff_user as publisher', 'publisher.id', 'registration_agreement.published_by')
              .select([
                'registration_agreement.id',
                'registration_agreement.lang',
                'registration_agreement.version',
                'registration_agreement.content',
                'registration_agreement.state',
                'creator.username as creator_username',
                'registration_agreement.created_at',
                'publisher.username as publisher_username',
                'registration_agreement.published_at',
              ]),
          sort: defineSort({
            columns: { version: 'registration_agreement.version', createdAt: 'registration_agreement.created_at' },
            defaultField: 'createdAt',
            defaultOrder: 'desc',
            tieBreak: { column: 'registration_agreement.id', order: 'desc' },
          }),
          page: body,
        });
        return {
          total: page.total,
          list: page.list.map(registrationAgreementRow.map),
        };
      },
    }),

    defineRoute({
      contract: contracts.save,
      serverBody: contracts.save.body.safeExtend({ content }),
      auth: 'staff',
      roles: ['admin'],
      menu,
      writes: { action: 'registration_agreement.create', targetType: 'registration_agreement' },
      // A new draft version; the (lang, version) unique key refuses a concurrent twin, which rolls back.
      async handler({ db, caller, body, now, audit }) {
        const last = await db
          .selectFrom('registration_agreement')
          .select((eb) => eb.fn.max('version').as('v'))
          .where('lang', '=', body.lang)
          .executeTakeFirst();
        const version = Number(last?.v ?? 0) + 1;
        const values = {
          lang: body.lang,
          version,
          content: body.content,
          state: 'draft' as const,
          created_by: caller.staffId,
          created_at: now,
        };
        const inserted = await db.insertInto('registration_agreement').values(values).returning('id').executeTakeFirstOrThrow();
        audit({ targetId: Number(inserted.id), after: values });
        return { id: Number(inserted.id), version };
      },
    }),

    defineRoute({
      contract: contracts.publish,
      auth: 'staff',
      roles: ['admin'],
      menu,
      writes: { action: 'registration_agreement.publish', targetType: 'registration_agreement' },
      async handler({ db, caller, body, now, audit }) {
        const found = await db
          .selectFrom('registration_agreement')
          .select(['id', 'lang', 'version', 'state'])
          .where('id', '=', body.id)
          .executeTakeFirst();
        if (!found) throw new ApiError('A0404', 'not_found');
        const row = agreementVersion.map(found);
        if (row.state === 'published') throw new ApiError('A0400', 'system.agreement_already_published', { version: row.version });
        const previous = await db
          .selectFrom('registration_agreement')
          .select(['id', 'version'])
          .where('lang', '=', row.lang)
          .where('state', '=', 'published')
          .executeTakeFirst();
        // Retire first: the partial unique index allows one published version per language.
        if (previous) await db.updateTable('registration_agreement').set({ state: 'retired' }).where('id', '=', previous.id).execute();
        await db
          .updateTable('registration_agreement')
          .set({ state: 'published', published_by: caller.staffId, published_at: now })
          .where('id', '=', row.id)
          .execute();
        audit({
          targetId: row.id,
          before: {
            lang: row.lang,
            version: row.version,
            state: row.state,
            published: previous ? agreementVersion.pick('version').map(previous).version : null,
          },
          after: { lang: row.lang, version: row.version, state: 'published', published: row.version },
        });
        return null;
      },
    }),
  ];
}

// Public: the member app's registration page reads the published text of its language (public
// anyway: anyone about to register is shown it). Drafts and replaced versions are never served.
const currentRoute = defineRoute({
  contract: agreementContracts.current,
  auth: 'public',
  async handler({ db, query }) {
    const row = await db
      .selectFrom('registration_agreement')
      .select(['lang', 'version', 'content', 'published_at'])
      .where('lang', '=', query.lang)
      .where('state', '=', 'published')
      .executeTakeFirst();
    if (!row) throw new ApiError('A0404', 'not_found');
    return publishedAgreementRow.map(row);
  },
});

export const agreementRoutes: Route[] = [...Object.values(AGREEMENT_VIEWS).flatMap(viewRoutes), currentRoute];
