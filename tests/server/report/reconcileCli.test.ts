import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../../server/db/database';
import { addBombayDays, bombayDate, bombayDayStart } from '../../../server/domain/time';
import { bombayDayNumber } from '../../../server/time/bombay';
import { preparedDatabase } from '../helpers/server';

/*
 * `npm run reconcile -- --from DAY --to DAY` (plugins/report/server/reconcileCli.ts) as an operator
 * runs it, against a database of its own: 0 when every stored figure equals its recomputation, 1
 * with the differing figure named when one does not, 2 when it cannot run (a date that is not one).
 * On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const CLI = join(__dirname, '../../../plugins/report/server/reconcileCli.ts');
// As package.json's script runs it: through tsx.
const reconcile = (url: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
    timeout: 90_000,
  });

let database: { url: string; dispose: () => Promise<void> };
let db: Database;
const today = () => bombayDate(Date.now());

beforeAll(async () => {
  // Eight days of history, as the other report tests seed them (one template for all).
  database = await preparedDatabase({ periodDays: 8 });
  db = createDatabase(database.url);
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await database.dispose();
});

it('exits 0 on a database whose stored reports agree with its rows, 1 naming a planted difference, 2 on bad dates', async () => {
  const [from, to] = [addBombayDays(today(), -8), addBombayDays(today(), -1)];
  const clean = reconcile(database.url, '--from', from, '--to', to);
  expect(clean.stderr).toBe('');
  expect(clean.stdout).toMatch(
    new RegExp(`^reconcile ${from} … ${to}: [1-9]\\d* stored rows, [1-9]\\d* figures, 0 difference\\(s\\)$`, 'm'),
  );
  expect(clean.status).toBe(0);

  // One stored figure off by a paisa: the stake of one agent's row of one day.
  const day = addBombayDays(today(), -2);
  const row = await db
    .selectFrom('daily_agent_report')
    .select(['franchisee_id', 'agent_id', 'stake'])
    .where('day', '=', bombayDayNumber(bombayDayStart(day)))
    .where('stake', '>', 0)
    .orderBy('agent_id')
    .executeTakeFirstOrThrow();
  await sql`update daily_agent_report set stake = stake + 1
    where day = ${bombayDayNumber(bombayDayStart(day))} and franchisee_id = ${row.franchisee_id} and agent_id = ${row.agent_id}`.execute(
    db,
  );
  const planted = reconcile(database.url, '--from', from, '--to', to);
  const stake = Number(row.stake);
  expect(planted.stdout.split('\n').filter((line) => line.includes(': stored '))).toEqual([
    `${day}  daily_agent_report  franchisee_id=${row.franchisee_id} agent_id=${row.agent_id}  stake: stored ${stake + 1}, recomputed ${stake}`,
  ]);
  expect(planted.stdout).toMatch(/, 1 difference\(s\)$/m);
  expect(planted.status).toBe(1);

  for (const args of [
    ['--from', '2026-02-30', '--to', to],
    ['--from', from, '--to', '26-11-01'],
    ['--from', to, '--to', from],
  ]) {
    const bad = reconcile(database.url, ...args);
    expect([args, bad.status]).toEqual([args, 2]);
    expect(bad.stderr).toMatch(/--(from|to) /);
    expect(bad.stdout).toBe('');
  }
}, 180_000);
