import { allJobs, runJobOnce } from '../../../server/jobs';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { vipLevelEvaluationJob, vipWeeklyRewardJob } from '../../../plugins/vip/server/jobs';
import { startServer, type TestServer } from '../helpers/server';

/*
 * The VIP jobs on the shared runner over the seeded demo: due periods, one run per period (a second
 * call does nothing), the ledger still balancing afterwards, and running the same period again
 * outside the runner (an operator's "run again") changing nothing either.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const count = async (table: 'vip_level_change' | 'vip_weekly_reward' | 'ledger_journal') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('VIP jobs', () => {
  it('are scheduled and name the ended day and the ended week', () => {
    expect(allJobs).toEqual(expect.arrayContaining([vipLevelEvaluationJob, vipWeeklyRewardJob]));
    const monday = Date.parse('2026-11-23T00:30:00+05:30');
    expect(vipLevelEvaluationJob.duePeriod(monday)).toBe('2026-11-22');
    expect(vipWeeklyRewardJob.duePeriod(monday)).toBe('2026-11-16');
    expect(vipWeeklyRewardJob.duePeriod(Date.parse('2026-11-22T23:59:00+05:30'))).toBe('2026-11-09');
  });

  it('run once per period, keep the ledger balanced, and a repeat run changes nothing', async () => {
    const now = Date.now();
    for (const job of [vipLevelEvaluationJob, vipWeeklyRewardJob]) {
      const period = job.duePeriod(now) as string;
      const first = await runJobOnce(server.db, job, period, now);
      expect(first.ran).toBe(true);
      const snapshot = [await count('vip_level_change'), await count('vip_weekly_reward'), await count('ledger_journal')];
      expect(await runJobOnce(server.db, job, period, now)).toEqual({ ran: false, rows: 0 });
      // The operator's "run again" goes around the claim: its own keys still hold.
      expect(await server.db.transaction().execute((trx) => job.run(trx, period, now))).toBe(0);
      expect([await count('vip_level_change'), await count('vip_weekly_reward'), await count('ledger_journal')]).toEqual(snapshot);
    }
    const ledger = await checkLedger(server.db);
    expect(ledger.problems).toEqual([]);
  });
});
