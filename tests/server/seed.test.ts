import { sql } from 'kysely';
import { createDatabase, dialectOf, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { checkLedger } from '../../plugins/money/server/checkLedger';
import { openSecrets } from '../../plugins/money/server/secrets';
import { MONEY_SETTING_DEFAULTS } from '../../plugins/money/server/settings';
import { resetDatabase, seedDatabase } from '../../demo/seed/seed';
import { freshDatabase, SETUP_TIMEOUT } from './helpers/server';

const NOW = Date.parse('2026-03-15T10:30:00+05:30');
const DAY = 86_400_000;
// Every table the seed writes, bulk-loaded ones included: a file database (or PostgreSQL) is
// loaded through other paths than an in-memory one (server/seed/bulk.ts), and must come out the same.
const TABLES = [
  'franchisee',
  'station',
  'role',
  'agent',
  'staff_user',
  'member',
  'agent_apply_record',
  'deposit_order',
  'withdrawal_order',
  'period',
  'bet',
  'ledger_account',
  'ledger_journal',
  'ledger_posting',
  'points_ledger',
  'member_login_log',
  'member_ticket',
  'member_remark',
  'member_label',
  'restricted_account',
  'risk_list',
  'payment_channel',
  'member_bank',
  'withdrawal_review',
  'turnover_requirement',
  'rebate_record',
] as const;

async function memory(): Promise<Database> {
  const db = createDatabase('sqlite::memory:');
  await migrateToLatest(db);
  return db;
}

async function dump(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await db
      .selectFrom(table as keyof DB)
      .selectAll()
      .orderBy('id' as never)
      .execute()) as Record<string, unknown>[];
    // Salts and the sealed channel secrets' IVs are random by design; everything else must repeat.
    out[table] = rows.map(({ password_hash: _hash, secret_enc: _sealed, ...rest }) => rest);
  }
  return out;
}

