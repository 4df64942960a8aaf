import { spawnSync } from 'node:child_process';
import { createDatabase } from '../../../server/db/database';
import { preparedDatabase } from '../helpers/server';
import { serverNodeArgs } from '../helpers/serverProcess';

// `npm run jobs` as operators run it: the e2e template runs it after seeding, so no lane server
// catches up on a month's jobs in its first minute.
const run = (url: string) =>
  spawnSync(process.execPath, serverNodeArgs('jobs'), { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', timeout: 90_000 });

describe('server/jobs/cli.ts', () => {
  it('runs the jobs due now once, says what each did, and finds them done the second time', async () => {
    const database = await preparedDatabase();
    const db = createDatabase(database.url);
    try {
      const claims = () => db.selectFrom('job_run').select(['job_name', 'period_key']).where('job_name', 'not like', '%#step').execute();
      expect(await claims()).toEqual([]);

      const first = run(database.url);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/^report_close_day: ran, \d+ rows$/m);
      expect(first.stdout).toMatch(/^money\.rebate\.daily: ran, \d+ rows$/m);
      expect(first.stdout).toMatch(/^\d+ jobs due, done in \d+ ms$/m);
      const claimed = await claims();
      expect(claimed.map((c) => c.job_name)).toEqual(
        expect.arrayContaining(['report_close_day', 'money.rebate.daily', 'commission.compute']),
      );

      const again = run(database.url);
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/^report_close_day: already done$/m);
      expect(again.stdout).toMatch(/^money\.rebate\.daily: already done$/m);
      expect(await claims()).toHaveLength(claimed.length);
    } finally {
      await db.destroy();
      await database.dispose();
    }
  }, 180_000);
});
