import { createDatabase, DEFAULT_DATABASE_URL } from '../../../server/db/database';
import { addBombayDays, bombayDate } from '../../../server/domain/time';
import { reconcileReports } from './reconcile';

/*
 * npm run reconcile -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]   (against DATABASE_URL; default: the last 30 days before today)
 * Prints every stored report figure that differs from its recomputation from the raw rows and
 * exits 1 if there is any, 0 when every figure agrees, 2 when it cannot run (a bad date, no
 * database). Read-only: it can run against a live database.
 */

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const today = bombayDate(Date.now());
  const to = option('to') ?? addBombayDays(today, -1);
  const from = option('from') ?? addBombayDays(to, -29);
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ]) {
    // A day the month lacks (2026-02-30) is refused here too, naming the option, not later by the date arithmetic.
    const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
    const real = !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
    if (!real) throw new Error(`--${name} must be a date as YYYY-MM-DD, not ${value}`);
  }
  if (from > to) throw new Error(`--from ${from} is after --to ${to}`);
  const db = createDatabase(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  try {
    const result = await reconcileReports(db, from, to);
    for (const d of result.differences.slice(0, 200)) {
      console.log(`${d.date}  ${d.table}  ${d.key}  ${d.metric}: stored ${d.stored}, recomputed ${d.recomputed}`);
    }
    if (result.differences.length > 200) console.log(`… and ${result.differences.length - 200} more`);
    console.log(
      `reconcile ${from} … ${to}: ${result.rows} stored rows, ${result.figures} figures, ${result.differences.length} difference(s)` +
        (to >= today ? ' (today is read live by the reports and is not stored yet)' : ''),
    );
    process.exitCode = result.differences.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
