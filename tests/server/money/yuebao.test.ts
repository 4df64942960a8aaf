import { addBombayDays, bombayDate, bombayDayStart } from '../../../server/domain/time';
import { dailyInterest } from '../../../plugins/money/server/yuebaoInterest';
import { runJobOnce } from '../../../server/jobs';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { memberBalances } from '../../../server/ledger/balances';
import { accrueYuebaoDay, transferYuebao } from '../../../plugins/money/server/yuebao';
import { yuebaoDailyJob } from '../../../plugins/money/server/yuebaoJobs';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, type MoneyOrg } from './fixture';

/*
 * Yue Bao (money_management > balance): the interest rule on hand-made figures; tiers over HTTP
 * (save, status, validation writing nothing, the authorization matrix; changes apply from the next
 * Bombay day); transfers and the daily job on the ledger (interest, carried remainder,
 * auto-transfer, idempotency, ledger checks clean); the record list with filters, scope and totals.
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;

beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const call = (path: string, token: string, body: Record<string, unknown>) => server.call(path, { token, body });
const count = async (table: 'yuebao_tier_version' | 'operation_log' | 'yuebao_record') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the interest rule', () => {
  const tiers = [
    { id: 1, minAmount: 100_00, ratePpm: 100, secondaryRatePpm: 50, autoTransfer: false, transferTime: '00:00' },
    { id: 2, minAmount: 10_000_00, ratePpm: 200, secondaryRatePpm: 100, autoTransfer: true, transferTime: '09:00' },
  ];
  it('pays the daily rate on the lowest balance and the secondary rate on what arrived, rounded down with the remainder carried', () => {
    // ₹500 held all day, ₹250 more arrived: 50_000 × 100 + 25_000 × 50 = 6_250_000 micro → 6 paise, 250_000 carried.
    expect(dailyInterest(tiers, { opening: 50_000, lowest: 50_000, closing: 75_000 })).toMatchObject({
      interest: 6,
      remainder: 250_000,
      held: 50_000,
      arrived: 25_000,
    });
    expect(dailyInterest(tiers, { opening: 50_000, lowest: 50_000, closing: 75_000 }, 750_000)).toMatchObject({
      interest: 7,
      remainder: 0,
    });
    // The tier is the one with the largest minimum at or below the closing balance.
    expect(dailyInterest(tiers, { opening: 2_000_000, lowest: 2_000_000, closing: 2_000_000 }).tier?.id).toBe(2);
    // Below every tier: no interest and the carry waits.
    expect(dailyInterest(tiers, { opening: 5_000, lowest: 5_000, closing: 5_000 }, 12)).toMatchObject({
      tier: null,
      interest: 0,
      remainder: 12,
    });
    // Exact beyond 2^53 micro-paise.
    expect(dailyInterest(tiers, { opening: 9e15, lowest: 9e15, closing: 9e15 }).interest).toBe(1_800_000_000_000);
  });
});

describe('balanceSet', () => {
  it('creates and edits tiers for the next Bombay day, with before/after in the audit log', async () => {
    const tomorrow = addBombayDays(bombayDate(Date.now()), 1);
    const created = await call('/chance-yuebao-tier/save', admin, {
      minAmount: 100_00,
      ratePpm: 100,
      secondaryRatePpm: 50,
      autoTransfer: false,
      transferTime: '00:30',
    });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ effectiveFrom: tomorrow, enabled: true });
    const id = created.body.data.id as number;
    const edited = await call('/chance-yuebao-tier/save', admin, {
      id,
      minAmount: 100_00,
      ratePpm: 137,
      secondaryRatePpm: 50,
      autoTransfer: true,
      transferTime: '09:00',
    });
    expect(edited.body.code).toBe(200);
    // A second change the same day replaces tomorrow's version.
    expect(await count('yuebao_tier_version')).toBe(1);
    const list = (await call('/chance-yuebao-tier/list', admin, {})).body.data.list;
    expect(list).toEqual([
      expect.objectContaining({ id, ratePpm: 137, autoTransfer: true, transferTime: '09:00', pending: true, startsTomorrow: true }),
    ]);
    const log = await server.db
      .selectFrom('operation_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'yuebao.tier.save')
      .orderBy('id')
      .execute();
    expect(log).toHaveLength(2);
    expect(JSON.parse(log[1].before_json as string)).toMatchObject({ ratePpm: 100 });
    expect(JSON.parse(log[1].after_json as string)).toMatchObject({ ratePpm: 137 });

    const off = await call('/chance-yuebao-tier/status', admin, { id, enabled: false });
    expect(off.body.data).toMatchObject({ enabled: false, effectiveFrom: tomorrow });
    expect((await call('/chance-yuebao-tier/status', admin, { id, enabled: true })).body.code).toBe(200);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = [await count('yuebao_tier_version'), await count('operation_log')];
    const bad = [
      { minAmount: -1, ratePpm: 100, secondaryRatePpm: 0, autoTransfer: false, transferTime: '00:00' },
      { minAmount: 100, ratePpm: 10_001, secondaryRatePpm: 0, autoTransfer: false, transferTime: '00:00' },
      { minAmount: 100, ratePpm: 1.5, secondaryRatePpm: 0, autoTransfer: false, transferTime: '00:00' },
      { minAmount: 100, ratePpm: 100, secondaryRatePpm: 0, autoTransfer: false, transferTime: '24:00' },
      { minAmount: 100_00, ratePpm: 100, secondaryRatePpm: 0, autoTransfer: false, transferTime: '01:00' },
      { id: 999, minAmount: 100, ratePpm: 100, secondaryRatePpm: 0, autoTransfer: false, transferTime: '01:00' },
    ];
    for (const body of bad) expect((await call('/chance-yuebao-tier/save', admin, body)).body.code).not.toBe(200);
    const zh = await server.call('/chance-yuebao-tier/save', {
      token: admin,
      language: 1,
      body: { minAmount: 100_00, ratePpm: 100, secondaryRatePpm: 0, autoTransfer: false, transferTime: '01:00' },
    });
    expect(zh.body.msg).toContain('已有启用的档位使用相同的最低金额');
    expect([await count('yuebao_tier_version'), await count('operation_log')]).toEqual(before);
  });

  it('is admin-only; balanceRecord is for admin and franchisee, not without the menu', async () => {
    for (const path of ['/chance-yuebao-tier/list', '/chance-yuebao-tier/save', '/chance-yuebao-tier/status']) {
      expect((await call(path, franchisee, { id: 1, enabled: true })).body.code).toBe('A0301');
    }
    expect((await call('/chance-yuebao-record/list', franchisee, {})).body.code).toBe(200);
    expect((await call('/chance-yuebao-record/list', 'no-token', {})).body.code).toBe('A0230');
  });
});

describe('transfers and the daily job', () => {
  it('moves money through the ledger, pays interest once per day and member, transfers it at the tier time, ledger clean', async () => {
    const db = server.db;
    const [m1, m2] = org.members;
    const day = addBombayDays(bombayDate(Date.now()), 2);
    const [start] = [bombayDayStart(day)];
    // The tier saved above applies from tomorrow, so on `day` too: ₹100 minimum, 137 / 50 ppm, auto-transfer at 09:00.
    await creditMember(db, org, m1, 2_000_000, start - 3_600_000);
    await creditMember(db, org, m2, 50_000, start - 3_600_000);
    await transferYuebao(db, { memberId: m1, amount: 1_000_000, direction: 'in', ref: 'k1', now: start - 1_000 });
    // Same key again: moved once.
    expect((await transferYuebao(db, { memberId: m1, amount: 1_000_000, direction: 'in', ref: 'k1', now: start - 1_000 })).replayed).toBe(
      true,
    );
    await transferYuebao(db, { memberId: m1, amount: 500_000, direction: 'in', ref: 'k2', now: start + 3_600_000 });
    await transferYuebao(db, { memberId: m2, amount: 5_000, direction: 'in', ref: 'k3', now: start + 3_600_000 });
    await expect(
      transferYuebao(db, { memberId: m2, amount: 999_999, direction: 'out', ref: 'k4', now: start + 7_200_000 }),
    ).rejects.toThrow('insufficient_funds');
    const yb = await db.selectFrom('member').select(['id', 'yuebao_balance']).where('id', 'in', [m1, m2]).orderBy('id').execute();
    expect(yb.map((r) => Number(r.yuebao_balance))).toEqual([1_500_000, 5_000]);

    const end = start + 86_400_000;
    const outcome = await runJobOnce(db, yuebaoDailyJob, day, end + 1_000);
    expect(outcome).toEqual({ ran: true, rows: 2 });
    expect((await runJobOnce(db, yuebaoDailyJob, day, end + 2_000)).ran).toBe(false);
    // Even without the job_run claim, the day is not paid twice.
    expect((await accrueYuebaoDay(db, day, end + 3_000)).records).toBe(0);

    const records = await db.selectFrom('yuebao_record').selectAll().where('business_date', '=', day).orderBy('member_id').execute();
    // m1: 1_000_000 held × 137 + 500_000 arrived × 50 = 162_000_000 micro → 162 paise.
    expect(records[0]).toMatchObject({
      opening: 1_000_000,
      lowest: 1_000_000,
      closing: 1_500_000,
      transfer_in: 500_000,
      transfer_out: 0,
      rate_ppm: 137,
      interest: 162,
      remainder: 0,
      status: 2,
    });
    // m2: ₹50 is below the ₹100 tier.
    expect(records[1]).toMatchObject({ closing: 5_000, transfer_in: 5_000, interest: 0, status: 0, tier_id: null });
    expect(Number(records[0].transfer_due_at)).toBe(end + 9 * 3_600_000);

    // The auto-transfer job at the tier's time moves the interest to the wallet, once.
    const { runYuebaoTransfers } = await import('../../../plugins/money/server/yuebao');
    expect(await runYuebaoTransfers(db, end + 9 * 3_600_000 - 1)).toBe(0);
    const cashBefore = (await memberBalances(db, [m1])).get(m1)?.cash as number;
    expect(await runYuebaoTransfers(db, end + 9 * 3_600_000)).toBe(1);
    expect(await runYuebaoTransfers(db, end + 9 * 3_600_000 + 1)).toBe(0);
    expect((await memberBalances(db, [m1])).get(m1)?.cash).toBe(cashBefore + 162);
    const after = await db.selectFrom('yuebao_record').selectAll().where('id', '=', records[0].id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 3, transfer_amount: 162 });
    // The next day m1 takes ₹1,000 out: its record counts that withdrawal, not the auto-transfer of the interest.
    await transferYuebao(db, { memberId: m1, amount: 100_000, direction: 'out', ref: 'k5', now: end + 10 * 3_600_000 });
    await accrueYuebaoDay(db, addBombayDays(day, 1), end + 86_400_000 + 1_000);
    const next = await db
      .selectFrom('yuebao_record')
      .selectAll()
      .where('business_date', '=', addBombayDays(day, 1))
      .where('member_id', '=', m1)
      .executeTakeFirstOrThrow();
    // Opening is the day before's closing; the interest came in at the job's run and left at 09:00.
    expect(next).toMatchObject({ opening: 1_500_000, transfer_in: 0, transfer_out: 100_000, closing: 1_400_000 });

    const check = await checkLedger(db);
    expect(check.problems).toEqual([]);
  });

  it('lists the records with filters, totals over the filter and the franchisee scope', async () => {
    const day = addBombayDays(bombayDate(Date.now()), 2);
    const all = (await call('/chance-yuebao-record/list', admin, { startDate: day, endDate: day })).body.data;
    expect(all.total).toBe(2);
    expect(all.sums).toEqual({ closing: 1_505_000, interest: 162, transferAmount: 162, transferIn: 505_000, transferOut: 0 });
    expect(all.list.find((r: { username: string }) => r.username === 'm1')).toMatchObject({
      businessDate: day,
      tierMinAmount: 100_00,
      autoTransfer: true,
      transferIn: 500_000,
      transferOut: 0,
      interest: 162,
      status: 3,
    });
    expect((await call('/chance-yuebao-record/list', admin, { username: 'm1', startDate: day, endDate: day })).body.data.total).toBe(1);
    expect((await call('/chance-yuebao-record/list', admin, { status: 0, startDate: day, endDate: day })).body.data.total).toBe(1);
    expect((await call('/chance-yuebao-record/list', admin, { startDate: '2026-13-01' })).body.code).toBe('A0400');
    // fr1 owns m1 and m2; 'other' of the second franchisee never shows.
    expect((await call('/chance-yuebao-record/list', franchisee, { startDate: day, endDate: addBombayDays(day, 1) })).body.data.total).toBe(
      4,
    );
    const tiers = (await call('/chance-yuebao-record/tiers', franchisee, {})).body.data.list;
    expect(tiers).toHaveLength(1);
  });
});
