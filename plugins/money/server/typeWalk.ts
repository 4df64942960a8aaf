import { sql, type SelectQueryBuilder } from 'kysely';
import { cappedCount, LIST_COUNT_WINDOW, type CappedTotal } from '../../../server/db/cappedCount';
import type { Database } from '../../../server/db/database';
import type { DB } from '../../../server/db/schema';
import { pageWindow } from '../../../server/http/validate';
import { idRow } from '../../../server/db/idRow';

/*
 * A ledger list over a few journal types, newest first, read one type at a time through
 * ledger_journal(type, id) (migration 052) and merged. Walking every posting newest first and
 * checking each one's journal type and account reads past whatever else the ledger holds at its
 * head — at the large profile 410,000 house and bet-pool postings of period closes lie above the
 * newest member posting, 0.45–0.6 s a page. Per type, the walk meets only that type's journals.
 *
 * Exact by construction: the first `offset + limit` rows of the union are among the first
 * `offset + limit` rows of each type, and counting each type up to the cap (stopping once the
 * union reaches it) tells "exactly n" from "more than the cap" as a single count would. A
 * journal's postings are written right after it in its transaction, so journal order is posting
 * order and each type's walk by (j.id, p.id) is its postings' id order.
 */

/**
 * Of `types`, those the ledger holds journals of, found by skipping through ledger_journal(type, id)
 * one distinct type at a time (a few index seeks on SQLite and PostgreSQL alike). Each branch of a
 * walk is one more subquery to prepare and run: most of the member types never occur on a given
 * platform, and leaving them out halves the member_cash_record page at the large profile.
 */
export async function presentTypes<T extends string>(db: Database, types: readonly T[]): Promise<T[]> {
  const { rows } = await sql<{ type: string }>`with recursive t(type) as (
      select min(type) from ledger_journal
      union all
      select (select min(j.type) from ledger_journal j where j.type > t.type) from t where t.type is not null
    ) select type from t where type is not null`.execute(db);
  const present = new Set(rows.map((r) => r.type));
  return types.filter((t) => present.has(t));
}

/** The posting, account and journal a walk joins (aliases p, a, j). */
export type LedgerWalkDB = DB & { p: DB['ledger_posting']; a: DB['ledger_account']; j: DB['ledger_journal'] };
export type LedgerWalk = SelectQueryBuilder<LedgerWalkDB, 'p' | 'a' | 'j', object>;

/**
 * The page (rows of `rowsOf(ids)`, newest first) and the capped count of the postings `ofType`
 * finds for each of `types` (a query from ledger_journal j, filtered, selecting nothing yet).
 */
export async function byTypeWalk<Row extends { id: number | string }>(
  db: Database,
  types: readonly string[],
  ofType: (type: string) => LedgerWalk,
  rowsOf: (ids: number[]) => Promise<Row[]>,
  page: { pageIndex: number; pageSize: number },
): Promise<{ list: Row[] } & CappedTotal> {
  const { limit, offset } = pageWindow(page);
  if (types.length === 0) return { list: [], total: 0, totalCapped: false };
  // Each type's newest `n` postings, as a subquery (SQLite wants no ORDER BY/LIMIT on a bare union member).
  const union = (n: number) =>
    types
      .map((type, i) =>
        db.selectFrom(ofType(type).select('p.id').orderBy('j.id', 'desc').orderBy('p.id', 'desc').limit(n).as(`t${i}`)).select(`t${i}.id`),
      )
      .reduce((all, branch) => all.unionAll(branch));
  const cap = offset + Math.max(LIST_COUNT_WINDOW, limit);
  const [ids, counted] = await Promise.all([
    db
      .selectFrom(union(offset + limit).as('u'))
      .select('u.id')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    cappedCount(db, db.selectFrom(union(cap + 1).as('u')).select('u.id'), cap),
  ]);
  const pageIds = ids.map((r) => idRow.map(r).id);
  const rows = pageIds.length === 0 ? [] : await rowsOf(pageIds);
  const byId = new Map(rows.map((r) => [idRow.map(r).id, r]));
  return { list: pageIds.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined), ...counted };
}
