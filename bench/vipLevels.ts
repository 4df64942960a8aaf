// The daily VIP level evaluation (issue 16) over the whole database: the scheduler's own job
// (plugins/vip/server/jobs.ts) run once through runJobOnce for the Bombay day that ended last, as the
// server would at 00:00 IST, timed end to end (claim, 30-day bet totals, decisions, ledger
// rewards, commit). It WRITES (levels, rewards, job_run): run it on a copy of a database.
// Run: npx tsx bench/vipLevels.ts DATABASE_URL [DAY]
import { createDatabase } from '../server/db/database';
import { previousBombayDay, runJobOnce } from '../server/jobs';
import { vipLevelEvaluationJob } from '../plugins/vip/server/jobs';

export const VIP_BUDGET_MS = 60_000;

export async function vipLevelsReport(url: string, day?: string) {
  const db = createDatabase(url);
  try {
    const now = Date.now();
    const period = day ?? previousBombayDay(now);
    const members = Number(
      (
        await db
          .selectFrom('member')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const t0 = performance.now();
    const outcome = await runJobOnce(db, vipLevelEvaluationJob, period, now);
    const ms = Math.round(performance.now() - t0);
    if (!outcome.ran) throw new Error(`${vipLevelEvaluationJob.name} already ran for ${period} on this database: use a fresh copy`);
    const changes = await db
      .selectFrom('vip_level_change')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('business_date', '=', period)
      .groupBy('kind')
      .execute();
    return {
      day: period,
      members,
      ms,
      budgetMs: VIP_BUDGET_MS,
      withinBudget: ms <= VIP_BUDGET_MS,
      decided: outcome.rows,
      byKind: Object.fromEntries(changes.map((c) => [c.kind, Number(c.n)])),
    };
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, day] = process.argv.slice(2);
  if (!url) throw new Error('usage: npx tsx bench/vipLevels.ts DATABASE_URL [DAY]');
  vipLevelsReport(url, day).then(
    (r) => console.log(JSON.stringify(r)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
