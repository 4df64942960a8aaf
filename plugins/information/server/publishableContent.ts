import { sql, type Expression, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { RouteContract } from '../../../shared/contract';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { containsText } from '../../../server/db/filters';
import type { DB } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList, type Direction } from '../../../server/http/pagedList';
import { defineRoute, type Route } from '../../../server/http/route';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { richTextField } from './contentFields';
import { publishStateFilter, publishWindowRow, type PublishState } from './publishWindow';
import { saveAudited, type ContentTable } from './saveAudited';
import { franchiseeChoiceRow } from './tables/publishableRow';

/*
 * Notices, banners (and start-up ads), articles (and activities) are one kind of thing: content a
 * member sees once an operator publishes it. Each row belongs to a franchisee or to the whole
 * platform, has a sort, an operator's switch (status 0 on, 1 off) and a publish window whose state
 * (scheduled, live, expired, off) follows from the clock; admin manages every franchisee's rows and
 * a franchisee its own; every write is audited, with no maker-checker. This factory holds all of
 * that once: the options, list, detail, save, status and delete routes of one content kind. A kind
 * declares only what is its own: its table and the rows of it that are its, its contracts and menu,
 * its columns and record, its own list filters, its save's checks and values.
 */

/** A contract's parsed body (what the route's handler is given). */
type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
/** A contract's answer, as a handler may return it. */
type AnswerIn<C extends RouteContract> = z.input<C['answer']>;
/** One row of a list contract's answer. */
type ListRowOf<C extends RouteContract> = AnswerIn<C> extends { list: (infer R)[] } ? R : never;

/** The operator's switch, as the status route's log records it before the change. */
const switchRow = publishWindowRow.pick('status');

/** The request fields every kind's list, save, status and delete take. */
interface SharedListBody {
  title?: string;
  franchiseeId?: number;
  state?: PublishState;
}
interface SharedSaveBody {
  id?: number;
  franchiseeId?: number;
  status?: 0 | 1;
}

/** The calls of one kind, under its prefix; `detail` where its screens open one row by id. */
export interface PublishableContracts {
  options: RouteContract;
  list: RouteContract & { body: z.ZodType<SharedListBody & { pageIndex: number; pageSize: number }> };
  detail?: RouteContract & { body: z.ZodType<{ id: number }> };
  save: RouteContract & { body: z.ZodObject & z.ZodType<SharedSaveBody> };
  status: RouteContract & { body: z.ZodType<{ id: number; status: 0 | 1 }> };
  remove: RouteContract & { body: z.ZodType<{ id: number }> };
}

/** The columns every kind's record reads: its own row, its franchisee's name and its author. */
export type ContentRow<T extends ContentTable> = Selectable<DB[T]> & { franchisee_name: string | null; creator_username: string | null };

/** A kind's rows, as its list filters narrow them. */
export type Query<T extends ContentTable> = SelectQueryBuilder<DB, T, object>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a kind's display joins may name any table; only its row type matters
type Joined = SelectQueryBuilder<any, any, object>;

/** What a kind's save computes, with the franchisee the factory settled and checked. */
export interface SaveInput<B> {
  db: Database;
  caller: Caller;
  body: B;
  uploadDir: string;
  franchiseeId: number | null;
}

export interface PublishableKind<
  T extends ContentTable,
  C extends PublishableContracts,
  Row extends ContentRow<T>,
  Rec extends ListRowOf<C['list']>,
