/**
 * Server files still allowed to build answers by SQL aliases (`'c.franchisee_id as franchiseeId'`)
 * in a route's own select rather than through the table's declared mapping (server/db/rowMapping.ts,
 * issue 41 item 3): none since the last 47 were converted. The list stays as the rule's exception
 * list, and it only shrinks (aliasMapped.test.ts): a file that aliases columns into answer fields
 * fails that test.
 */
export const ALIAS_MAPPED: readonly string[] = [];

/** How many column → camelCase-field aliases `source` holds (`'t.col as fieldName'`, `'col as fieldName'`). */
export function answerAliases(source: string): number {
  return source.match(/'(?:[a-z_]+\.)?[a-z_]+ as [a-z]+[A-Z][A-Za-z0-9]*'/g)?.length ?? 0;
}
