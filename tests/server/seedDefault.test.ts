// @engine-independent: the default demo is read from SQLite whatever the pass (npm test's e2e template, or
// seeded in memory); the engines' own load paths are compared in seed.test.ts. SQLite pass only (jest.config.js).
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { ONLINE_WINDOW_MS } from '../../shared/online';
import { checkLedger } from '../../plugins/money/server/checkLedger';
import { seedDatabase } from '../../demo/seed/seed';
import { bombayDayNumber, dayNumberStart } from '../../server/time/bombay';

const DAY = 86_400_000;
/** The seed's staff accounts are made this long before its "now" (demo/seed/seed.ts). */
const STAFF_AGE = 200 * DAY;

interface Demo {
  db: Database;
  /** The moment the demo was laid out against, and the start of its Bombay day. */
  now: number;
  today: number;
  counts: Record<string, number>;
  dispose: () => Promise<void>;
}

/** The default demo seeded here, in memory, against a fixed morning. */
async function seededHere(): Promise<Demo> {
  const now = Date.parse('2026-03-15T10:30:00+05:30');
  const db = createDatabase('sqlite::memory:');
  await migrateToLatest(db);
  const summary = await seedDatabase(db, { profile: 'default', now });
  return {
    db,
    now,
    today: Date.parse('2026-03-15T00:00:00+05:30'),
    counts: summary.counts,
    dispose: () => db.destroy(),
  };
}

/**
 * The same demo as `npm test` already seeded it for the e2e servers (scripts/e2eDatabase.mjs, beside
 * lint; E2E_TEMPLATE names it), copied: seeding it again here took about three minutes of a worker.
 * Used only when it is there and its Bombay day was at least three hours old when it was seeded:
 * the demo squeezes today into the part of the day that has passed, and the checks below want some
 * of today in it.
 */
async function e2eTemplate(): Promise<Demo | null> {
  const template = process.env.E2E_TEMPLATE;
  if (!template || !existsSync(template)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'chance-seed-default-'));
  const dispose = async () => rmSync(dir, { recursive: true, force: true });
  copyFileSync(template, join(dir, 'demo.db'));
  const db = createDatabase(`sqlite:${join(dir, 'demo.db')}`);
  const admin = await db.selectFrom('staff_user').select('created_at').where('username', '=', 'admin').executeTakeFirst();
  const now = admin ? admin.created_at + STAFF_AGE : 0;
  const today = dayNumberStart(bombayDayNumber(now));
  if (!admin || now - today < 3 * 3_600_000) {
    await db.destroy();
    await dispose();
    return null;
  }
  const counts: Record<string, number> = {};
  for (const table of [
    'franchisee',
    'station',
    'agent',
    'staff_user',
    'member',
    'agent_apply_record',
    'deposit_order',
    'withdrawal_order',
    'member_bank',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return {
    db,
    now,
    today,
    counts,
    dispose: async () => {
      await db.destroy();
      await dispose();
    },
  };
}

describe('default seed', () => {
  it('builds the lively demo', async () => {
    const demo = (await e2eTemplate()) ?? (await seededHere());
    const { db, counts } = demo;
    const NOW = demo.now;
    const TODAY = demo.today;
    expect(counts).toMatchObject({
      franchisee: 3,
      station: 6,
      agent: 60,
      staff_user: 5,
      member: 10_000,
      agent_apply_record: 60,
    });

    const members = await db.selectFrom('member').select(['created_at', 'online_at']).execute();
    expect(Math.min(...members.map((m) => m.created_at))).toBeGreaterThanOrEqual(TODAY - 29 * DAY);
    expect(members.filter((m) => m.online_at !== null && m.online_at >= NOW - ONLINE_WINDOW_MS).length).toBeGreaterThan(100);
    const agentLevels = await db.selectFrom('agent').select('level').execute();
    expect(new Set(agentLevels.map((a) => a.level))).toEqual(new Set([1, 2, 3]));

    expect(counts.deposit_order).toBeGreaterThanOrEqual(30_000);
    expect(counts.withdrawal_order).toBeGreaterThanOrEqual(20_000);
    const stages = await db.selectFrom('withdrawal_order').select(['stage', 'needs_second_review', 'created_at']).execute();
    expect(new Set(stages.map((w) => w.stage))).toEqual(new Set(['submitted', 'first_approved', 'approved', 'paid', 'rejected']));
    expect([...new Set(stages.filter((w) => w.needs_second_review === 1).map((w) => w.stage))]).toEqual(
      expect.arrayContaining(['submitted', 'first_approved', 'paid', 'rejected']),
    );
    expect(stages.some((w) => w.stage === 'submitted' && w.created_at >= TODAY)).toBe(true);
    const rebates = await db.selectFrom('rebate_record').select('status').execute();
    expect(new Set(rebates.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    const requirements = await db.selectFrom('turnover_requirement').select('status').execute();
    expect(new Set(requirements.map((r) => r.status))).toEqual(new Set(['open', 'met', 'settled']));
    expect(counts.member_bank).toBeGreaterThan(6_000);

    for (const table of ['deposit_order', 'withdrawal_order'] as const) {
      const orders = await db.selectFrom(table).select(['status', 'created_at']).execute();
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set([1, 2, 3]));
      expect(orders.some((o) => o.status === 1 && o.created_at >= TODAY)).toBe(true);
      const days = new Set(orders.map((o) => Math.floor((o.created_at - TODAY) / DAY)));
      expect(days.size).toBe(30);
    }
    const kinds = await db.selectFrom('deposit_order').select('kind').where('status', '=', 1).execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['company', 'online']));
    const applications = await db.selectFrom('agent_apply_record').select('status').execute();
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set([0, 1, 2]));
    const bets = await db
      .selectFrom('bet')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBeGreaterThan(200_000);
    const ledger = await checkLedger(db);
    expect(ledger.problems).toEqual([]);
    await demo.dispose();
  }, 180_000);
});