> {
  table: T;
  contracts: C;
  menu: string[];
  /** The operation-log codes are `<action>.save`, `<action>.status`, `<action>.delete`. */
  action: string;
  /** Which rows of the table are this kind's (its `kind`, a notice view's types). */
  ofKind: Expression<SqlBool>;
  /** Columns set only when a row is created (the kind column of a shared table). */
  insertOnly?: Record<string, unknown>;
  /** The table records who last edited a row (updated_by). */
  tracksEditor?: boolean;
  /** The rich-text field the server sanitises while parsing the save (its two messages); none when the kind has no text. */
  richText?: { required: string; long: string };
  /** The message a save naming no existing franchisee gets. */
  franchiseeUnknown: string;
  /** The list's order when the request names none; id desc breaks ties. */
  defaultSort: { field: 'id' | 'sort' | 'startAt'; order: Direction };
  /** Joins and columns beyond the shared ones (row, franchisee's name, author). */
  columns?: (query: Joined) => Joined;
  /** The kind's own list filters (title, franchisee and state are shared). */
  filters?: (query: Query<T>, body: BodyOf<C['list']>) => Query<T>;
  /** What the screens get of the rows (async: a kind may look up names). */
  records(db: Database, rows: Row[], now: number): Rec[] | Promise<Rec[]>;
  /** Extra choices the options route answers beside the franchisees in scope. */
  options?: (db: Database, caller: Caller) => Promise<Omit<AnswerIn<C['options']>, 'franchisees'>>;
  /** A check on the save body before any lookup (a notice view's types). */
  checkSave?: (body: BodyOf<C['save']>) => void;
  /** The kind's own columns of a save, after its own checks (pictures stored, accounts known …). */
  values(input: SaveInput<BodyOf<C['save']>>): Promise<Record<string, unknown>>;
}

/** The options, list, (detail,) save, status and delete routes of one content kind. */
export function publishableRoutes<
  T extends ContentTable,
  C extends PublishableContracts,
  Row extends ContentRow<T>,
  Rec extends ListRowOf<C['list']>,
