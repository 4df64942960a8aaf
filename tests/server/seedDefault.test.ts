// @engine-independent: the default profile is built in an in-memory SQLite database whatever the
// pass; the engines' own load paths are compared in seed.test.ts. SQLite pass only (jest.config.js).
import { createDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { ONLINE_WINDOW_MS } from '../../plugins/dashboard/server/counters';
import { checkLedger } from '../../plugins/money/server/checkLedger';
import { seedDatabase } from '../../server/seed/seed';

const NOW = Date.parse('2026-03-15T10:30:00+05:30');
const DAY = 86_400_000;
const TODAY = Date.parse('2026-03-15T00:00:00+05:30');

async function memory(): Promise<Database> {
  const db = createDatabase('sqlite::memory:');
  await migrateToLatest(db);
  return db;
}

describe('default seed', () => {
  it('builds the lively demo quickly', async () => {
    const db = await memory();
    const summary = await seedDatabase(db, { profile: 'default', now: NOW });
    expect(summary.counts).toMatchObject({ franchisee: 3, station: 6, agent: 60, staff_user: 5, member: 10_000, agent_apply_record: 60 });

    const members = await db.selectFrom('member').select(['created_at', 'online_at']).execute();
    expect(Math.min(...members.map((m) => m.created_at))).toBeGreaterThanOrEqual(TODAY - 29 * DAY);
    expect(members.filter((m) => m.online_at !== null && m.online_at >= NOW - ONLINE_WINDOW_MS).length).toBeGreaterThan(100);
    const agentLevels = await db.selectFrom('agent').select('level').execute();
    expect(new Set(agentLevels.map((a) => a.level))).toEqual(new Set([1, 2, 3]));

    expect(summary.counts.deposit_order).toBeGreaterThanOrEqual(30_000);
    expect(summary.counts.withdrawal_order).toBeGreaterThanOrEqual(20_000);
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
    expect(summary.counts.member_bank).toBeGreaterThan(6_000);

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
    await db.destroy();
  }, 180_000);
});
