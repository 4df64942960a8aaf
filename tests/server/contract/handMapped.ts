/**
 * Server files that still turn database rows into answers by hand (`Number(r.…)`, `Number(row.…)`, or
 * any name before a snake_case column: `Number(g.min_bet)`) rather than through their table's declared
 * mapping (server/db/rowMapping.ts, issue 41 item 3). The list only shrinks
 * (tests/server/contract/handMapped.test.ts): a new file converting by hand fails that test rather than
 * joining this list, and a file converted must leave it. None is left: every server file reads its rows
 * through a declared mapping.
 */
export const HAND_MAPPED: readonly string[] = [];

/** How many hand conversions `source` holds: `Number(` applied to a row's column (`r.x`, `row.x`, or any name before a snake_case column). */
export function handConversions(source: string): number {
  return source.match(/\bNumber\(\s*(?:(?:r|row)\.\w|\w+\.[a-z0-9]+_[a-z0-9_]+\b)/g)?.length ?? 0;
}