async function indexNames(db: Database): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' order by 1`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('tiny seed', () => {
  let dispose: () => Promise<void>;
  let db: Database;
  let migratedIndexes: string[];
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = createDatabase(fresh.url);
    await migrateToLatest(db);
    migratedIndexes = await indexNames(db);
    await seedDatabase(db, { profile: 'tiny', now: NOW });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  it('is deterministic for a given day, on either database', async () => {
    const other = await memory();
    await seedDatabase(other, { profile: 'tiny', now: NOW });
    expect(await dump(db)).toEqual(await dump(other));
    // The in-memory load writes on the database's own connection: it gets its checks and cache back.
    expect((await sql`pragma foreign_keys`.execute(other)).rows).toEqual([{ foreign_keys: 1 }]);
    expect((await sql`pragma cache_size`.execute(other)).rows).toEqual([{ cache_size: -65_536 }]);
    await other.destroy();
  });

  it('creates the demo accounts linked as specified', async () => {
    const staff = await db
      .selectFrom('staff_user')
      .leftJoin('agent', 'agent.id', 'staff_user.agent_id')
      .leftJoin('role', 'role.id', 'staff_user.role_id')
      .select([
        'staff_user.username',
        'staff_user.type',
        'staff_user.franchisee_id',
        'role.code as role',
        'agent.level',
        'agent.parent_id',
        'agent.username as agentName',
      ])
      .orderBy('staff_user.id')
      .execute();
    expect(staff).toHaveLength(5);
    expect(staff[0]).toMatchObject({ username: 'admin', type: 0, role: 'admin', franchisee_id: null, level: null });
    expect(staff[1]).toMatchObject({ username: 'franchisee', type: 1, role: 'franchisee', franchisee_id: 1, level: null });
    expect(staff[2]).toMatchObject({ username: 'agent', type: 2, role: 'agent', level: 2, agentName: 'agent' });
    expect(staff[2].parent_id).not.toBeNull();
    expect(staff[3]).toMatchObject({ username: 'agent2', type: 2, role: 'agent', level: 1, parent_id: null, agentName: 'agent2' });
    expect(staff[4]).toMatchObject({ username: 'finance', type: 0, role: 'finance-reviewer', franchisee_id: null });
  });

  it('builds consistent agent paths', async () => {
    const agents = await db.selectFrom('agent').selectAll().execute();
    const byId = new Map(agents.map((a) => [a.id, a]));
    for (const agent of agents) {
      const parent = agent.parent_id === null ? undefined : byId.get(agent.parent_id);
      expect(agent.path).toBe(`${parent?.path ?? '/'}${agent.id}/`);
      expect(agent.level).toBe(parent ? parent.level + 1 : 1);
      if (parent) expect([parent.station_id, parent.franchisee_id]).toEqual([agent.station_id, agent.franchisee_id]);
    }
  });

  it('keeps orders consistent with their members', async () => {
    const members = new Map((await db.selectFrom('member').selectAll().execute()).map((m) => [m.id, m]));
    const deposits = await db.selectFrom('deposit_order').selectAll().execute();
    const firsts = deposits.filter((d) => d.is_first === 1);
    expect(new Set(firsts.map((d) => d.member_id)).size).toBe(firsts.length);
    for (const d of firsts) {
      expect(d.status).toBe(2);
      expect(members.get(d.member_id)?.first_charge_at).toBe(d.reviewed_at);
    }
    for (const d of deposits) {
      const m = members.get(d.member_id);
      expect([d.station_id, d.franchisee_id, d.agent_id]).toEqual([m?.station_id, m?.franchisee_id, m?.agent_id]);
      expect(d.created_at).toBeGreaterThanOrEqual(m?.created_at ?? Infinity);
      expect(d.created_at).toBeLessThanOrEqual(NOW);
      expect(d.reviewed_at === null).toBe(d.status === 1);
    }
    expect([...members.values()].filter((m) => m.first_charge_at !== null)).toHaveLength(firsts.length);
  });

  it('gives every withdrawal, deposit, requirement and rebate the journals of its state', async () => {
    const journals = new Map(
      (await db.selectFrom('ledger_journal').select(['id', 'business_key', 'type']).execute()).map((j) => [j.business_key, j]),
    );
    const frozen = new Map<number, number>();
    for (const w of await db.selectFrom('withdrawal_order').selectAll().execute()) {
      expect(journals.get(`withdraw_freeze:${w.order_no}`)?.type).toBe('withdraw_freeze');
      const final = journals.get(`withdraw_final:${w.order_no}`)?.type;
      expect(w.needs_second_review).toBe(w.amount >= MONEY_SETTING_DEFAULTS.secondReviewThreshold ? 1 : 0);
      if (w.stage === 'paid') {
        expect([final, w.status]).toEqual(['withdraw_payout', 2]);
        expect(w.net_payout).toBe(w.amount - w.fee - w.admin_fee - w.bonus_deduction);
        expect(w.net_payout).toBeGreaterThan(0);
        expect(w.paid_at).toBeGreaterThanOrEqual(w.reviewed_at as number);
      } else if (w.stage === 'rejected') {
        expect([final, w.status, w.reject_reason === '']).toEqual(['withdraw_release', 3, false]);
      } else {
        expect(final).toBeUndefined();
        expect(w.status).toBe(w.stage === 'approved' ? 2 : 1);
        frozen.set(w.member_id, (frozen.get(w.member_id) ?? 0) + w.amount);
      }
      if (w.second_reviewer_id !== null) expect(w.second_reviewer_id).not.toBe(w.first_reviewer_id);
    }
    const frozenAccounts = await db
      .selectFrom('ledger_account')
      .select(['owner_id', 'balance'])
      .where('owner_type', '=', 'member')
      .where('bucket', '=', 'frozen')
      .execute();
    expect(new Map(frozenAccounts.filter((a) => a.balance !== 0).map((a) => [Number(a.owner_id), a.balance]))).toEqual(frozen);

    // Review steps run 1, 2, … per order and end the way the order ended.
    const steps = new Map<number, { step: number; decision: string }[]>();
    for (const r of await db.selectFrom('withdrawal_review').selectAll().orderBy('id').execute())
      steps.set(r.withdrawal_id, [...(steps.get(r.withdrawal_id) ?? []), r]);
    for (const w of await db.selectFrom('withdrawal_order').select(['id', 'stage']).execute()) {
      const list = steps.get(w.id) ?? [];
      expect(list.map((r) => r.step)).toEqual(list.map((_, i) => i + 1));
      const last = { paid: 'pay', rejected: 'reject', approved: 'approve', first_approved: 'approve', submitted: undefined }[w.stage];
      expect(list.at(-1)?.decision).toBe(last);
    }

    const paidWithdrawals = new Set(
      (await db.selectFrom('withdrawal_order').select('id').where('stage', '=', 'paid').execute()).map((w) => w.id),
    );
    const requirements = new Map((await db.selectFrom('turnover_requirement').selectAll().execute()).map((r) => [r.source_id, r]));
    for (const d of await db.selectFrom('deposit_order').selectAll().execute()) {
      const req = requirements.get(d.id);
      expect(journals.has(`deposit:${d.order_no}`)).toBe(d.status === 2);
      expect(req !== undefined).toBe(d.status === 2);
      if (!req) continue;
      expect(d.credited_amount).toBe(d.amount + d.bonus);
      expect([req.deposit_amount, req.discount_amount, req.normal_required, req.comprehensive_required]).toEqual([
        d.amount,
        d.bonus,
        d.amount,
        d.amount + d.bonus,
      ]);
      expect(req.status === 'open').toBe(req.withdrawal_id === null);
      if (req.status !== 'open') expect(paidWithdrawals.has(req.withdrawal_id as number)).toBe(true);
      if (req.status === 'met') expect([req.normal_met, req.comprehensive_met]).toEqual([1, 1]);
    }

    const rebates = await db.selectFrom('rebate_record').selectAll().execute();
    expect(rebates.length).toBeGreaterThan(0);
    for (const r of rebates) {
      expect(r.amount).toBe(Math.floor((r.valid_turnover * r.rate_bps) / 10_000));
      expect(r.journal_key === null).toBe(r.status !== 1);
      if (r.journal_key !== null) expect(journals.get(r.journal_key)?.type).toBe('rebate');
      const start = Date.parse(`${r.business_date}T00:00:00+05:30`);
      const turnover = await db
        .selectFrom('bet')
        .select((eb) => eb.fn.sum<number>('stake').as('total'))
        .where('member_id', '=', r.member_id)
        .where('game_id', '=', r.game_id as number)
        .where('created_at', '>=', start)
        .where('created_at', '<', start + DAY)
        .executeTakeFirstOrThrow();
      expect(Number(turnover.total)).toBe(r.valid_turnover);
    }
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it("seeds payment channels of every kind with secrets that open, and members' payees", async () => {
    const channels = await db.selectFrom('payment_channel').selectAll().execute();
    expect(new Set(channels.map((c) => c.kind))).toEqual(new Set(['bank', 'upi', 'qr', 'gateway', 'crypto', 'auto_payout']));
    const sealed = channels.filter((c) => c.secret_enc !== '');
    expect(sealed.length).toBeGreaterThan(0);
    for (const c of sealed) expect(openSecrets(c.secret_enc).md5Key).toMatch(/^\d{32}$/);
    const banks = await db.selectFrom('member_bank').selectAll().execute();
    const defaults = new Map<number, number>();
    for (const b of banks) {
      defaults.set(b.member_id, (defaults.get(b.member_id) ?? 0) + b.is_default);
      expect(b.kind === 'upi' ? b.upi_id : b.ifsc).toMatch(b.kind === 'upi' ? /^[a-z]+\d+@[a-z]+$/ : /^[A-Z]{4}0\d{6}$/);
    }
    expect([...defaults.values()].every((n) => n === 1)).toBe(true);
    const depositors = await db.selectFrom('deposit_order').select('member_id').distinct().execute();
    expect(depositors.every((d) => defaults.has(d.member_id))).toBe(true);
  });

  it('rebuilds every index the bulk load dropped', async () => {
    expect(await indexNames(db)).toEqual(migratedIndexes);
  });

  it('leaves no dangling reference (SQLite loads with foreign keys off; PostgreSQL checks them as it loads)', async () => {
    if (dialectOf(db) !== 'sqlite') return;
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
    // The serving connection's settings (server/db/database.ts), not SQLite's 2 MiB default cache.
    expect((await sql`pragma cache_size`.execute(db)).rows).toEqual([{ cache_size: -65_536 }]);
    expect((await sql`pragma synchronous`.execute(db)).rows).toEqual([{ synchronous: 1 }]);
  });

  it(
    'moves PostgreSQL sequences past the seeded ids and resets cleanly',
    async () => {
      const inserted = await db
        .insertInto('franchisee')
        .values({ code: 'NEW', name: 'New', status: 0, created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBe(3);
      await resetDatabase(db);
      expect(await db.selectFrom('member').select('id').execute()).toHaveLength(0);
      await seedDatabase(db, { profile: 'tiny', now: NOW });
      const again = await db
        .insertInto('franchisee')
        .values({ code: 'NEW', name: 'New', status: 0, created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(again.id).toBe(3);
    },
    SETUP_TIMEOUT,
  );
});
