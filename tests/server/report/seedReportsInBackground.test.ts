import { reconcileReports } from '../../../plugins/report/server/reconcile';
import { rebuildStaleDays } from '../../../plugins/report/server/staleDaysJob';
import { staleDays } from '../../../plugins/report/server/staleMarks';
import { createDatabase, type Database } from '../../../server/db/database';
import { addBombayDays, bombayDate } from '../../../server/domain/time';
import { PROFILES } from '../../../demo/seed/profiles';
import { seedDatabase } from '../../../demo/seed/seed';
import { bombayDayNumber } from '../../../server/time/bombay';
import { preparedDatabase, SETUP_TIMEOUT } from '../helpers/server';

/*
 * Issue 39: a first `npm start` serves the console before the history's daily reports exist.
 * The seed (reports: 'background') marks every day before today stale instead of building them,
 * and the report plugin's stale-days job builds them on the serving process's first tick: until
 * then every past day is pending (each report names it), afterwards every stored figure equals
 * its recomputation from the raw rows, as after a seed that builds them at once. On SQLite and,
 * with TEST_DATABASE_URL, PostgreSQL.
 */

const NOW = Date.parse('2026-03-15T10:30:00+05:30');
const TODAY = bombayDate(NOW);
const FIRST = addBombayDays(TODAY, -(PROFILES.tiny.days - 1));
const YESTERDAY = addBombayDays(TODAY, -1);

let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const database = await preparedDatabase({ seed: false });
  dispose = database.dispose;
  db = createDatabase(database.url);
  await seedDatabase(db, { profile: 'tiny', now: NOW, reports: 'background' });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await db.destroy();
  await dispose();
});

it('leaves every past day of the history to the stale-days job, which builds them exactly', async () => {
  const past = (await staleDays(db, -Infinity, bombayDayNumber(NOW) - 1)).map((s) => s.day);
  const expected = Array.from({ length: PROFILES.tiny.days - 1 }, (_, i) => bombayDayNumber(NOW) - PROFILES.tiny.days + 1 + i);
  expect(past).toEqual(expected);
  const stored = await db
    .selectFrom('daily_cut_agent')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(0);
  expect((await reconcileReports(db, FIRST, YESTERDAY)).differences.length).toBeGreaterThan(0);

  expect(await rebuildStaleDays(db, NOW)).toBe(PROFILES.tiny.days - 1);

  expect(await staleDays(db, -Infinity, bombayDayNumber(NOW) - 1)).toEqual([]);
  const result = await reconcileReports(db, FIRST, YESTERDAY);
  expect(result.rows).toBeGreaterThan(0);
  expect(result.differences).toEqual([]);
});