>(kind: PublishableKind<T, C, Row, Rec>): Route[] {
  const { table, contracts, menu, action, ofKind } = kind;
  const base = { auth: 'staff' as const, roles: ['admin' as const, 'franchisee' as const], menu };
  const column = (name: string) => `${table}.${name}`;
  const scoped = (caller: Caller) => scopeFilter(scopeOf(caller), { franchisee: column('franchisee_id') });
  // Kysely cannot follow a table name that is a type parameter; the kind's row type is declared above.
  const from = (db: Database) => db.selectFrom(table as ContentTable) as unknown as Query<T>;
  const ownRows = (db: Database, caller: Caller) => from(db).where(ofKind).where(scoped(caller));
  const byId = (id: number) => sql<SqlBool>`${sql.ref(column('id'))} = ${id}`;
  const owned = (db: Database, caller: Caller, id: number) =>
    ownRows(db, caller).where(byId(id)).selectAll().executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
  const withColumns = (query: Query<T>): Joined => {
    const shared = (query as Joined)
      .leftJoin('franchisee', 'franchisee.id', column('franchisee_id'))
      .leftJoin('staff_user as creator', 'creator.id', column('created_by'))
      .selectAll(table)
      .select(['franchisee.name as franchisee_name', 'creator.username as creator_username']);
    return kind.columns ? kind.columns(shared) : shared;
  };
  const editor = (caller: Caller) => (kind.tracksEditor ? { updated_by: caller.staffId } : {});
  const saveBody = kind.richText ? contracts.save.body.safeExtend({ content: richTextField(kind.richText, 50_000) }) : undefined;

  const routes: Route[] = [
    defineRoute<'staff', RouteContract>({
      ...base,
      contract: contracts.options,
      // The franchisees a row may belong to, within the caller's scope (and the kind's own choices).
      async handler({ db, caller }) {
        const [franchisees, extra] = await Promise.all([
          db
            .selectFrom('franchisee')
            .select(['id', 'name'])
            .where(scopeFilter(scopeOf(caller), { franchisee: 'franchisee.id' }))
            .orderBy('id')
            .execute(),
          kind.options?.(db, caller),
        ]);
        return { franchisees: franchisees.map(franchiseeChoiceRow.map), ...extra };
      },
    }),

    defineRoute<'staff', RouteContract>({
      ...base,
      contract: contracts.list,
      async handler({ db, caller, body, now }) {
        const request = body as BodyOf<C['list']> & SharedListBody & { pageIndex: number; pageSize: number };
        const shared = ownRows(db, caller)
          .$if(request.title !== undefined, (q) => q.where(containsText(column('title'), request.title as string)))
          .$if(request.franchiseeId !== undefined, (q) =>
            q.where(sql<SqlBool>`${sql.ref(column('franchisee_id'))} = ${request.franchiseeId as number}`),
          )
          .$if(request.state !== undefined, (q) => q.where(publishStateFilter(table, request.state as PublishState, now)));
        const page = await pagedList(db, {
          query: kind.filters ? kind.filters(shared, request) : shared,
          select: withColumns,
          sort: defineSort({
            columns: { id: column('id'), sort: column('sort'), startAt: column('start_at') },
            defaultField: kind.defaultSort.field,
            defaultOrder: kind.defaultSort.order,
            tieBreak: { column: column('id'), order: 'desc' },
          }),
          page: request,
        });
        return { total: page.total, list: await kind.records(db, page.list as Row[], now) };
      },
    }),
  ];

  const detail = contracts.detail;
  if (detail)
    routes.push(
      // <kind>Edit opens one row by its id (in the caller's scope).
      defineRoute<'staff', RouteContract>({
        ...base,
        contract: detail,
        async handler({ db, caller, body, now }) {
          const { id } = body as { id: number };
          const row = await withColumns(ownRows(db, caller).where(byId(id))).executeTakeFirst();
          if (!row) throw new ApiError('A0404', 'not_found');
          const [record] = await kind.records(db, [row as Row], now);
          return record;
        },
      }),
    );

  routes.push(
    defineRoute<'staff', RouteContract>({
      ...base,
      contract: contracts.save,
      serverBody: saveBody,
      writes: { action: `${action}.save`, targetType: table },
      async handler({ db, caller, body, now, audit, uploadDir }) {
        const request = body as BodyOf<C['save']> & SharedSaveBody;
        kind.checkSave?.(request);
        const before = request.id === undefined ? undefined : await owned(db, caller, request.id);
        if (request.id !== undefined && !before) throw new ApiError('A0404', 'not_found');
        // Admin: the named franchisee, or none for platform-wide. A franchisee: always its own.
        const franchiseeId = franchiseeFor(caller, request.franchiseeId) ?? null;
        if (franchiseeId !== null && !(await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst())) {
          throw new ApiError('A0400', kind.franchiseeUnknown);
        }
        const own = await kind.values({ db, caller, body: request, uploadDir, franchiseeId });
        const values = { franchisee_id: franchiseeId, ...own, status: request.status ?? 0, ...editor(caller), updated_at: now };
        const created = { staffId: caller.staffId, now, insertOnly: kind.insertOnly };
        return saveAudited(db, table, before as { id: number } | undefined, values, created, audit);
      },
    }),

    defineRoute<'staff', RouteContract>({
      ...base,
      contract: contracts.status,
      writes: { action: `${action}.status`, targetType: table },
      async handler({ db, caller, body, now, audit }) {
        const { id, status } = body as { id: number; status: 0 | 1 };
        const row = (await owned(db, caller, id)) as { status: number } | undefined;
        if (!row) throw new ApiError('A0404', 'not_found');
        const before = switchRow.map(row);
        await db
          .updateTable(table as ContentTable)
          .set({ status, ...editor(caller), updated_at: now })
          .where('id', '=', id)
          .execute();
        audit({ targetId: id, before, after: { status } });
        return null;
      },
    }),

    defineRoute<'staff', RouteContract>({
      ...base,
      contract: contracts.remove,
      writes: { action: `${action}.delete`, targetType: table },
      async handler({ db, caller, body, audit }) {
        const { id } = body as { id: number };
        const row = await owned(db, caller, id);
        if (!row) throw new ApiError('A0404', 'not_found');
        await db
          .deleteFrom(table as ContentTable)
          .where('id', '=', id)
          .execute();
        audit({ targetId: id, before: row });
        return null;
      },
    }),
  );
  return routes;
}
