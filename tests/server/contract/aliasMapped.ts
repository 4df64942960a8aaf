/**
 * Server files whose answers are still built by SQL aliases (`'c.franchisee_id as franchiseeId'`) in
 * the route's own select rather than through the table's declared mapping (server/db/rowMapping.ts,
 * issue 41 item 3): a column → field list per route, typed by Kysely and checked by the answer's
 * schema in the tests, but not one declaration per table. The list only shrinks
 * (aliasMapped.test.ts): a new file aliasing columns into answer fields fails that test rather than
 * joining this list, and a file converted must leave it.
 */
export const ALIAS_MAPPED: readonly string[] = [
];

/** How many column → camelCase-field aliases `source` holds (`'t.col as fieldName'`, `'col as fieldName'`). */
export function answerAliases(source: string): number {
  return source.match(/'(?:[a-z_]+\.)?[a-z_]+ as [a-z]+[A-Z][A-Za-z0-9]*'/g)?.length ?? 0;
}
