import { column, defineRowMapping, type Field } from '../../../../server/db/rowMapping';

/*
 * Report figures computed from the raw rows (live.ts): which columns a row has is the query's
 * choice — the Bombay day, the cut's keys, the metrics asked for — so the mapping is declared per
 * query from those names. PostgreSQL answers sums of bigint as NUMERIC; every figure is a whole
 * number of paise or a count either way.
 */

/** Keys whose values are text (play codes, deposit channel kinds); the others are ids and numbers. */
export const TEXT_KEYS: ReadonlySet<string> = new Set(['play_code', 'deposit_kind']);

/**
 * A figures row: `keys` (text, or whole numbers: ids, the day number, the real flag) and `metrics`
 * (a sum over no value reads 0).
 */
export function figuresRow(keys: readonly string[], metrics: readonly string[]) {
  const fields: Record<string, Field> = {};
  for (const key of keys) fields[key] = TEXT_KEYS.has(key) ? column(key).text() : column(key).int();
  for (const metric of metrics) fields[metric] = column(metric).int().nullAs(0);
  return defineRowMapping(fields);
}
